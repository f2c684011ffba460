import {
  type Appointment,
  autoUpdatedText,
  cancellationReason,
  findTeachersTexts,
  formatDate,
  formatTime,
  isOverdueApproved,
  isUpcoming,
  lifecycleTexts,
  myAppointmentsTexts,
  relativeCountdown,
  studentMayChange,
} from '@appointments/domain';
import { Button, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import { AppointmentPlace } from '@/components/meeting/appointment-place';
import { cardFactsStyles, cardShellStyles } from '@/components/ui/card-styles';
import { LazyCancelDialog } from '@/components/ui/lazy-cancel-dialog';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { AddToCalendar, showsAddToCalendar } from '@/features/calendar';
import { submitCancel } from '../api/submit-actions';

const RescheduleDialog = lazy(() => import('./reschedule-dialog'));

import { AppointmentBadges } from './appointment-badges';
import { closedActionStyles } from './closed-action-styles';
import { HighlightedText } from './highlighted-text';
import { SessionRecordStudent, sessionRecordStyles } from './session-record-student';

// One styled element per card, its parts plain elements styled from it by class (as DetailList's rows): My
// Appointments lists every appointment of the student, and a styled component per box, heading and line
// would be resolved and hashed for every card on every render. The look is the one the Chakra parts gave
// (Heading size md, Text, Stack gap 1). Class selectors only, so nothing reaches into the nested components.
const cardStyles: SystemStyleObject = {
  ...cardShellStyles,
  '&[data-overdue]': { borderColor: 'orange.400', bg: 'orange.50' },
  '& .appointment-head': { display: 'flex', gap: '3', justifyContent: 'space-between', flexWrap: 'wrap' },
  '& .appointment-identity': { display: 'flex', gap: '3', alignItems: 'center', minW: '0' },
  '& .appointment-who': { minW: '0' },
  '& .appointment-teacher': { fontFamily: 'heading', fontWeight: 'semibold', color: 'gray.900' },
  '& .appointment-subject': { color: 'gray.800' },
  '& .appointment-department': { fontSize: 'sm', color: 'gray.700' },
  '& .appointment-facts': cardFactsStyles,
  '& .appointment-countdown': { ml: '2', fontWeight: 'semibold', color: 'green.800' },
  '& .appointment-overdue': { color: 'orange.800' },
  '& .appointment-reason, & .appointment-canceled': { color: 'red.800' },
  '& .appointment-canceled-by': { fontWeight: 'semibold' },
  '& .appointment-auto': { color: 'gray.700', fontStyle: 'italic' },
  '& .appointment-calendar': { mt: '3' },
  '& .appointment-actions': { display: 'flex', mt: '3', gap: '2', justifyContent: 'flex-end' },
  ...closedActionStyles,
  ...sessionRecordStyles,
};

interface AppointmentCardProps {
  appointment: Appointment;
  now: Date;
  /** 'Next', '#2', '#3' for the first upcoming sessions, else null. */
  rank: string | null;
  search: string;
  /** 'Book a follow-up': the booking modal with this teacher, the purpose from the summary's next steps. */
  onFollowUp?: ((appointment: Appointment) => void) | undefined;
}

/**
 * Memoised: the live list keeps an unchanged appointment the same object, so one approval renders
 * only its own card (and those whose rank moved), not the whole list.
 */
export const AppointmentCard = memo(function AppointmentCard({
  appointment,
  now,
  rank,
  search,
  onFollowUp,
}: AppointmentCardProps) {
  const { teacher } = appointment;
  // Approved but already past and not yet completed by the job: orange so it stands out.
  const overdue = isOverdueApproved(appointment, now);
  const reason = cancellationReason(appointment);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const when = `${formatDate(appointment.dateTime)}, ${formatTime(appointment.dateTime)}`;
  return (
    <chakra.article aria-label={teacher.name} data-overdue={overdue || undefined} css={cardStyles}>
      <div className="appointment-head">
        <div className="appointment-identity">
          <PersonAvatar
            name={teacher.name}
            picture={teacher.profile.profilePicture}
            alt={findTeachersTexts.pictureAlt(teacher.name)}
          />
          <div className="appointment-who">
            <h3 className="appointment-teacher">
              <HighlightedText text={teacher.name} term={search} />
            </h3>
            <p className="appointment-subject">
              <HighlightedText text={teacher.subject} term={search} />
            </p>
            <p className="appointment-department">
              <HighlightedText text={teacher.department} term={search} />
            </p>
          </div>
        </div>
        <AppointmentBadges appointment={appointment} rank={rank} />
      </div>
      <div className="appointment-facts">
        <p>
          {myAppointmentsTexts.dateLabel}: {formatDate(appointment.dateTime)}
        </p>
        <p>
          {myAppointmentsTexts.timeLabel}: {formatTime(appointment.dateTime)}
          {isUpcoming(appointment, now) && (
            <span className="appointment-countdown">({relativeCountdown(appointment.dateTime, now)})</span>
          )}
        </p>
        {appointment.purpose !== '' && (
          <p>
            {myAppointmentsTexts.purposeLabel}: <HighlightedText text={appointment.purpose} term={search} />
          </p>
        )}
        <AppointmentPlace appointment={appointment} now={now} displayName={appointment.student.name} />
        {overdue && <p className="appointment-overdue">{myAppointmentsTexts.overdueNote}</p>}
        {reason && <p className="appointment-reason">{reason}</p>}
        {appointment.autoUpdated && appointment.autoUpdatedAt && (
          <p className="appointment-auto">{autoUpdatedText(appointment.autoUpdatedAt)}</p>
        )}
        {appointment.status === 'canceled' && appointment.canceledBy && (
          <div className="appointment-canceled">
            <p className="appointment-canceled-by">
              {appointment.canceledBy === 'teacher'
                ? lifecycleTexts.canceledByTeacher
                : lifecycleTexts.canceledByStudent}
            </p>
            {appointment.cancelReason && <p>{lifecycleTexts.canceledReason(appointment.cancelReason)}</p>}
          </div>
        )}
      </div>
      <SessionRecordStudent appointment={appointment} now={now} onFollowUp={onFollowUp} />
      {showsAddToCalendar(appointment, now) && (
        <div className="appointment-calendar">
          <AddToCalendar appointment={appointment} otherName={teacher.name} />
        </div>
      )}
      {studentMayChange(appointment, now) && (
        <div className="appointment-actions">
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            {lifecycleTexts.reschedule}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {lifecycleTexts.cancel}
          </Button>
        </div>
      )}
      {confirming && (
        <LazyCancelDialog
          title={lifecycleTexts.cancelDialogTitle}
          body={lifecycleTexts.cancelDialogBody(when, teacher.name)}
          reasonLabel={lifecycleTexts.reasonOptional}
          reasonRequired={false}
          onConfirm={(why) => submitCancel(appointment._id, why)}
          onClose={() => setConfirming(false)}
        />
      )}
      {moving && (
        <Suspense fallback={null}>
          <RescheduleDialog appointment={appointment} now={now} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </chakra.article>
  );
});
