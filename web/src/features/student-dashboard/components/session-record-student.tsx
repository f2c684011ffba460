import {
  type Appointment,
  formatShortDate,
  formatTime,
  mayCheckIn,
  sessionOutcome,
  sessionRecordTexts,
} from '@appointments/domain';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { checkInToSession } from '../api/student-api';

/** A session that has begun (or ended) has a record: its attendance, summary and a follow-up. */
const hasBegun = (appointment: Appointment, now: Date) =>
  appointment.status === 'completed' ||
  (appointment.status === 'approved' && Date.parse(appointment.dateTime) <= now.getTime());

/**
 * The student's side of the session record on their card: "I'm here" while check-in is open, how the
 * session went once it has ended, the summary the teacher published, and 'Book a follow-up'.
 */
export function SessionRecordStudent({
  appointment,
  now,
  onFollowUp,
}: {
  appointment: Appointment;
  now: Date;
  onFollowUp?: ((appointment: Appointment) => void) | undefined;
}) {
  const [sending, setSending] = useState(false);
  const checkedInAt = appointment.checkedInAt ?? null;
  const canCheckIn = !checkedInAt && mayCheckIn(appointment, now);
  const begun = hasBegun(appointment, now);
  const summary = appointment.summary ?? null;

  async function checkIn() {
    setSending(true);
    try {
      await checkInToSession(appointment._id);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  if (!canCheckIn && !checkedInAt && !begun) return null;
  return (
    <div className="session-record">
      {canCheckIn && (
        <Button size="sm" colorPalette="green" loading={sending} onClick={checkIn}>
          {sessionRecordTexts.checkIn}
        </Button>
      )}
      {checkedInAt && appointment.status === 'approved' && (
        <p className="session-checked-in">{sessionRecordTexts.checkedIn(formatTime(checkedInAt))}</p>
      )}
      {appointment.status === 'completed' && (
        <p className="session-outcome">{sessionRecordTexts.outcome[sessionOutcome(appointment)]}</p>
      )}
      {summary && (
        <section className="session-summary" aria-label={sessionRecordTexts.summaryTitle}>
          <h4>{sessionRecordTexts.summaryTitle}</h4>
          {summary.covered && (
            <>
              <h5>{sessionRecordTexts.coveredLabel}</h5>
              <p>{summary.covered}</p>
            </>
          )}
          {summary.nextSteps && (
            <>
              <h5>{sessionRecordTexts.nextStepsLabel}</h5>
              <p>{summary.nextSteps}</p>
            </>
          )}
          <p className="session-summary-date">
            {sessionRecordTexts.publishedOn(formatShortDate(summary.publishedAt))}
          </p>
        </section>
      )}
      {begun && onFollowUp && (
        <Button size="sm" variant="outline" onClick={() => onFollowUp(appointment)}>
          {sessionRecordTexts.bookFollowUp}
        </Button>
      )}
    </div>
  );
}

/** The card's styles for the record (class selectors, as the card's other parts). */
export const sessionRecordStyles = {
  '& .session-record': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '2',
    mt: '3',
  },
  '& .session-checked-in': { color: 'green.800', fontWeight: 'semibold' },
  '& .session-outcome': { color: 'gray.800', fontWeight: 'semibold' },
  '& .session-summary': { bg: 'blue.50', color: 'gray.900', rounded: 'md', p: '3', alignSelf: 'stretch' },
  '& .session-summary h4': { fontWeight: 'semibold', mb: '1' },
  '& .session-summary h5': { fontSize: 'sm', fontWeight: 'semibold', color: 'gray.800', mt: '1' },
  '& .session-summary p': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .session-summary .session-summary-date': { fontSize: 'sm', color: 'gray.700', mt: '1' },
} as const;
