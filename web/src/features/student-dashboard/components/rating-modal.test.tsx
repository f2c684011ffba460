import { type RatingStatus, ratingModalTexts, validationMessages } from '@appointments/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { teacherCard } from '../test/fixtures';
import { RatingModal } from './rating-modal';

const teacher = teacherCard({ _id: 'teacher-1', name: 'Meera Iyer' });
const notRated: RatingStatus = { hasRated: false, rating: null, review: null, ratedAt: null };

function renderModal(existing: RatingStatus | null, onSubmit = vi.fn(async () => {})) {
  renderWithRouter(
    <RatingModal teacher={teacher} existing={existing} onSubmit={onSubmit} onClose={() => {}} />,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

describe('Rating modal', () => {
  it('labels the five stars from Poor to Excellent', () => {
    const { dialog } = renderModal(notRated);
    expect(within(dialog).getByRole('heading', { name: 'Rate Meera Iyer' })).toBeInTheDocument();
    for (const name of ['1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('4 Very Good')).toBeInTheDocument();
  });

  it('stays disabled with a warning until a star is chosen', async () => {
    const { dialog, onSubmit } = renderModal(notRated);
    const submit = within(dialog).getByRole('button', { name: ratingModalTexts.submit });
    expect(submit).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(validationMessages.ratingRequired)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '4 Very Good' }));
    expect(submit).toHaveProperty('disabled', false);
    expect(within(dialog).queryByText(validationMessages.ratingRequired)).toBeNull();
    expect(within(dialog).getByRole('button', { name: '4 Very Good' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.type(within(dialog).getByLabelText(ratingModalTexts.review), '  Clear and patient  ');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { teacherId: 'teacher-1', rating: 4, review: 'Clear and patient' },
      false,
    );
  });

  it('shows an earlier rating with its date and offers to update it', async () => {
    const { dialog, onSubmit } = renderModal({
      hasRated: true,
      rating: 3,
      review: 'Good notes',
      ratedAt: '2026-03-01T20:00:00.000Z',
    });
    // 20:00 UTC on 1 March is already 2 March in Kolkata.
    expect(within(dialog).getByText('You rated 3/5 on 2 Mar 2026')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(ratingModalTexts.review)).toHaveProperty('value', 'Good notes');
    await userEvent.click(within(dialog).getByRole('button', { name: '5 Excellent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: ratingModalTexts.update }));
    expect(onSubmit).toHaveBeenCalledWith({ teacherId: 'teacher-1', rating: 5, review: 'Good notes' }, true);
  });
});
