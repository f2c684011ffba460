// What other features use of the calendar: the "Add to calendar" control on appointment cards.
export { AddToCalendar, showsAddToCalendar } from './add-to-calendar';
