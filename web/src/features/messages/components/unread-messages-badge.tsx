import { navigationTexts, type SelfRegisterRole } from '@appointments/domain';
import { Box, Link } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { watchUnreadConversations } from '../api/watch-unread';
import { unreadBadgeText } from '../model/unread-count';

/**
 * The count of unread conversations on the navigation bar's Messages link (or, `asLink`, a link of its own), live. Loaded on its own after the
 * bar has painted (it brings Firestore), so the page's first paint never waits for it.
 */
export function UnreadMessagesBadge({ role, asLink = false }: { role: SelfRegisterRole; asLink?: boolean }) {
  const [count, setCount] = useState(0);
  useEffect(() => watchUnreadConversations(role, setCount), [role]);
  const text = unreadBadgeText(count);
  if (!text) return null;
  const badge = (
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
  if (!asLink) return badge;
  // On phones, where the links are in the menu: the badge alone, a link to Messages.
  return (
    <Link asChild>
      <RouterLink to="/messages">
        <Box as="span" srOnly>
          {navigationTexts.messages}
        </Box>
        {badge}
      </RouterLink>
    </Link>
  );
}
