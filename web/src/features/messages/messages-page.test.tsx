import { type Message, messagesTexts } from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { arjun, meera, message } from './test/fixtures';

// The page's reads are mocked below, so no Firebase app is needed: the page renders without reactfire's
// providers, and its own account is what reactfire's user and ID token hooks answer here.
vi.mock('@/lib/firebase', () => ({ withFirebase: (page: unknown) => page }));
const account: { uid: string; role: string } = { uid: '', role: '' };
vi.mock('reactfire', () => ({
  useUser: () => ({ status: 'success', data: account.uid ? { uid: account.uid } : null }),
  useIdTokenResult: () => ({ status: 'success', data: { claims: { role: account.role } } }),
}));

// Meera has a conversation with the user; Arjun is found by the search.
const conversations = {
  items: [
    {
      contact: meera,
      lastMessage: 'Welcome to office hours',
      lastMessageAt: '2026-03-10T04:00:00Z',
      lastSenderModel: 'teacher',
      unread: true,
    },
  ],
  loading: false,
  hasMore: false,
  loadMore() {},
};
vi.mock('./api/use-conversations', () => ({ useConversations: () => conversations }));
const searched: string[] = [];
vi.mock('./api/use-contact-search', () => ({
  useContactSearch: (_role: string, term: string) => {
    searched.push(term);
    return { active: term.trim() !== '', items: term.trim() === '' ? [] : [arjun], loading: false };
  },
}));

const threads: Record<string, Message[]> = {
  'student-1_teacher-meera': [message('m1', 'teacher', '2026-03-10T04:00:00Z', 'Welcome to office hours')],
};
const subscribed: string[] = [];
vi.mock('./api/use-thread', () => ({
  useThread: (conversationId: string) => {
    subscribed.push(conversationId);
    return {
      items: threads[conversationId] ?? [],
      loading: false,
      failed: false,
      updatedAt: null,
      resubscribe() {},
    };
  },
}));

const sendWithNotice = vi.fn(async (payload: { content: string }) =>
  message('sent-1', 'student', new Date().toISOString(), payload.content),
);
vi.mock('./api/send-with-notice', () => ({
  sendWithNotice: (payload: { content: string }) => sendWithNotice(payload),
}));

const { default: MessagesPage } = await import('./messages-page');

function signIn(role: 'student' | 'teacher' | 'admin', id: string) {
  account.uid = id;
  account.role = role;
}

describe('Messages page', () => {
  beforeEach(() => {
    subscribed.length = 0;
    searched.length = 0;
    sendWithNotice.mockClear();
  });

  it('asks to pick a contact, opens the thread with the chosen one and goes back', async () => {
    signIn('student', 'student-1');
    const { router } = renderWithRouter(<MessagesPage />, { path: '/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    // The idle pane is hidden on small screens (the test window is a phone's), so hidden nodes count.
    expect(
      screen.getByRole('heading', { level: 2, name: messagesTexts.selectContact, hidden: true }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(router.state.location.search).toBe('?contact=teacher-meera');
    expect(subscribed).toContain('student-1_teacher-meera');
    const thread = screen.getByRole('log', { name: messagesTexts.conversationLabel('Meera Iyer') });
    expect(within(thread).getByText('Welcome to office hours')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: messagesTexts.backToContacts }));
    expect(router.state.location.search).toBe('');
    // The idle pane is hidden on small screens (the test window is a phone's), so hidden nodes count.
    expect(
      screen.getByRole('heading', { level: 2, name: messagesTexts.selectContact, hidden: true }),
    ).toBeInTheDocument();
  });

  it('starts a conversation with a teacher found by the search and shows the message at once', async () => {
    signIn('student', 'student-1');
    const { router } = renderWithRouter(<MessagesPage />, { path: '/messages' });
    expect(screen.queryByRole('button', { name: /Arjun Rao/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teachers' }), 'arj');
    expect(searched).toContain('arj');
    await userEvent.click(screen.getByRole('button', { name: /Arjun Rao/ }));
    expect(router.state.location.search).toBe('?contact=teacher-arjun');
    expect(screen.getByText(messagesTexts.startConversation)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: messagesTexts.messageLabel }),
      'Hello sir{Enter}',
    );
    expect(sendWithNotice).toHaveBeenCalledWith({
      content: 'Hello sir',
      receiver: 'teacher-arjun',
      receiverModel: 'teacher',
      // The device's own id for the message: a repeated send is stored once (docs/api.md).
      clientMessageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const thread = screen.getByRole('log', { name: messagesTexts.conversationLabel('Arjun Rao') });
    expect(await within(thread).findByText('Hello sir')).toBeInTheDocument();
    expect(within(thread).getByRole('listitem').getAttribute('data-own')).toBe('true');
  });

  it("keys a teacher's conversation student first", async () => {
    signIn('teacher', 'teacher-9');
    renderWithRouter(<MessagesPage />, { path: '/messages' });
    await userEvent.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(subscribed).toContain('teacher-meera_teacher-9');
  });

  it('shows an admin the welcome panel and no list', () => {
    signIn('admin', 'admin-1');
    renderWithRouter(<MessagesPage />, { path: '/messages' });
    expect(screen.getByRole('heading', { level: 2, name: messagesTexts.welcomeTitle })).toBeInTheDocument();
    expect(screen.getByText(messagesTexts.adminNote)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
