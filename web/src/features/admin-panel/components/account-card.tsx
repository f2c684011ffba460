import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListRow } from '@/components/ui/list-row';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { adminListTexts } from '../screen-texts';
import type { AccountPerson } from './account-identity';

/** A row's checkbox for bulk decisions. */
export interface RowSelect {
  checked: boolean;
  onToggle(): void;
}

interface AccountCardProps {
  account: AccountPerson;
  /** Unique in the page: the row is named by its heading. */
  headingId: string;
  badge?: ReactNode;
  /** The facts the account has (empty ones are left out by the caller): one line, separated by dots; unique. */
  facts: readonly string[];
  select?: RowSelect;
  actions: ReactNode;
}

// The separator is drawn, not written: each fact stays its own text for readers and tests.
const factsStyles = {
  '& .fact + .fact::before': { content: '" · "', color: 'gray.500' },
  overflowWrap: 'anywhere',
} as const;

/**
 * A row of the admin's lists (a ListRow named by its heading): the checkbox and who the account is, its email,
 * its status with the facts it has, then the actions on it, under the text on a phone (one line of buttons)
 * and at the end from tablets up.
 */
export function AccountCard({ account, headingId, badge, facts, select, actions }: AccountCardProps) {
  return (
    <ListRow
      as="article"
      aria-labelledby={headingId}
      // The admin's lists run to 50 rows a page: a tighter row than the dashboards' lists.
      py="2"
      titleAs="h3"
      titleId={headingId}
      title={account.name}
      leading={
        <>
          {select && (
            <chakra.input
              type="checkbox"
              w="4"
              h="4"
              accentColor="blue.600"
              checked={select.checked}
              onChange={select.onToggle}
              aria-label={adminListTexts.select(account.name)}
            />
          )}
          <PersonAvatar name={account.name} picture={account.profile.profilePicture} size="8" />
        </>
      }
      meta={
        <>
          <chakra.p lineClamp="1" overflowWrap="anywhere">
            {account.email}
          </chakra.p>
          {(badge || facts.length > 0) && (
            // One flowing line: the status, then the facts wrapping after it.
            <chakra.p css={factsStyles} mt="1">
              {badge && (
                <chakra.span me="2" verticalAlign="middle">
                  {badge}
                </chakra.span>
              )}
              {facts.map((fact) => (
                <span key={fact} className="fact">
                  {fact}
                </span>
              ))}
            </chakra.p>
          )}
        </>
      }
      trailing={actions}
    />
  );
}
