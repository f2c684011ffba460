import { navigationTexts, roleHome } from '@appointments/domain';
import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ColorModeToggle } from '@/components/ui/color-mode-toggle';
import { PAGE_GUTTER } from '@/components/ui/layout-spacing';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';
import { useLogOut } from '@/lib/session/use-log-out';
import { useAfterPaint } from '@/lib/use-after-paint';
import { BrandLink } from './brand-link';
import { navLinksFor, quickNavFor } from './nav-items';
import { SkipToContent } from './skip-to-content';

// Only signed-in users see these menus: loading them on demand keeps the landing page's first bundle small.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const QuickNavMenu = lazy(() =>
  import('./quick-nav-menu').then((module) => ({ default: module.QuickNavMenu })),
);
// The unread count brings Firestore: loaded after the bar has painted, never on the landing page. A badge that
// cannot load (a chunk lost to the network) is left out rather than taking the bar down.
const UnreadMessagesBadge = lazy(() =>
  import('@/features/messages/components/unread-messages-badge').then(
    (module) => ({ default: module.UnreadMessagesBadge }),
    (error: unknown) => {
      console.error('The unread-messages badge did not load', error);
      return { default: () => null };
    },
  ),
);

// The notification bell brings Firestore too: loaded after the bar has painted, for every signed-in role.
const NotificationBell = lazy<ComponentType>(() =>
  import('@/features/notifications').then(
    (module) => ({ default: module.NotificationBell }),
    (error: unknown) => {
      console.error('The notification bell did not load', error);
      return { default: () => null };
    },
  ),
);

export const NAV_BAR_HEIGHT = '16';

/** Fixed at the top; links per role, Quick Nav on the dashboards, Login / Get Started on the landing page. */
export function NavBar() {
  const session = useSessionStore();
  const { pathname } = useLocation();
  const logOut = useLogOut();
  const signedIn = isSignedIn(session);
  const links = signedIn ? navLinksFor(session.role) : [];
  const sections = signedIn ? quickNavFor(session.role, pathname) : [];
  // Small screens reach links, sections and Logout through the hamburger when there is anything to list.
  const hasMobileMenu = links.length > 0 || sections.length > 0;
  const messagesRole = signedIn && session.role !== 'admin' ? session.role : null;
  const badgeReady = useAfterPaint(messagesRole !== null);
  const bellReady = useAfterPaint(signedIn);
  const unreadBadge = (asLink: boolean) =>
    messagesRole && badgeReady ? (
      <Suspense fallback={null}>
        <UnreadMessagesBadge role={messagesRole} asLink={asLink} />
      </Suspense>
    ) : null;

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      h={NAV_BAR_HEIGHT}
      bg="surface.card"
      borderBottomWidth="1px"
      borderColor="line"
      zIndex="sticky"
    >
      <SkipToContent />
      <Box px={PAGE_GUTTER} h="full">
        <Flex as="nav" aria-label="Main" maxW="page" mx="auto" h="full" align="center" gap="2">
          <BrandLink to={signedIn ? roleHome(session.role) : '/'} compact={!signedIn} />
          {signedIn ? (
            <>
              <HStack as="ul" gap="1" listStyleType="none" display={{ base: 'none', md: 'flex' }}>
                {links.map((link) => (
                  <li key={link.to}>
                    <Button asChild variant={pathname === link.to ? 'subtle' : 'ghost'} size="sm">
                      <RouterLink to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                        {link.label}
                        {link.to === '/messages' && unreadBadge(false)}
                      </RouterLink>
                    </Button>
                  </li>
                ))}
              </HStack>
              {sections.length > 0 && (
                <Box display={{ base: 'none', md: 'block' }}>
                  <Suspense fallback={null}>
                    <QuickNavMenu items={sections} />
                  </Suspense>
                </Box>
              )}
              {bellReady && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )}
              <ColorModeToggle />
              <Button
                display={hasMobileMenu ? { base: 'none', md: 'inline-flex' } : 'inline-flex'}
                size="sm"
                variant="outline"
                onClick={logOut}
              >
                {navigationTexts.logout}
              </Button>
              {hasMobileMenu && (
                <>
                  <Box display={{ base: 'inline-flex', md: 'none' }}>{unreadBadge(true)}</Box>
                  <Suspense fallback={null}>
                    <MobileMenu links={links} sections={sections} onLogout={logOut} />
                  </Suspense>
                </>
              )}
            </>
          ) : (
            <HStack gap="1">
              <ColorModeToggle />
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/login">{navigationTexts.login}</RouterLink>
              </Button>
              <Button asChild size="sm" colorPalette="blue">
                <RouterLink to="/register">{navigationTexts.getStarted}</RouterLink>
              </Button>
            </HStack>
          )}
        </Flex>
      </Box>
    </Box>
  );
}
