// What the installed app says about its connection and its versions (issue #43).

export const offlineTexts = {
  /** The banner's title while the device is offline; `time` is when the screen last had live data. */
  banner: (time: string | null) => (time ? `Offline — showing what you had at ${time}` : 'Offline'),
  /** Under it, on the pages whose actions need the server. */
  actionsOff: 'Booking, cancelling and other changes need a connection. They come back when you are online.',
  /** Under it on Messages. */
  messagesQueue: 'Messages you send now wait on this device and go out when you are back online.',
  /** A message typed offline, until the server has it. */
  waitingToSend: 'Waiting to send',
  /** The prompt when a new version of the app has been deployed. */
  updateAvailable: 'A new version is available',
  reload: 'Reload',
} as const;
