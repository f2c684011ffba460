import { formatDateTime, matchingMessages, matchingTexts, type TeacherMatch } from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { teacherCard } from '../test/fixtures';
import { MatchTeachersSection } from './match-teachers-section';

const SLOT = '2026-03-12T04:30:00.000Z';
const NEXT_SLOT = '2026-03-13T04:30:00.000Z';

const farah: TeacherMatch = {
  teacher: teacherCard({
    _id: 'farah',
    name: 'Farah Khan',
    subject: 'Linear Algebra',
    department: 'Mathematics',
  }),
  reasons: [
    { kind: 'subject', text: 'Linear Algebra' },
    { kind: 'researchInterest', text: 'Eigenvalue problems' },
  ],
  earliestSlot: SLOT,
  distance: 0.2,
};
const divya: TeacherMatch = {
  teacher: teacherCard({ _id: 'divya', name: 'Divya Nair', subject: 'Calculus', department: 'Mathematics' }),
  reasons: [{ kind: 'department', text: 'Mathematics' }],
  earliestSlot: null,
  distance: 0.6,
};

function renderSection(onMatch = vi.fn(async (_need: string) => [farah, divya]), booked = true) {
  const onBookSlot = vi.fn(async () => booked);
  const onRequest = vi.fn();
  renderWithRouter(<MatchTeachersSection onMatch={onMatch} onBookSlot={onBookSlot} onRequest={onRequest} />);
  return { onMatch, onBookSlot, onRequest };
}

async function ask(need: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(matchingTexts.needLabel), need);
  await user.click(screen.getByRole('button', { name: matchingTexts.submit }));
  return user;
}

describe('MatchTeachersSection', () => {
  it('refuses a need of filler words with the shared schema’s message, without calling the API', async () => {
    const { onMatch } = renderSection();
    await ask('samajh nahi aa raha');
    expect(await screen.findByText(matchingMessages.needUnclear)).toBeInTheDocument();
    expect(onMatch).not.toHaveBeenCalled();
  });

  it('shows each teacher with its reasons and earliest slot in IST, and hands that slot to the booking modal', async () => {
    const onMatch = vi
      .fn<(need: string) => Promise<TeacherMatch[]>>()
      .mockResolvedValueOnce([farah, divya])
      .mockResolvedValueOnce([{ ...farah, earliestSlot: NEXT_SLOT }, divya]);
    const { onBookSlot, onRequest } = renderSection(onMatch);
    const user = await ask('  stuck on eigenvalues ');
    expect(onMatch).toHaveBeenCalledWith('stuck on eigenvalues');

    const card = await screen.findByRole('article', { name: 'Farah Khan' });
    expect(within(card).getByText('Subject: Linear Algebra')).toBeInTheDocument();
    expect(within(card).getByText('Research interest: Eigenvalue problems')).toBeInTheDocument();
    expect(
      within(card).getByText(`${matchingTexts.earliestSlot}: ${formatDateTime(SLOT)}`),
    ).toBeInTheDocument();
    expect(formatDateTime(SLOT)).toContain('10:00 AM');

    await user.click(
      within(card).getByRole('button', {
        name: matchingTexts.bookSlotLabel('Farah Khan', formatDateTime(SLOT)),
      }),
    );
    // Nothing is booked here: the page opens the booking modal with this slot and the need filled in.
    expect(onBookSlot).toHaveBeenCalledWith(farah.teacher, SLOT, 'stuck on eigenvalues');
    // Booked there, the slot is taken: the suggestion gives way to the teacher's next one.
    expect(
      await within(card).findByText(`${matchingTexts.earliestSlot}: ${formatDateTime(NEXT_SLOT)}`),
    ).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Divya Nair' });
    expect(
      within(other).getByText(`${matchingTexts.earliestSlot}: ${matchingTexts.noFreeSlot}`),
    ).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: matchingTexts.requestTime }));
    expect(onRequest).toHaveBeenCalledWith(divya.teacher);
  });

  it('keeps the suggestion as it was when the modal closed without booking', async () => {
    const { onMatch, onBookSlot } = renderSection(undefined, false);
    const user = await ask('eigenvalues');
    const card = await screen.findByRole('article', { name: 'Farah Khan' });
    await user.click(
      within(card).getByRole('button', {
        name: matchingTexts.bookSlotLabel('Farah Khan', formatDateTime(SLOT)),
      }),
    );
    expect(onBookSlot).toHaveBeenCalledTimes(1);
    expect(onMatch).toHaveBeenCalledTimes(1);
    expect(
      within(card).getByText(`${matchingTexts.earliestSlot}: ${formatDateTime(SLOT)}`),
    ).toBeInTheDocument();
  });

  it('says so when nothing matched, and shows the API’s message when the call fails', async () => {
    const onMatch = vi
      .fn<(need: string) => Promise<TeacherMatch[]>>()
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new Error(matchingMessages.matchingUnavailable));
    renderSection(onMatch);
    const user = await ask('DSA');
    expect(await screen.findByText(matchingTexts.noResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: matchingTexts.submit }));
    expect(await screen.findByText(matchingMessages.matchingUnavailable)).toBeInTheDocument();
  });
});
