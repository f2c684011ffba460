import { errorMessages, forgotPasswordTexts, validationMessages } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderWithRouter } from '../../../../test/render';
import ForgotPasswordPage from '../forgot-password-page';

afterEach(() => vi.unstubAllGlobals());

const emailField = () => screen.getByLabelText(forgotPasswordTexts.email);

describe('Forgot password', () => {
  it('asks for a valid address', async () => {
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    // The form's schema loads on first use.
    expect(await screen.findByText(validationMessages.emailRequired)).toBeInTheDocument();
    await userEvent.type(emailField(), 'someone@nowhere.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(validationMessages.emailInvalidAddress)).toBeInTheDocument();
  });

  it("says 'Sending...' while waiting, then shows the sent view with the steps", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(emailField(), '  Asha.Rao@College.EDU ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha.rao@college.edu' });

    answer(Response.json({ success: true, data: null }));
    expect(await screen.findByRole('heading', { name: forgotPasswordTexts.sentTitle })).toBeInTheDocument();
    expect(screen.getByText('asha.rao@college.edu')).toBeInTheDocument();
    for (const step of forgotPasswordTexts.steps) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText(/expires in 15 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    await userEvent.click(screen.getByRole('button', { name: 'Try Different Email' }));
    expect(emailField()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toHaveProperty('disabled', false);
  });

  it('shows the failure in an error box, with the spec fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(emailField(), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessages.forgotPasswordFailed);
  });

  it('keeps the server message when it gives one (rate limit)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answerWith({ success: false, message: 'Too many requests. Please try again later.' }, 429)),
    );
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(emailField(), 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });

  it('links back to login and to support', () => {
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
  });
});
