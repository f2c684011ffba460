import { Box, SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';
import { AccountCard } from './account-card';
import { AccountCardActions, type AccountCardControls } from './account-card-actions';
import type { AccountPerson } from './account-identity';
import { StatusBadge } from './badges';
import { type Detail, DetailList } from './detail-list';

// Plain figures styled from their grid, as in DetailList: three per card, on every card of the lists.
const figureStyles: SystemStyleObject = {
  '& > div': { display: 'flex', flexDirection: 'column-reverse' },
  '& dt': { fontSize: 'xs', color: 'gray.700' },
  '& dd': { fontWeight: 'bold', color: 'gray.900' },
};

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
      <SimpleGrid
        columns={3}
        gap="2"
        mt="3"
        textAlign="center"
        bg="gray.50"
        rounded="md"
        p="2"
        as="dl"
        css={figureStyles}
      >
        {figures.map(({ label, value }) => (
          // The figure is shown above its label; the markup keeps the term first.
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </SimpleGrid>
      <AccountCardActions name={account.name} approved={account.isApproved} {...controls} />
    </AccountCard>
  );
}
