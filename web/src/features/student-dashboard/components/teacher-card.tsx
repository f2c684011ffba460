import {
  averageRatingOr,
  findTeachersTexts,
  formatWeekdayDateTime,
  slotsAvailableText,
  type TeacherCard as Teacher,
} from '@appointments/domain';
import { Button, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { memo } from 'react';
import { cardShellStyles } from '@/components/ui/card-styles';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { teacherListTexts } from '../teacher-list-texts';

interface TeacherCardProps {
  teacher: Teacher;
  /** The slots still ahead (availableSlotCount), as the booking modal would list them. */
  slotCount: number;
  /** The earliest of them (nextBookableSlot), or null. */
  nextFree: Date | null;
  /** Whether the API would accept a rating: the teacher has approved a session with this student. */
  canRate: boolean;
  onBook(teacher: Teacher): void;
  onRate(teacher: Teacher): void;
}

// One styled element per card, its parts plain elements styled from it (as DetailList's rows): Find Teachers
// shows a page of cards, and a styled component per heading, line and row would be resolved and hashed for
// every card on every render. Compact, so a phone shows several teachers per screen.
const cardStyles: SystemStyleObject = {
  ...cardShellStyles,
  p: '3',
  '& .teacher-card-head': { display: 'flex', gap: '3', alignItems: 'center' },
  '& .teacher-card-who': { minW: '0' },
  '& h3': { textStyle: 'cardTitle', color: 'ink' },
  '& .teacher-card-subject': { textStyle: 'caption', color: 'ink.muted' },
  '& .teacher-card-facts': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '3',
    rowGap: '1',
    mt: '2',
    fontSize: 'sm',
    color: 'ink.muted',
  },
  '& .teacher-card-next': { mt: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'green.800' },
  '& .teacher-card-facts .no-slots': { color: 'ink.muted' },
  '& .teacher-card-actions': { display: 'flex', gap: '2', mt: '3', flexWrap: 'wrap' },
};

/** Memoised: a teacher's card renders again only when that teacher's document (or its next free time) changed. */
export const TeacherCard = memo(function TeacherCard({
  teacher,
  slotCount,
  nextFree,
  canRate,
  onBook,
  onRate,
}: TeacherCardProps) {
  const rating = averageRatingOr(teacher.averageRating, teacher.totalRatings, findTeachersTexts.noRating);
  const experience = teacher.profile.experience;
  const subjectLine = [teacher.subject, teacher.department].filter(Boolean).join(' · ');
  return (
    <chakra.article aria-label={teacher.name} css={cardStyles}>
      <div className="teacher-card-head">
        <PersonAvatar
          name={teacher.name}
          picture={teacher.profile.profilePicture}
          alt={findTeachersTexts.pictureAlt(teacher.name)}
        />
        <div className="teacher-card-who">
          <h3>{teacher.name}</h3>
          {subjectLine !== '' && <p className="teacher-card-subject">{subjectLine}</p>}
        </div>
      </div>
      {nextFree && (
        <p className="teacher-card-next">{teacherListTexts.nextFree(formatWeekdayDateTime(nextFree))}</p>
      )}
      <div className="teacher-card-facts">
        <p>
          <span aria-hidden="true">★ </span>
          {rating} {findTeachersTexts.ratingsCount(teacher.totalRatings)}
        </p>
        <p className={slotCount > 0 ? undefined : 'no-slots'}>{slotsAvailableText(slotCount)}</p>
        {teacher.totalSessions > 0 && <p>{findTeachersTexts.sessions(teacher.totalSessions)}</p>}
        {typeof experience === 'number' && experience > 0 && (
          <p>{teacherListTexts.experienceYears(experience)}</p>
        )}
      </div>
      <div className="teacher-card-actions">
        <Button size="sm" colorPalette="blue" onClick={() => onBook(teacher)}>
          {slotCount > 0 ? findTeachersTexts.bookAppointment : findTeachersTexts.requestAppointment}
        </Button>
        {canRate && (
          <Button size="sm" variant="outline" colorPalette="blue" onClick={() => onRate(teacher)}>
            {findTeachersTexts.rateTeacher}
          </Button>
        )}
      </div>
    </chakra.article>
  );
});
