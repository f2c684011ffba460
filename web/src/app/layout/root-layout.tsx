import { Box } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';
import { useSignOutNotice } from '@/lib/session/sign-out-notice';
import { useSessionRestored } from '@/lib/session/use-session-restored';
import { BrandBar } from './brand-bar';
import { NAV_BAR_HEIGHT, NavBar } from './nav-bar';
import { PageChange } from './page-change';

/**
 * Renders nothing until the persisted session is back, then the navigation bar (signed in, and the landing
 * page) or the brand bar (the pages before signing in), and the page.
 */
export function RootLayout() {
  const restored = useSessionRestored();
  const { pathname } = useLocation();
  const session = useSessionStore();
  const { signedOut, acknowledge: acknowledgeSignOut } = useSignOutNotice();

  useEffect(() => {
    if (signedOut && pathname === '/login') acknowledgeSignOut();
  }, [signedOut, pathname, acknowledgeSignOut]);

  if (!restored) return null;
  const showNav = isSignedIn(session) || pathname === '/';
  return (
    <>
      <PageChange />
      {showNav ? <NavBar /> : <BrandBar />}
      <Box pt={showNav ? NAV_BAR_HEIGHT : 0} minH="100vh" bg="surface.page">
        <Outlet />
      </Box>
    </>
  );
}
