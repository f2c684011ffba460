import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccountIdentity, type AccountPerson } from './account-identity';

interface AccountCardProps {
  account: AccountPerson;
  /** Unique in the page: the article is named by its heading. */
  headingId: string;
  badge?: ReactNode;
  children: ReactNode;
}

/** A card of the admin's lists: who the account is, then what the list shows of it. */
export function AccountCard({ account, headingId, badge, children }: AccountCardProps) {
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
      <Flex justify="space-between" align="flex-start" gap="2">
        <AccountIdentity
          account={account}
          avatarSize="10"
          title={
            <Heading as="h3" size="md" id={headingId} color="gray.900">
              {account.name}
            </Heading>
          }
        />
        {badge}
      </Flex>
      {children}
    </Box>
  );
}
