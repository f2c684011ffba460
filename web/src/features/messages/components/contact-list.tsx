import { type Contact, messagesTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box, Heading, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { filterContacts } from '../model/contacts';
import { ContactRow } from './contact-row';

interface ContactListProps {
  ownRole: SelfRegisterRole;
  contacts: readonly Contact[];
  loading: boolean;
  selectedId: string | null;
  onSelect(contact: Contact): void;
}

/** The left pane: whom the user can write to, with a search over name and email. */
export function ContactList({ ownRole: role, contacts, loading, selectedId, onSelect }: ContactListProps) {
  const [search, setSearch] = useState('');
  const shown = filterContacts(contacts, search);

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
          {messagesTexts.available(role, contacts.length)}
        </Text>
        <Input
          type="search"
          bg="white"
          aria-label={messagesTexts.searchLabel(role)}
          placeholder={messagesTexts.searchPlaceholder(role)}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Box>
      <Box flex="1" minH="0" overflowY="auto" p="2">
        <ContactsBody ownRole={role} loading={loading} total={contacts.length} shownCount={shown.length}>
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
            {shown.map((contact) => (
              <ContactRow
                key={contact._id}
                contact={contact}
                selected={contact._id === selectedId}
                onSelect={onSelect}
              />
            ))}
          </Box>
        </ContactsBody>
      </Box>
    </Box>
  );
}

interface ContactsBodyProps {
  ownRole: SelfRegisterRole;
  loading: boolean;
  total: number;
  shownCount: number;
  children: React.ReactNode;
}

function ContactsBody({ ownRole: role, loading, total, shownCount, children }: ContactsBodyProps) {
  let empty: string | null = null;
  if (loading && total === 0) empty = messagesTexts.loadingContacts;
  else if (total === 0) empty = messagesTexts.noContacts(role);
  else if (shownCount === 0) empty = messagesTexts.noMatches;
  if (empty === null) return <>{children}</>;
  return (
    <Text role="status" textAlign="center" color="gray.700" py="8" px="4">
      {empty}
    </Text>
  );
}
