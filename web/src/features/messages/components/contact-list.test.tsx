// test: isolated
// (It counts every button in the document: a portal another file left in a shared document would count too.)
import { type Contact, messagesTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import type { ContactSearch } from '../api/use-contact-search';
import type { ConversationSummary } from '../model/conversations';
import { arjun, meera } from '../test/fixtures';
import { ContactList } from './contact-list';

const conversationWith = (contact: Contact, overrides: Partial<ConversationSummary> = {}) => ({
  contact,
  lastMessage: `Last words with ${contact.name}`,
  lastMessageAt: '2026-03-10T04:00:00Z',
  lastSenderModel: 'teacher' as const,
  unread: false,
  ...overrides,
});

const idleSearch: ContactSearch = { active: false, items: [], loading: false };

function renderList(props: Partial<Parameters<typeof ContactList>[0]> = {}) {
  const handlers = { onSelect: vi.fn(), onSearch: vi.fn(), onLoadMore: vi.fn() };
  renderWithRouter(
    <ContactList
      ownRole="student"
      conversations={[]}
      loading={false}
      hasMore={false}
      search=""
      results={idleSearch}
      selectedId={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('Contact list', () => {
  it("lists a student's conversations in the given order, with the last message and what is unread", async () => {
    const { onSelect } = renderList({
      conversations: [
        conversationWith(arjun, { unread: true }),
        conversationWith(meera, { lastSenderModel: 'student', lastMessage: 'See you then' }),
      ],
      selectedId: arjun._id,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Teachers' })).toBeInTheDocument();
    expect(screen.getByText('2 conversations')).toBeInTheDocument();
    const rows = screen.getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Arjun RaoLast words with Arjun Rao${messagesTexts.unread}`,
      'MIMeera IyerYou: See you then',
    ]);
    expect(screen.getByRole('button', { name: /Arjun Rao/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /Meera Iyer/ }).getAttribute('aria-current')).toBeNull();
    // A contact with a picture shows it (no initials); one without shows initials.
    expect(document.querySelector('img[src="https://pictures.test/arjun.jpg"]')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(onSelect).toHaveBeenCalledWith(meera);
  });

  it('offers older conversations when the page was full', async () => {
    const { onLoadMore } = renderList({ conversations: [conversationWith(meera)], hasMore: true });
    expect(screen.getByText('1+ conversations')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messagesTexts.loadMoreConversations }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('passes the search on and lists its results instead of the conversations', async () => {
    const { onSearch, onSelect } = renderList({
      conversations: [conversationWith(meera)],
      search: 'arj',
      results: { active: true, items: [arjun], loading: false },
    });
    const search = screen.getByRole('searchbox', { name: 'Search teachers' });
    expect(search.getAttribute('placeholder')).toBe('Search teachers...');
    await userEvent.type(search, 'u');
    expect(onSearch).toHaveBeenCalledWith('arju');
    expect(screen.getByRole('heading', { level: 3, name: 'Matching teachers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Meera Iyer/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Arjun Rao/ }));
    expect(onSelect).toHaveBeenCalledWith(arjun);
  });

  it('says when the search is under way and when it found nobody', () => {
    renderList({ search: 'zz', results: { active: true, items: [], loading: true } });
    expect(screen.getByText(messagesTexts.searching)).toBeInTheDocument();
  });

  it("speaks of students on a teacher's list, with its empty states", () => {
    renderList({ ownRole: 'teacher' });
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search students' }).getAttribute('placeholder')).toBe(
      'Search students...',
    );
    expect(screen.getByText('0 conversations')).toBeInTheDocument();
    expect(screen.getByText(messagesTexts.noConversations('teacher'))).toBeInTheDocument();
  });

  it('says when a search found nobody', () => {
    renderList({ search: 'nobody', results: { active: true, items: [], loading: false } });
    expect(screen.getByText(messagesTexts.noMatches)).toBeInTheDocument();
  });
});
