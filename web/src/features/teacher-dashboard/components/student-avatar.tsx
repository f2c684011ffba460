import { initials } from '@appointments/domain';
import { Box, chakra } from '@chakra-ui/react';

/** The student's picture, or their initials; decorative, because the name is printed beside it. */
export function StudentAvatar({ name, picture }: { name: string; picture: string | null }) {
  if (picture) {
    return <chakra.img src={picture} alt="" boxSize="12" rounded="full" objectFit="cover" flexShrink={0} />;
  }
  return (
    <Box
      aria-hidden="true"
      boxSize="12"
      rounded="full"
      bg="blue.700"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      flexShrink={0}
    >
      {initials(name)}
    </Box>
  );
}
