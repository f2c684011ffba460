import { type Contact, pageTitles, type SelfRegisterRole } from '@appointments/domain';
import { Box, Flex } from '@chakra-ui/react';
import type { User } from 'firebase/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUser } from 'reactfire';
import { Page } from '@/components/ui/page';
import { useOnline } from '@/lib/connection';
import { withFirebase } from '@/lib/firebase';
import { useRoleClaim } from '@/lib/session/use-signed-in';
import { useNow } from '@/lib/use-now';
import { flushOutbox } from './api/outbox';
import { useContactSearch } from './api/use-contact-search';
import { useConversations } from './api/use-conversations';
import { ContactList } from './components/contact-list';
import { IdlePanel } from './components/idle-panel';
import { LiveConversation } from './components/live-conversation';

// The chosen contact lives in the address (?contact=id), so the browser's Back leaves a thread on a phone
// and a reload reopens it.
const CONTACT_PARAM = 'contact';

function Idle() {
  return <Panes list={null} listShown={false} thread={<IdlePanel ownRole={null} hasContacts={false} />} />;
}

function MessagesPage() {
  // Who is signed in is Firebase Auth's answer, through reactfire (the route's guard has already waited for it).
  const { data: user } = useUser();

  return (
    <Page offline="queue" title={pageTitles.messages}>
      {user ? <SignedInMessages user={user} /> : <Idle />}
    </Page>
  );
}

/** A student's or a teacher's conversations (the role from the ID token's claims); admins have none. */
function SignedInMessages({ user }: { user: User }) {
  const role = useRoleClaim(user);
  if (role === undefined) return null;
  return role === 'student' || role === 'teacher' ? <Conversations role={role} ownId={user.uid} /> : <Idle />;
}

function Conversations({ role, ownId }: { role: SelfRegisterRole; ownId: string }) {
  const conversations = useConversations(role, ownId);
  // Messages typed offline go out once the network is back (and any left from an earlier visit, at once).
  const online = useOnline();
  useEffect(() => {
    if (online) void flushOutbox(ownId);
  }, [online, ownId]);
  const [search, setSearch] = useState('');
  const results = useContactSearch(role, search);
  // Someone found by the search, kept so their thread opens before the first message makes a conversation.
  const [picked, setPicked] = useState<Contact | null>(null);
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(CONTACT_PARAM);
  const selected =
    conversations.items.find((conversation) => conversation.contact._id === selectedId)?.contact ??
    (picked?._id === selectedId ? picked : null);

  const select = (contact: Contact) => {
    setPicked(contact);
    setParams({ [CONTACT_PARAM]: contact._id });
  };
  const back = () => setParams({});

  return (
    <Panes
      listShown={selected === null}
      list={
        <ContactList
          ownRole={role}
          conversations={conversations.items}
          loading={conversations.loading}
          hasMore={conversations.hasMore}
          onLoadMore={conversations.loadMore}
          search={search}
          onSearch={setSearch}
          results={results}
          selectedId={selected?._id ?? null}
          onSelect={select}
        />
      }
      thread={
        selected ? (
          <LiveConversation
            key={selected._id}
            contact={selected}
            ownRole={role}
            ownId={ownId}
            now={now}
            onBack={back}
          />
        ) : (
          <IdlePanel ownRole={role} hasContacts={conversations.items.length > 0} />
        )
      }
    />
  );
}

interface PanesProps {
  list: ReactNode;
  /** On small screens only one pane shows: the list, or the thread once a contact is chosen. */
  listShown: boolean;
  thread: ReactNode;
}

function Panes({ list, listShown, thread }: PanesProps) {
  return (
    <Flex
      bg="surface.card"
      borderWidth="1px"
      borderColor="line"
      rounded="card"
      shadow="card"
      overflow="hidden"
      // The viewport less the bar and the page's title and spacing (components/ui/page.tsx).
      h={{ base: 'calc(100dvh - 11rem)', md: 'calc(100dvh - 14.5rem)' }}
      minH="26rem"
    >
      {list && (
        <Box
          w={{ base: 'full', md: '80' }}
          flexShrink={0}
          borderRightWidth={{ base: '0', md: '1px' }}
          borderColor="line"
          display={{ base: listShown ? 'block' : 'none', md: 'block' }}
        >
          {list}
        </Box>
      )}
      <Box flex="1" minW="0" display={{ base: listShown && list ? 'none' : 'block', md: 'block' }}>
        {thread}
      </Box>
    </Flex>
  );
}

export default withFirebase(MessagesPage);
