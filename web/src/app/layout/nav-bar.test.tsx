import { navigationTexts, QUICK_NAV_LABELS, QUICK_NAV_SECTIONS, type Role } from '@appointments/domain';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { appSystem } from '../theme';
import { NavBar } from './nav-bar';

// The live count of unread conversations, as Firestore would report it.
const unread = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/messages/api/watch-unread', () => ({
  watchUnreadConversations: (_role: string, onCount: (count: number) => void) => {
    onCount(unread.count);
    return () => {};
  },
}));

afterEach(() => {
  useSessionStore.setState({ isAuthenticated: false, token: null, role: null, user: null });
  unread.count = 0;
});

function renderNav(path: string, role?: Role) {
  if (role) useSessionStore.getState().signIn({ token: 't', role, user: null });
  const router = createMemoryRouter([{ path: '*', element: <NavBar /> }], { initialEntries: [path] });
  render(
    <ChakraProvider value={appSystem}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
// The test window is a phone's (web/vitest.config.ts), so the desktop-only parts (display none below md) count
// as hidden.
const desktop = { hidden: true } as const;

describe('NavBar', () => {
  it('offers Login and Get Started to a visitor', () => {
    renderNav('/');
    expect(within(mainNav()).getByRole('link', { name: navigationTexts.login }).getAttribute('href')).toBe(
      '/login',
    );
    expect(
      within(mainNav()).getByRole('link', { name: navigationTexts.getStarted }).getAttribute('href'),
    ).toBe('/register');
    expect(screen.queryByRole('button', { name: navigationTexts.logout })).toBeNull();
  });

  it.each(['student', 'teacher'] as const)(
    'gives a %s Dashboard, Messages, My Profile and Logout',
    async (role) => {
      renderNav('/messages', role);
      const links = within(mainNav())
        .getAllByRole('link', desktop)
        .map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toEqual(
        expect.arrayContaining([
          [navigationTexts.dashboard, `/${role}/dashboard`],
          [navigationTexts.messages, '/messages'],
          [navigationTexts.myProfile, `/${role}/profile`],
        ]),
      );
      expect(
        (await screen.findAllByRole('button', { name: navigationTexts.logout, ...desktop })).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: /Quick Nav/, ...desktop })).toBeNull();
    },
  );

  it('gives an admin no page links, only Logout', async () => {
    renderNav('/admin/panel', 'admin');
    const names = within(mainNav())
      .getAllByRole('link', desktop)
      .map((link) => link.textContent);
    expect(names).toEqual([navigationTexts.brand]);
    expect(
      (await screen.findAllByRole('button', { name: navigationTexts.logout, ...desktop })).length,
    ).toBeGreaterThan(0);
  });

  it.each([
    ['admin', '/admin/panel'],
    ['student', '/student/dashboard'],
    ['teacher', '/teacher/dashboard'],
  ] as const)("shows the %s's Quick Nav sections on %s only", async (role, path) => {
    const router = renderNav(path, role);
    // The Quick Nav is loaded after the bar paints: on a busy machine that can take more than a second.
    const toggle = await screen.findByRole('button', { name: /Quick Nav/, ...desktop }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('button', desktop)
        .map((button) => button.textContent),
    ).toEqual(QUICK_NAV_SECTIONS[role].map((id) => QUICK_NAV_LABELS[id]));
    await router.navigate(role === 'admin' ? '/admin/panel?tab=x' : `/${role}/profile`);
    if (role !== 'admin') {
      await waitFor(() => expect(screen.queryByRole('button', { name: /Quick Nav/, ...desktop })).toBeNull());
    }
  });

  it('closes the Quick Nav and the mobile menu on a route change, and on Escape', async () => {
    const router = renderNav('/student/dashboard', 'student');
    const quickNav = await screen.findByRole('button', { name: /Quick Nav/, ...desktop });
    const hamburger = await screen.findByRole('button', { name: navigationTexts.openMenu });
    await userEvent.click(quickNav);
    await userEvent.click(hamburger);
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-label')).toBe(navigationTexts.closeMenu);
    await router.navigate('/messages');
    await waitFor(() => expect(hamburger.getAttribute('aria-expanded')).toBe('false'));
    await router.navigate('/student/dashboard');
    const again = await screen.findByRole('button', { name: /Quick Nav/, ...desktop });
    expect(again.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(again);
    await userEvent.keyboard('{Escape}');
    expect(again.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(again);
  });

  it('puts the number of unread conversations on the Messages link', async () => {
    unread.count = 3;
    renderNav('/student/dashboard', 'student');
    // The desktop link; phones get the badge as a link of its own beside the menu.
    const [messages] = within(mainNav()).getAllByRole('link', { name: /^Messages/, ...desktop });
    if (!messages) throw new Error('No Messages link');
    await waitFor(() => expect(messages.textContent).toContain(navigationTexts.unread(3)));
    expect(within(messages).getByText('3')).toBeDefined();
  });

  it.each([
    ['a visitor', undefined],
    ['a student', 'student'],
  ] as const)('offers %s the colour mode switch, which flips the mode and says so', async (_who, role) => {
    renderNav('/', role);
    const toggle = screen.getByRole('button', { name: navigationTexts.darkMode });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
    await userEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    localStorage.removeItem('color-mode');
  });
});
