import {
  apiErrorMessages,
  averageRatingOr,
  findTeachersTexts,
  slotsAvailableText,
  type TeacherCard as Teacher,
} from '@appointments/domain';
import { Button, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { memo } from 'react';
import { cardFactsStyles, cardShellStyles } from '@/components/ui/card-styles';
import { PersonAvatar } from '@/components/ui/person-avatar';

interface TeacherCardProps {
  teacher: Teacher;
  /** The slots still ahead (availableSlotCount), as the booking modal would list them. */
  slotCount: number;
  /** Whether the API would accept a rating: the teacher has approved a session with this student. */
  canRate: boolean;
  onBook(teacher: Teacher): void;
  onRate(teacher: Teacher): void;
}

// One styled element per card, its parts plain elements styled from it (as DetailList's rows): Find Teachers
// shows a page of cards, and a styled component per heading, line and row would be resolved and hashed for
// every card on every render. The look is the one the Chakra parts gave (Heading size md, Text, Stack gap 1).
const cardStyles: SystemStyleObject = {
  ...cardShellStyles,
  '& .teacher-card-head': { display: 'flex', gap: '3', alignItems: 'center' },
  '& .teacher-card-who': { minW: '0' },
  '& h3': { fontFamily: 'heading', fontWeight: 'semibold', color: 'gray.900' },
  '& .teacher-card-subject': { color: 'gray.800' },
  '& .teacher-card-department, & .teacher-card-note': { fontSize: 'sm', color: 'gray.700' },
  '& .teacher-card-facts': cardFactsStyles,
  '& .teacher-card-facts .has-slots': { color: 'green.800' },
  '& .teacher-card-facts .no-slots': { color: 'gray.700' },
  '& .teacher-card-actions': { display: 'flex', gap: '2', mt: '4', flexWrap: 'wrap' },
  '& .teacher-card-note': { mt: '2' },
};

/** Memoised: a teacher's card renders again only when that teacher's document changed. */
export const TeacherCard = memo(function TeacherCard({
  teacher,
  slotCount,
  canRate,
  onBook,
  onRate,
}: TeacherCardProps) {
  const rating = averageRatingOr(teacher.averageRating, teacher.totalRatings, findTeachersTexts.noRating);
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
          <p className="teacher-card-subject">{teacher.subject}</p>
          <p className="teacher-card-department">{teacher.department}</p>
        </div>
      </div>
      <div className="teacher-card-facts">
        <p>
          <span aria-hidden="true">★ </span>
          {rating} {findTeachersTexts.ratingsCount(teacher.totalRatings)}
        </p>
        <p className={slotCount > 0 ? 'has-slots' : 'no-slots'}>{slotsAvailableText(slotCount)}</p>
        <p>{findTeachersTexts.sessions(teacher.totalSessions)}</p>
        <p>
          {findTeachersTexts.experienceLabel}: {findTeachersTexts.experience(teacher.profile.experience)}
        </p>
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
      {!canRate && <p className="teacher-card-note">{apiErrorMessages.rateAfterSession}</p>}
    </chakra.article>
  );
});
