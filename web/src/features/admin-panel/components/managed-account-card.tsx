import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { AccountCard } from './account-card';
import { AccountCardActions, type AccountCardControls } from './account-card-actions';
import type { AccountPerson } from './account-identity';
import { StatusBadge } from './badges';
import { type Detail, DetailList } from './detail-list';

interface ManagedAccountCardProps extends AccountCardControls {
  account: AccountPerson & { isApproved: boolean };
  headingId: string;
  details: readonly Detail[];
  /** Three figures of the account's activity. */
  figures: readonly Detail[];
}

/** A card of a management list: status, details, activity figures, and the admin's actions on it. */
export function ManagedAccountCard({
  account,
  headingId,
  details,
  figures,
  ...controls
}: ManagedAccountCardProps) {
  return (
    <AccountCard
      account={account}
      headingId={headingId}
      badge={<StatusBadge approved={account.isApproved} />}
    >
      <Box mt="3">
        <DetailList items={details} />
      </Box>
      <SimpleGrid columns={3} gap="2" mt="3" textAlign="center" bg="gray.50" rounded="md" p="2" as="dl">
        {figures.map(({ label, value }) => (
          // The figure is shown above its label; the markup keeps the term first.
          <Flex key={label} direction="column-reverse">
            <Text as="dt" fontSize="xs" color="gray.700">
              {label}
            </Text>
            <Text as="dd" fontWeight="bold" color="gray.900">
              {value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
      <AccountCardActions name={account.name} approved={account.isApproved} {...controls} />
    </AccountCard>
  );
}
