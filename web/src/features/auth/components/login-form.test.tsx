import {
  apiErrorMessages,
  collegeSignInTexts,
  DEMO_ACCOUNTS,
  errorMessages,
  loginTexts,
  validationMessages,
} from '@appointments/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerWith, renderWithRouter } from '../../../../test/render';
import LoginPage from '../login-page';

afterEach(() => vi.unstubAllGlobals());

function renderLogin() {
  return renderWithRouter(<LoginPage />, { path: '/login', extraRoutes: ['/student/dashboard'] });
}

/** The page with a fresh page load's modules: the sign-in options are asked once per page load. */
async function renderFreshLogin() {
  vi.resetModules();
  const { default: FreshLoginPage } = await import('../login-page');
  return renderWithRouter(<FreshLoginPage />, { path: '/login', extraRoutes: ['/student/dashboard'] });
}

describe('Login', () => {
  it('asks for the email and the password before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The form's schema loads on first use.
    expect(await screen.findByText(validationMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // Only the page's own question of which ways in the college offers; no login was sent.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/auth/sign-in-options']);
  });

  it('refuses an address without an @', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(validationMessages.passwordRequired)).toBeNull();
  });

  it("shows the server's message when the login is refused", async () => {
    vi.stubGlobal('fetch', vi.fn(answerWith({ success: false, message: apiErrorMessages.notApproved }, 403)));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'new@college.edu');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret@123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // On the form (it stays) and in a toast (it closes after 2 s).
    expect(
      await screen.findByText(apiErrorMessages.notApproved, { selector: '#login-failure' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(apiErrorMessages.notApproved)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Login' })).toHaveProperty('disabled', false);
    // Waiting for approval is information, not an error: a status notice saying a mail follows, no alert.
    const notice = document.getElementById('login-failure')?.closest('[role="status"]');
    expect(notice?.textContent).toContain(loginTexts.awaitingApprovalNote);
    expect(document.querySelector('form [role="alert"]')).toBeNull();
  });

  it('falls back to the spec text when the server gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText(errorMessages.loginFailed, { selector: '#login-failure' }),
    ).toBeInTheDocument();
  });

  it("says 'Logging in...' and locks the button while the server answers", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Logging in...' })).toHaveProperty('disabled', true);
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('links to password recovery and registration and lists a student and a teacher demo login', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create one now' }).getAttribute('href')).toBe('/register');
    expect(
      screen.getByText(`${DEMO_ACCOUNTS.student.email} / ${DEMO_ACCOUNTS.student.password}`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${DEMO_ACCOUNTS.teacher.email} / ${DEMO_ACCOUNTS.teacher.password}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(DEMO_ACCOUNTS.admin.email))).toBeNull();
  });

  it("offers the college's identity providers above the password form", async () => {
    const options = {
      providers: ['google.com', 'saml.campus'],
      passwords: true,
      allowedDomains: ['college.edu'],
    };
    vi.stubGlobal('fetch', vi.fn(answerWith({ success: true, data: options })));
    await renderFreshLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with your college account' })).toBeInTheDocument();
    expect(screen.getByText(collegeSignInTexts.orWithPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('folds the password form away for administrators when the college turned passwords off', async () => {
    const options = { providers: ['microsoft.com'], passwords: false, allowedDomains: [] };
    vi.stubGlobal('fetch', vi.fn(answerWith({ success: true, data: options })));
    await renderFreshLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Microsoft' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: collegeSignInTexts.passwordForAdmins }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
