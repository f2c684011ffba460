import { navigationTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { watchUnreadConversations } from '../api/watch-unread';
import { unreadBadgeText } from '../model/unread-count';

/**
 * The count of unread conversations on the navigation bar's Messages link, live. Loaded on its own after the
 * bar has painted (it brings Firestore), so the page's first paint never waits for it.
 */
export function UnreadMessagesBadge({ role }: { role: SelfRegisterRole }) {
  const [count, setCount] = useState(0);
  useEffect(() => watchUnreadConversations(role, setCount), [role]);
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <Box
      as="span"
      ms="1.5"
      minW="5"
      h="5"
      px="1.5"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      rounded="full"
      bg="red.700"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      data-testid="unread-badge"
    >
      <span aria-hidden="true">{text}</span>
      <Box as="span" srOnly>
        {`, ${navigationTexts.unread(count)}`}
      </Box>
    </Box>
  );
}

export default UnreadMessagesBadge;
