import { LOCAL_STORAGE_KEYS, navigationTexts, type Role } from '@appointments/domain';
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { AppRoutes } from './routes';
import { appSystem } from './theme';

// The signed-in layout keeps the Firebase session in step and the guards ask reactfire who is signed in;
// these tests are about routing only, so Firebase's answer is the stored session's.
vi.mock('@/lib/session/use-session-sync', () => ({ useSessionSync: () => {} }));
vi.mock('@/lib/firebase-auth', () => ({ auth: { signOut: async () => {} }, firebaseApp: {} }));
vi.mock('@/lib/firebase-auth-providers', () => ({
  FirebaseAuthProviders: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/session/use-signed-in', async () => {
  const { useSessionStore } = await import('@/lib/session/session-store');
  return {
    useSignedIn: (role?: Role) =>
      useSessionStore(({ isAuthenticated, role: held }) => {
        if (!isAuthenticated || !held) return 'signed-out';
        return role && role !== held ? 'other-role' : 'signed-in';
      }),
  };
});

// The pages' bodies belong to their features (and load data); routing only needs each page's heading.
vi.mock('@/features/student-dashboard/student-dashboard-page', () => ({
  default: () => <h1>Student Dashboard</h1>,
}));
vi.mock('@/features/teacher-dashboard/teacher-dashboard-page', () => ({
  default: () => <h1>Teacher Dashboard</h1>,
}));
vi.mock('@/features/admin-panel/admin-panel-page', () => ({ default: () => <h1>Admin Panel</h1> }));
vi.mock('@/features/messages/messages-page', () => ({ default: () => <h1>Messages</h1> }));
vi.mock('@/features/messages/api/watch-unread', () => ({ watchUnreadConversations: () => () => {} }));
vi.mock('@/features/notifications/api/watch-notifications', () => ({ watchNotifications: () => () => {} }));
// Logout stops Firestore and deletes its offline cache before /login.
const closeFirestore = vi.fn(async () => {});
vi.mock('@/lib/firebase', () => ({ closeFirestore }));
vi.mock('@/features/profile/student-profile-page', () => ({ default: () => <h1>Student Profile</h1> }));
vi.mock('@/features/profile/teacher-profile-page', () => ({ default: () => <h1>Teacher Profile</h1> }));

afterEach(() => {
  useSessionStore.setState({ isAuthenticated: false, token: null, role: null, user: null });
});

function signInAs(role: Role) {
  useSessionStore.getState().signIn({ token: `token-${role}`, role, user: { name: `A ${role}` } });
}

interface AppAt {
  pathname: string;
  navigate: NavigateFunction;
}

/** The app's routes in a memory router at `path`; the returned object follows its address. */
function renderAt(path: string): AppAt {
  const app: AppAt = { pathname: path, navigate: () => {} };
  function Address() {
    app.pathname = useLocation().pathname;
    app.navigate = useNavigate();
    return null;
  }
  render(
    <ChakraProvider value={appSystem}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Address />
      </MemoryRouter>
    </ChakraProvider>,
  );
  return app;
}

async function expectPath(app: AppAt, path: string) {
  await waitFor(() => expect(app.pathname).toBe(path));
}

describe('route table', () => {
  it.each([
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
    ['admin', '/admin/panel'],
  ] as const)('sends a signed-in %s from /, /login and /register to %s', async (role, home) => {
    signInAs(role);
    for (const path of ['/', '/login', '/register']) {
      const router = renderAt(path);
      await expectPath(router, home);
    }
  });

  it.each([
    ['/student/dashboard', 'teacher'],
    ['/student/profile', 'admin'],
    ['/teacher/dashboard', 'student'],
    ['/teacher/profile', 'student'],
    ['/admin/panel', 'teacher'],
  ] as const)('sends others away from %s (a %s lands on their own home via /)', async (path, role) => {
    signInAs(role);
    const router = renderAt(path);
    await expectPath(router, role === 'admin' ? '/admin/panel' : `/${role}/dashboard`);
  });

  it.each(['/student/dashboard', '/teacher/profile', '/admin/panel'])(
    'sends a visitor from %s to /',
    async (path) => {
      const router = renderAt(path);
      await expectPath(router, '/');
      expect(
        (await screen.findAllByRole('link', { name: navigationTexts.getStarted })).length,
      ).toBeGreaterThan(0);
    },
  );

  it('sends a visitor from /messages to /login and lets any signed-in user in', async () => {
    const router = renderAt('/messages');
    await expectPath(router, '/login');
    signInAs('teacher');
    const signedIn = renderAt('/messages');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Messages', level: 1 })).toBeInTheDocument(),
    );
    expect(signedIn.pathname).toBe('/messages');
  });

  it('opens forgot and reset password to everyone', async () => {
    signInAs('student');
    const router = renderAt('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password?' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/reset-password/abc');
    });
    expect(await screen.findByRole('heading', { name: 'Reset Password', level: 1 })).toBeInTheDocument();
  });

  it('logout clears the session and every stored key, then shows /login', async () => {
    signInAs('student');
    localStorage.setItem('unrelated', 'x');
    const router = renderAt('/student/dashboard');
    // The test window is a phone's (web/vitest.config.ts): Logout sits in the hamburger menu.
    await userEvent.click(await screen.findByRole('button', { name: navigationTexts.openMenu }));
    await userEvent.click(await screen.findByRole('button', { name: navigationTexts.logout }));
    await expectPath(router, '/login');
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      role: null,
      user: null,
    });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.role)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.persistRoot)).toBeNull();
    expect(closeFirestore).toHaveBeenCalledOnce();
  });
});
