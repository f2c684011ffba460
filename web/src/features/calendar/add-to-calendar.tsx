// 'Add to calendar' on an approved appointment's card: the `.ics` file, or Google Calendar's form. Shown
// only while the session has not ended.
import {
  addToCalendarTexts,
  googleCalendarUrl,
  type SessionTiming,
  sessionEndMillis,
  toMillis,
} from '@appointments/domain';
import { Button, Flex, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/lib/notify';

interface AddToCalendarProps {
  appointment: SessionTiming & { _id: string; purpose: string };
  otherName: string;
}

export function showsAddToCalendar(appointment: SessionTiming & { status: string }, now: Date): boolean {
  return appointment.status === 'approved' && sessionEndMillis(appointment) > now.getTime();
}

export function AddToCalendar({ appointment, otherName }: AddToCalendarProps) {
  const [busy, setBusy] = useState(false);
  const google = googleCalendarUrl({
    otherName,
    startMillis: toMillis(appointment.dateTime),
    endMillis: sessionEndMillis(appointment),
    details: appointment.purpose,
  });

  async function download() {
    setBusy(true);
    try {
      // Loaded on the click: the cards paint without it.
      const { downloadCalendarFile } = await import('./download-calendar-file');
      await downloadCalendarFile(appointment._id);
    } catch (error) {
      notify.error(
        error instanceof Error && error.message ? error.message : addToCalendarTexts.downloadFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Button size="sm" variant="outline" onClick={download} disabled={busy}>
        {addToCalendarTexts.download}
      </Button>
      <Link
        href={google}
        target="_blank"
        rel="noopener noreferrer"
        fontSize="sm"
        color="blue.700"
        textDecoration="underline"
      >
        {addToCalendarTexts.google}
      </Link>
    </Flex>
  );
}
