// Every user-visible text about where a session happens: slot labels, cards, the 'Join' button,
// the teacher's choices and the validation messages of meeting links.

export const meetingPlaceTexts = {
  inPerson: 'In person',
  inPersonAt: (location: string) => `In person at ${location}`,
  /** An in-person session whose slot names no location and whose teacher has no office location yet. */
  placeToBeConfirmed: 'Place to be confirmed by the teacher',
  inPersonToBeConfirmed: 'In person · Place to be confirmed by the teacher',
  online: 'Online',
  onlineVia: (host: string) => `Online (${host})`,
  placeLabel: 'Where',
  kindLabel: 'Where to meet',
  locationLabel: 'Location',
  locationPlaceholder: 'e.g. Room 204, Science Block',
  locationHint: "Leave empty to use your office hours' location.",
  meetingLinkLabel: 'Meeting link',
  meetingLinkPlaceholder: 'https://zoom.us/j/...',
  meetingLinkHint:
    'Your own Google Meet, Zoom, Microsoft Teams or Jitsi address. Leave empty and online sessions get a private Jitsi room.',
  customRequestHint: 'Online sessions get a video link once the teacher approves.',
  join: 'Join',
  joinOpensAt: (time: string) => `Join opens at ${time}, 10 minutes before the start`,
  joinEnded: 'This session has ended',
  joinNewTab: 'Opens in a new tab',
  callTitle: 'Video call',
  closeCall: 'Leave call',
  loadingCall: 'Connecting to the call...',
  placeLoading: 'Loading the meeting place...',
  mailLinkLabel: 'Video link',
} as const;

export const meetingPlaceErrors = {
  linkInvalid: 'Please enter a valid meeting link',
  linkNotHttps: 'Meeting links must start with https://',
  linkHostRefused:
    'Only Google Meet, Zoom, Microsoft Teams or Jitsi links are accepted (for example https://zoom.us/j/123)',
  kindInvalid: 'Please choose in person or online',
} as const;
