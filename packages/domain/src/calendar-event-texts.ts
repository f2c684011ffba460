// A calendar event's title, in the mails' invitations and in the dashboards' Google Calendar links. A module
// of its own so the dashboards' link does not carry every mail's texts (notification-texts.ts) with it.

export const calendarEventSummary = (otherName: string) => `Appointment with ${otherName}`;
