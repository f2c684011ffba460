import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PersonAvatar } from '@/components/ui/person-avatar';
import type { AccountPerson } from './account-identity';

interface AccountCardProps {
  account: AccountPerson;
  /** Unique in the page: the article is named by its heading. */
  headingId: string;
  badge?: ReactNode;
  children: ReactNode;
}

// One styled element per card, the identity's parts plain elements styled from it (as DetailList's rows):
// the admin's lists show up to 50 cards each, and a styled component per box, heading and line would be
// resolved and hashed for every card on every render. The look is AccountIdentity's (Flex, Heading size md,
// Text), which the profile dialogs still use.
const cardStyles: SystemStyleObject = {
  borderWidth: '1px',
  borderColor: 'gray.200',
  rounded: 'lg',
  p: '4',
  '& .account-card-head': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'flex-start',
    gap: '2',
  },
  '& .account-card-identity': { display: 'flex', gap: '3', alignItems: 'center', minW: '0' },
  '& .account-card-who': { minW: '0' },
  '& h3': { fontFamily: 'heading', fontWeight: 'semibold', color: 'gray.900' },
  '& .account-card-email': { fontSize: 'sm', color: 'gray.800', overflowWrap: 'anywhere' },
};

/** A card of the admin's lists: who the account is, then what the list shows of it. */
export function AccountCard({ account, headingId, badge, children }: AccountCardProps) {
  return (
    <chakra.article aria-labelledby={headingId} css={cardStyles}>
      <div className="account-card-head">
        <div className="account-card-identity">
          <PersonAvatar name={account.name} picture={account.profile.profilePicture} size="10" />
          <div className="account-card-who">
            <h3 id={headingId}>{account.name}</h3>
            <p className="account-card-email">{account.email}</p>
          </div>
        </div>
        {badge}
      </div>
      {children}
    </chakra.article>
  );
}
