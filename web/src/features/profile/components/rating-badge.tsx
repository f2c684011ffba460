import { oneDecimalOrNA, showsRatingBadge, teacherProfileTexts } from '@appointments/domain';
import { Chip } from '@/components/ui/chip';

/** The header's average rating, shown only once it is above 0. */
export function RatingBadge({ average }: { average: number | null | undefined }) {
  if (!showsRatingBadge(average)) return null;
  const rating = oneDecimalOrNA(average);
  return (
    <Chip
      role="img"
      aria-label={teacherProfileTexts.ratingBadgeLabel(rating)}
      fontWeight="semibold"
      bg="yellow.100"
      color="yellow.900"
    >
      ★ {rating}
    </Chip>
  );
}
