import { type Contact, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box, Button, Heading, Input, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ContactSearch } from '../api/use-contact-search';
import type { ConversationSummary } from '../model/conversations';
import { ContactRow } from './contact-row';

interface ContactListProps {
  ownRole: SelfRegisterRole;
  /** The user's conversations, most recent first. */
  conversations: readonly ConversationSummary[];
  loading: boolean;
  hasMore: boolean;
  onLoadMore(): void;
  search: string;
  onSearch(term: string): void;
  /** The people of the other role matching `search`, to open or start a conversation with. */
  results: ContactSearch;
  selectedId: string | null;
  onSelect(contact: Contact): void;
}

/**
 * The left pane: the user's conversations, and a search over every approved person of the other role to
 * start a new one.
 */
export function ContactList(props: ContactListProps) {
  const { ownRole: role, conversations, loading, hasMore, onLoadMore, search, onSearch, results } = props;
  const { selectedId, onSelect } = props;

  return (
    <Box
      as="section"
      aria-labelledby="contacts-heading"
      display="flex"
      flexDirection="column"
      minH="0"
      h="full"
    >
      <Box p="4" borderBottomWidth="1px" borderColor="gray.200">
        <Heading as="h2" size="md" id="contacts-heading" color="gray.900">
          {messagesTexts.contactsHeading(role)}
        </Heading>
        <Text fontSize="sm" color="gray.700" mb="3">
          {messagesTexts.conversationsCount(conversations.length, hasMore)}
        </Text>
        <Input
          type="search"
          bg="white"
          aria-label={messagesTexts.searchLabel(role)}
          placeholder={messagesTexts.searchPlaceholder(role)}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Box>
      <Box flex="1" minH="0" overflowY="auto" p="2">
        {results.active ? (
          <SearchResults ownRole={role} results={results} selectedId={selectedId} onSelect={onSelect} />
        ) : (
          <ConversationRows {...props} loading={loading && conversations.length === 0}>
            {hasMore && (
              <Button variant="ghost" size="sm" w="full" mt="2" onClick={onLoadMore}>
                {messagesTexts.loadMoreConversations}
              </Button>
            )}
          </ConversationRows>
        )}
      </Box>
    </Box>
  );
}

function ConversationRows({
  ownRole: role,
  conversations,
  loading,
  selectedId,
  onSelect,
  children,
}: ContactListProps & { children: ReactNode }) {
  if (loading) return <Status>{messagesTexts.loadingContacts}</Status>;
  if (conversations.length === 0) return <Status>{messagesTexts.noConversations(role)}</Status>;
  return (
    <>
      <Rows>
        {conversations.map((conversation) => (
          <ContactRow
            key={conversation.contact._id}
            contact={conversation.contact}
            preview={
              conversation.lastSenderModel === role
                ? messagesTexts.lastMessageFromYou(conversation.lastMessage)
                : conversation.lastMessage
            }
            unread={conversation.unread}
            selected={conversation.contact._id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Rows>
      {children}
    </>
  );
}

interface SearchResultsProps {
  ownRole: SelfRegisterRole;
  results: ContactSearch;
  selectedId: string | null;
  onSelect(contact: Contact): void;
}

function SearchResults({ ownRole: role, results, selectedId, onSelect }: SearchResultsProps) {
  if (results.items.length === 0) {
    return <Status>{results.loading ? messagesTexts.searching : messagesTexts.noMatches}</Status>;
  }
  return (
    <Box as="section" aria-labelledby="contact-results-heading" aria-busy={results.loading}>
      <Heading as="h3" size="xs" id="contact-results-heading" color="gray.700" px="3" py="2">
        {messagesTexts.searchResultsHeading(role)}
      </Heading>
      <Rows>
        {results.items.map((contact) => (
          <ContactRow
            key={contact._id}
            contact={contact}
            selected={contact._id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </Rows>
    </Box>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
      {children}
    </Box>
  );
}

function Status({ children }: { children: ReactNode }) {
  return (
    <Text role="status" textAlign="center" color="gray.700" py="8" px="4">
      {children}
    </Text>
  );
}
