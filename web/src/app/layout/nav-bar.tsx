import { navigationTexts, roleHome } from '@appointments/domain';
import { Box, Button, chakra, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';
import { useLogOut } from '@/lib/session/use-log-out';
import { navLinksFor, quickNavFor } from './nav-items';

// Only signed-in users see these menus: loading them on demand keeps the landing page's first bundle small.
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));
const QuickNavMenu = lazy(() =>
  import('./quick-nav-menu').then((module) => ({ default: module.QuickNavMenu })),
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

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      h={NAV_BAR_HEIGHT}
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      zIndex="sticky"
    >
      <chakra.a
        href="#main-content"
        position="absolute"
        left="2"
        top="-20"
        _focus={{ top: '2' }}
        bg="white"
        px="3"
        py="2"
        color="blue.700"
      >
        Skip to content
      </chakra.a>
      <Flex as="nav" aria-label="Main" maxW="6xl" mx="auto" h="full" px="4" align="center" gap="4">
        <Link asChild fontWeight="bold" fontSize="lg" color="blue.800" mr="auto">
          <RouterLink to={signedIn ? roleHome(session.role) : '/'}>{navigationTexts.brand}</RouterLink>
        </Link>
        {signedIn ? (
          <>
            <HStack as="ul" gap="1" listStyleType="none" display={{ base: 'none', md: 'flex' }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Button asChild variant={pathname === link.to ? 'subtle' : 'ghost'} size="sm">
                    <RouterLink to={link.to} aria-current={pathname === link.to ? 'page' : undefined}>
                      {link.label}
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
            <Button
              display={hasMobileMenu ? { base: 'none', md: 'inline-flex' } : 'inline-flex'}
              size="sm"
              colorPalette="red"
              onClick={logOut}
            >
              {navigationTexts.logout}
            </Button>
            {hasMobileMenu && (
              <Suspense fallback={null}>
                <MobileMenu links={links} sections={sections} onLogout={logOut} />
              </Suspense>
            )}
          </>
        ) : (
          <HStack gap="2">
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
  );
}
