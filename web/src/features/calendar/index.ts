// What other features use of the calendar: the "Add to calendar" control on appointment cards and the
// calendar subscription card on the profile pages.
export { AddToCalendar, showsAddToCalendar } from './add-to-calendar';
export { CalendarSubscriptionCard } from './subscription/subscription-card';
