import { infoMessages, studentDashboardTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render';
import { RefreshStatsButton } from './refresh-stats-button';

describe('Refresh Stats', () => {
  it('says it is refreshing and reopens the live lists', async () => {
    const onRefresh = vi.fn();
    renderWithRouter(<RefreshStatsButton onRefresh={onRefresh} disabled={false} />);
    await userEvent.click(screen.getByRole('button', { name: studentDashboardTexts.refreshStats }));
    expect(await screen.findByText(infoMessages.refreshingDashboard)).toBeInTheDocument();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
