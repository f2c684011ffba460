import { oneDecimalOrNA, showsRatingBadge, teacherProfileTexts } from '@appointments/domain';
import { Box } from '@chakra-ui/react';

/** The header's average rating, shown only once it is above 0. */
export function RatingBadge({ average }: { average: number | null | undefined }) {
  if (!showsRatingBadge(average)) return null;
  const rating = oneDecimalOrNA(average);
  return (
    <Box
      as="span"
      role="img"
      aria-label={teacherProfileTexts.ratingBadgeLabel(rating)}
      px="2.5"
      py="0.5"
      rounded="full"
      fontSize="sm"
      fontWeight="semibold"
      bg="yellow.100"
      color="yellow.900"
    >
      ★ {rating}
    </Box>
  );
}
