import { accountListTexts } from '@appointments/domain';
import { Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { AccountIdentity, type AccountPerson } from './account-identity';
import { type Detail, DetailList } from './detail-list';

interface AccountProfileModalProps {
  account: AccountPerson & { profile: { bio: string } };
  title: string;
  badge?: ReactNode;
  details: readonly Detail[];
  statsTitle: string;
  /** One column each on wider screens. */
  stats: readonly Detail[];
  bioTitle: string;
  noBio: string;
  onClose(): void;
}

/** View Profile: everything the admin may see of an account, read-only. */
export function AccountProfileModal(props: AccountProfileModalProps) {
  const { account, title, badge, details, statsTitle, stats, bioTitle, noBio, onClose } = props;
  return (
    <ModalDialog open onClose={onClose} title={title} closeLabel={accountListTexts.close}>
      <Flex gap="3" align="center" mb="4">
        <AccountIdentity
          account={account}
          title={
            <Text fontWeight="semibold" color="gray.900">
              {account.name}
            </Text>
          }
        />
        {badge}
      </Flex>
      <DetailList items={details} />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {statsTitle}
      </Heading>
      <DetailList columns={stats.length} items={stats} />
      <Heading as="h3" size="sm" mt="5" mb="2" color="gray.900">
        {bioTitle}
      </Heading>
      <Text color="gray.800" whiteSpace="pre-wrap">
        {account.profile.bio || noBio}
      </Text>
    </ModalDialog>
  );
}
