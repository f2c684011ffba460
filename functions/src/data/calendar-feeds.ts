import { collections } from '@appointments/domain';
import { db } from '../lib/firebase';
import { converters } from './converters';

export const calendarFeedsCollection = () =>
  db().collection(collections.calendarFeeds).withConverter(converters.calendarFeed);
export const calendarFeedRef = (uid: string) => calendarFeedsCollection().doc(uid);

export const busyCalendarsCollection = () =>
  db().collection(collections.busyCalendars).withConverter(converters.busyCalendar);
export const busyCalendarRef = (teacherId: string) => busyCalendarsCollection().doc(teacherId);
