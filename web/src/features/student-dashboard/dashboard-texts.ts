// Copy only this screen shows (the spec's own texts are in packages/domain).

export const nextSessionTexts = {
  heading: 'Your next session',
  with: (teacher: string) => `with ${teacher}`,
  noneTitle: 'No session booked yet',
  noneHint: 'Find a teacher below and book a free slot, or ask for a time that suits you.',
  findTeacher: 'Find a teacher',
  allAppointments: 'All my appointments',
} as const;

export const pendingRequestTexts = {
  heading: (count: number) => `Waiting for the teacher (${count})`,
  requested: (when: string) => `Requested for ${when}`,
  more: (count: number) => `+${count} more in My Appointments`,
} as const;

/** The phone's bottom tab bar: short names for the Quick Nav's sections. */
export const tabBarTexts = {
  label: 'Dashboard sections',
  welcome: 'Home',
  findTeachers: 'Book',
  myAppointments: 'Appointments',
  contact: 'Help',
} as const;
