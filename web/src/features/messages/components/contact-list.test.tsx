import { messagesTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { arjun, meera } from '../test/fixtures';
import { ContactList } from './contact-list';

describe('Contact list', () => {
  it("lists a student's teachers with their count and marks the chosen one", async () => {
    const onSelect = vi.fn();
    renderWithRouter(
      <ContactList
        ownRole="student"
        contacts={[meera, arjun]}
        loading={false}
        selectedId={arjun._id}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Teachers' })).toBeInTheDocument();
    expect(screen.getByText('2 teachers available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Arjun Rao/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: /Meera Iyer/ }).getAttribute('aria-current')).toBeNull();
    // A contact with a picture shows it; one without shows initials.
    expect(document.querySelector('img[src="https://pictures.test/arjun.jpg"]')).toBeInTheDocument();
    expect(screen.getByText('MI')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Meera Iyer/ }));
    expect(onSelect).toHaveBeenCalledWith(meera);
  });

  it('searches by name or email and says when nothing matches', async () => {
    renderWithRouter(
      <ContactList
        ownRole="student"
        contacts={[meera, arjun]}
        loading={false}
        selectedId={null}
        onSelect={() => {}}
      />,
    );
    const search = screen.getByRole('searchbox', { name: 'Search teachers' });
    expect(search.getAttribute('placeholder')).toBe('Search teachers...');
    await userEvent.type(search, 'arjun@');
    expect(screen.queryByRole('button', { name: /Meera Iyer/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Arjun Rao/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(screen.getByText(messagesTexts.noMatches)).toBeInTheDocument();
    // The count is of everyone available, not of the matches.
    expect(screen.getByText('2 teachers available')).toBeInTheDocument();
  });

  it("speaks of students on a teacher's list, with its empty state", () => {
    renderWithRouter(
      <ContactList ownRole="teacher" contacts={[]} loading={false} selectedId={null} onSelect={() => {}} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Students' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search students' }).getAttribute('placeholder')).toBe(
      'Search students...',
    );
    expect(screen.getByText('0 students available')).toBeInTheDocument();
    expect(screen.getByText('No students available')).toBeInTheDocument();
  });
});
