import { initials } from '@appointments/domain';
import { Box, chakra } from '@chakra-ui/react';

interface PersonAvatarProps {
  name: string;
  picture: string | null | undefined;
  /** Describes the picture; leave empty where the name is printed beside it (the picture is then decorative). */
  alt?: string;
  size?: string;
}

/** The profile picture when there is one, else the name's initials (first two words). */
export function PersonAvatar({ name, picture, alt = '', size = '12' }: PersonAvatarProps) {
  if (picture) {
    return (
      <chakra.img src={picture} alt={alt} boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />
    );
  }
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      rounded="full"
      bg="blue.700"
      color="white"
      fontWeight="bold"
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
    >
      {initials(name)}
    </Box>
  );
}
