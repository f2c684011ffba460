import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PersonAvatar } from '@/components/ui/person-avatar';

export interface AccountPerson {
  name: string;
  email: string;
  profile: { profilePicture: string | null };
}

interface AccountIdentityProps {
  account: AccountPerson;
  /** The name: a card's heading, or plain text where the dialog's title already names the person. */
  title: ReactNode;
  avatarSize?: string;
}

/** Picture (decorative: the name is beside it), name and email. */
export function AccountIdentity({ account, title, avatarSize }: AccountIdentityProps) {
  return (
    <Flex gap="3" align="center" minW="0">
      <PersonAvatar name={account.name} picture={account.profile.profilePicture} size={avatarSize} />
      <Box minW="0">
        {title}
        <Text fontSize="sm" color="gray.800" overflowWrap="anywhere">
          {account.email}
        </Text>
      </Box>
    </Flex>
  );
}
