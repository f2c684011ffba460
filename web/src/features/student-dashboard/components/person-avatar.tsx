import { findTeachersTexts, initials } from '@appointments/domain';
import { Box, Image } from '@chakra-ui/react';

/** The profile picture when there is one, else the name's initials (first two words). */
export function PersonAvatar({ name, picture }: { name: string; picture: string | null }) {
  if (picture) {
    return (
      <Image
        src={picture}
        alt={findTeachersTexts.pictureAlt(name)}
        boxSize="12"
        rounded="full"
        objectFit="cover"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      boxSize="12"
      rounded="full"
      bg="blue.100"
      color="blue.900"
      fontWeight="bold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink="0"
    >
      {initials(name)}
    </Box>
  );
}
