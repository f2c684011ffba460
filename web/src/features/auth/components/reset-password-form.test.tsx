import { errorMessages, resetPasswordTexts, successMessages, validationMessages } from '@appointments/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderWithRouter } from '../../../../test/render';
import ResetPasswordPage from '../reset-password-page';

afterEach(() => vi.unstubAllGlobals());

function renderReset() {
  return renderWithRouter(<ResetPasswordPage />, { path: '/reset-password/:token', extraRoutes: ['/login'] });
}

async function fill(newPassword: string, confirmPassword: string) {
  if (newPassword) await userEvent.type(screen.getByLabelText(resetPasswordTexts.newPassword), newPassword);
  if (confirmPassword)
    await userEvent.type(screen.getByLabelText(resetPasswordTexts.confirmPassword), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('Reset password', () => {
  it('needs at least 6 characters', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderReset();
    await router.navigate('/reset-password/abc');
    await fill('abc', 'abc');
    expect(screen.getByText(validationMessages.resetPasswordTooShort)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs both passwords to match', async () => {
    renderReset();
    await fill('secret1', 'secret2');
    expect(screen.getByText(validationMessages.resetPasswordsMismatch)).toBeInTheDocument();
  });

  it('has a show/hide toggle on each field', async () => {
    renderReset();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[1] as HTMLElement);
    expect(screen.getByLabelText(resetPasswordTexts.confirmPassword).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText(resetPasswordTexts.newPassword).getAttribute('type')).toBe('password');
  });

  it("posts the new password to the link's token, toasts and goes to /login", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithRouter(<ResetPasswordPage />, {
      path: '/reset-password/:token',
      extraRoutes: ['/login'],
    });
    await router.navigate('/reset-password/tok123');
    await fill('newpass1', 'newpass1');
    expect(screen.getByRole('button', { name: 'Resetting...' })).toHaveProperty('disabled', true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/reset-password/tok123');
    expect(JSON.parse(String(init.body))).toEqual({ newPassword: 'newpass1' });
    answer(Response.json({ success: true, data: null, message: successMessages.passwordReset }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(successMessages.passwordReset)).toBeInTheDocument();
  });

  it("toasts the server's refusal, with the spec fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        answerWith(
          { success: false, message: 'This reset link is invalid or has expired. Please request a new one.' },
          400,
        ),
      ),
    );
    renderReset();
    await fill('newpass1', 'newpass1');
    expect(
      await screen.findByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(errorMessages.resetPasswordFailed)).toBeInTheDocument();
  });
});
