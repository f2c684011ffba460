import { formatShortDateTime } from '@appointments/domain';
import type { NotificationItem } from '@appointments/domain/documents';
import { Box, Button, chakra, Flex, IconButton, Link, Text } from '@chakra-ui/react';
import { Bell, BellOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/lib/notify';
import { useDismissableDisclosure } from '@/lib/use-dismissable-disclosure';
import { markNotificationsRead } from '../api/mark-read';
import { type NotificationsView, watchNotifications } from '../api/watch-notifications';
import { unreadBadgeText } from '../model/notification-row';
import { notificationCenterTexts as t } from '../texts';

// The push opt-in (and its calls) load when the panel first opens: most visits never open it, and the bell's
// own chunk loads with every signed-in page.
const PushOptInPanel = lazy(async () => ({ default: (await import('./push-opt-in')).PushOptInPanel }));

const PAGE = 20;

function useNotifications(shown: number): NotificationsView {
  const [view, setView] = useState<NotificationsView>({ items: [], unread: 0, more: false });
  useEffect(() => watchNotifications(shown, setView), [shown]);
  return view;
}

function markRead(request: Parameters<typeof markNotificationsRead>[0]) {
  markNotificationsRead(request).catch((error: unknown) =>
    notify.error(error instanceof Error ? error.message : t.markFailed),
  );
}

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  return (
    <li>
      <Link
        asChild
        display="flex"
        alignItems="flex-start"
        gap="3"
        px="4"
        py="3"
        color="ink"
        textDecoration="none"
        _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      >
        <RouterLink
          to={item.link}
          onClick={() => {
            if (!item.read) markRead({ ids: [item._id] });
            onOpen();
          }}
        >
          <Box
            flexShrink="0"
            mt="1.5"
            boxSize="2"
            rounded="full"
            bg={item.read ? 'transparent' : 'brand.solid'}
            aria-hidden="true"
          />
          <Box minW="0">
            <Text fontWeight={item.read ? 'normal' : 'semibold'} lineClamp={2}>
              {!item.read && (
                <Box as="span" srOnly>
                  {`${t.unreadMark}: `}
                </Box>
              )}
              {item.title}
            </Text>
            {item.body && (
              <Text textStyle="caption" color="ink.muted" lineClamp={2}>
                {item.body}
              </Text>
            )}
            <Text textStyle="caption" color="ink.muted">
              {formatShortDateTime(item.createdAt)}
            </Text>
          </Box>
        </RouterLink>
      </Link>
    </li>
  );
}

/**
 * The bell on the navigation bar: the unread count, live, and a panel of the newest notices, each a link to
 * what it is about (opening one marks it read), with 'Mark all as read'. Loaded after the bar has painted.
 */
export function NotificationBell() {
  const { open, setOpen, containerRef } = useDismissableDisclosure<HTMLDivElement>();
  const [shown, setShown] = useState(PAGE);
  const [markingAll, setMarkingAll] = useState(false);
  const { items, unread, more } = useNotifications(shown);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const badge = unreadBadgeText(unread);

  const markAll = () => {
    setMarkingAll(true);
    markNotificationsRead({ all: true })
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : t.markFailed))
      .finally(() => setMarkingAll(false));
  };

  return (
    <Box
      position={{ base: 'static', md: 'relative' }}
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <IconButton
        ref={buttonRef}
        variant="ghost"
        size="sm"
        position="relative"
        aria-label={unread > 0 ? `${t.bellLabel}, ${t.unread(unread)}` : t.bellLabel}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <Bell aria-hidden="true" />
        {badge && (
          <Box
            as="span"
            position="absolute"
            top="0"
            right="0"
            minW="4.5"
            h="4.5"
            px="1"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            rounded="full"
            bg="red.700"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            aria-hidden="true"
            data-testid="notification-count"
          >
            {badge}
          </Box>
        )}
      </IconButton>
      <Box
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t.heading}
        position={{ base: 'fixed', md: 'absolute' }}
        top={{ base: '16', md: 'full' }}
        insetX={{ base: '2', md: 'auto' }}
        right={{ md: '0' }}
        mt="2"
        w={{ md: '96' }}
        maxH="min(32rem, calc(100dvh - 6rem))"
        overflowY="auto"
        bg="surface.card"
        borderWidth="1px"
        borderColor="line"
        rounded="lg"
        shadow="raised"
      >
        <Flex
          align="center"
          justify="space-between"
          gap="2"
          px="4"
          py="3"
          borderBottomWidth="1px"
          borderColor="line"
          position="sticky"
          top="0"
          bg="surface.card"
        >
          <Text as="h2" textStyle="cardTitle">
            {t.heading}
          </Text>
          <Button size="xs" variant="ghost" onClick={markAll} disabled={unread === 0 || markingAll}>
            {markingAll ? t.markingAllRead : t.markAllRead}
          </Button>
        </Flex>
        {open && (
          <Suspense fallback={null}>
            <PushOptInPanel />
          </Suspense>
        )}
        {items.length === 0 ? (
          <EmptyState icon={BellOff} title={t.emptyTitle} description={t.emptyHint} />
        ) : (
          <chakra.ul listStyleType="none" py="1" data-testid="notification-list">
            {items.map((item) => (
              <NotificationRow key={item._id} item={item} onOpen={() => setOpen(false)} />
            ))}
          </chakra.ul>
        )}
        {more && (
          <Box px="4" pb="3">
            <Button size="sm" variant="outline" w="full" onClick={() => setShown((count) => count + PAGE)}>
              {t.showOlder}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  );
}
