// The teacher's calendar settings below availability: busy times from their own calendar, and the shape of
// their day. Loaded after the dashboard's first paint (the page imports it lazily).
import { Stack } from '@chakra-ui/react';
import type { useBusyCalendar } from '../api/calendar-settings-api';
import { BusyCalendarCard } from './busy-calendar-card';
import { DayShapeCard } from './day-shape-card';

export default function CalendarSettings({ busy }: { busy: ReturnType<typeof useBusyCalendar> }) {
  return (
    <Stack gap="6">
      <BusyCalendarCard view={busy.view} failed={busy.failed} onChanged={busy.reload} />
      <DayShapeCard onSaved={busy.reload} />
    </Stack>
  );
}
