import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

// A compact row: on a phone who it is, then status, facts and actions; from 48em one line of columns, so
// the admin's lists read as a table. One styled element per row, its parts plain elements styled from it: the
// lists show up to 50 rows each.
const rowStyles: SystemStyleObject = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  alignItems: 'center',
  py: '2',
  px: '2',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
  _last: { borderBottomWidth: '0' },
  '& .row-select': { display: 'flex', alignItems: 'center', alignSelf: 'start', pt: '2' },
  '& .row-select input': { width: '4', height: '4', accentColor: 'var(--chakra-colors-blue-600)' },
  '& .row-who': { display: 'flex', gap: '2', alignItems: 'center', minW: '0' },
  '& .row-who > div': { minW: '0' },
  '& h3': {
    fontFamily: 'heading',
    fontWeight: 'semibold',
    color: 'gray.900',
    fontSize: 'sm',
    lineClamp: '1',
  },
  '& .row-email': { fontSize: 'xs', color: 'gray.700', lineClamp: '1', overflowWrap: 'anywhere' },
  // On a phone the status opens the second line, so the name keeps the whole first line.
  '& .row-meta': {
    gridColumn: '2',
    display: 'flex',
    gap: '2',
    alignItems: 'center',
    flexWrap: 'wrap',
  },
  '& .row-facts': { fontSize: 'xs', color: 'gray.700', minW: '0', flex: '1 1 11rem' },
  // The separator is drawn, not written: each fact stays its own text for readers and tests.
  '& .row-facts span + span::before': { content: '" · "', color: 'gray.500' },
  '& .row-actions': { display: 'flex', gap: '1', flexWrap: 'wrap' },
  md: {
    gridTemplateColumns: 'auto minmax(12rem, 1fr) minmax(0, 2fr)',
    '& .row-select': { alignSelf: 'center', pt: '0' },
    '& .row-meta': { gridColumn: '3', flexWrap: 'nowrap' },
    '& .row-facts': { lineClamp: '1' },
    '& .row-badge': { order: '3' },
  },
};

/** A row of the admin's lists: who the account is, its status, the facts it has, and the actions on it. */
export function AccountCard({ account, headingId, badge, facts, select, actions }: AccountCardProps) {
  return (
    <chakra.article aria-labelledby={headingId} css={rowStyles}>
      <div className="row-select">
        {select && (
          <input
            type="checkbox"
            checked={select.checked}
            onChange={select.onToggle}
            aria-label={adminListTexts.select(account.name)}
          />
        )}
      </div>
      <div className="row-who">
        <PersonAvatar name={account.name} picture={account.profile.profilePicture} size="8" />
        <div>
          <h3 id={headingId}>{account.name}</h3>
          <p className="row-email">{account.email}</p>
        </div>
      </div>
      <div className="row-meta">
        <div className="row-badge">{badge}</div>
        <p className="row-facts">
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </p>
        <div className="row-actions">{actions}</div>
      </div>
    </chakra.article>
  );
}
