// The words of web push in the notification panel (the pushed notices' own titles are the mails' subjects).
export const pushTexts = {
  heading: 'On this device',
  turnOn: 'Get notifications on this device',
  turningOn: 'Turning on…',
  turnOff: 'Turn off on this device',
  turningOff: 'Turning off…',
  on: 'Notifications are on for this device.',
  off: 'Get a notification on this device when something happens, even with the app closed.',
  blocked:
    'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then try again.',
  dismissed: 'The browser did not allow notifications. Press the button again to be asked once more.',
  noToken:
    'This browser could not be registered for notifications (the push service did not answer). Try again later.',
  failed: 'Could not change notifications on this device',
  defaultTitle: 'College Appointments',
} as const;
