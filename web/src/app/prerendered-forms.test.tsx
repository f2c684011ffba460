// test: isolated
// (It writes a prerendered page into the document and hydrates it: it needs a document and modules of its own.)

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorMessages, validationMessages } from '@appointments/domain';
import { ChakraProvider } from '@chakra-ui/react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/features/auth/login-page';
import RegisterPage from '@/features/auth/register-page';
import { holdSubmits, stopHoldingSubmits } from '@/lib/held-submits';
import { answerWith } from '../../test/render';
import { AfterHydration } from './after-hydration';
import { appSystem } from './theme';

// A prerendered page is on screen before the app: what a visitor types or picks there must survive
// hydration and every render after it, and a submission made before must be made once, with it.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  stopHoldingSubmits();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

function app(path: string, page: ReactNode): ReactNode {
  return (
    <ChakraProvider value={appSystem}>
      <AfterHydration>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </AfterHydration>
    </ChakraProvider>
  );
}

/** The page's markup as the build prerenders it, on screen without the app. */
function prerender(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

/** What the page's <head> runs before its markup: the hold on early submissions (public/hold-submits.js). */
function runPageHold(): void {
  const script = readFileSync(join(__dirname, '../../public/hold-submits.js'), 'utf8');
  new Function(script)();
}

/** Typing as the browser does it on a page without the app: the field's text changes, nothing else. */
function typeBeforeHydration(label: string, text: string): void {
  (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value = text;
}

async function hydrate(container: HTMLElement, ui: ReactNode): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
}

// Server rendering and hydration of whole pages take a few seconds on a busy machine.
describe('a prerendered form', { timeout: 30_000 }, () => {
  it('keeps what was typed and picked before hydration through the renders after it', async () => {
    const ui = app('/register', <RegisterPage />);
    const container = prerender(ui);
    typeBeforeHydration('Full Name', 'Early Teacher');
    screen.getByRole('radio', { name: 'Teacher' }).click();
    typeBeforeHydration('Email', 'early@college.edu');
    typeBeforeHydration('Password', 'weak');
    expect(screen.queryByLabelText(/Department/)).toBeNull();

    await hydrate(container, ui);
    // The state has the picked role (the teacher's fields appear) and the password (its live rule shows).
    expect(screen.getByText(validationMessages.passwordWeak)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Department/), 'Physics');

    // Typing elsewhere renders the form again: the early text stays.
    expect(screen.getByLabelText<HTMLInputElement>('Full Name').value).toBe('Early Teacher');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('early@college.edu');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Teacher' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Student' }).checked).toBe(false);
  });

  /** The login page prerendered under the page's hold, typed into; its API answers that the account waits. */
  function typedLoginPage() {
    const fetchMock = vi.fn(answerWith({ success: false, message: apiErrorMessages.notApproved }, 403));
    vi.stubGlobal('fetch', fetchMock);
    const ui = app('/login', <LoginPage />);
    runPageHold();
    const container = prerender(ui);
    typeBeforeHydration('Email', 'early@college.edu');
    typeBeforeHydration('Password', 'Secret@123');
    return { ui, container, form: container.querySelector('form'), fetchMock };
  }

  /** Hydrates the page, waits for the login's answer on screen, and returns the login requests sent. */
  async function loginsAfterHydration({ ui, container, fetchMock }: ReturnType<typeof typedLoginPage>) {
    await hydrate(container, ui);
    expect(
      await screen.findByText(apiErrorMessages.notApproved, { selector: '#login-failure' }),
    ).toBeInTheDocument();
    // The page's question of the college's sign-in options aside.
    return (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
      ([url]) => url === '/api/auth/login',
    );
  }

  it('makes a submission held before hydration once, with what was typed', async () => {
    const page = typedLoginPage();
    const held = vi.fn();
    holdSubmits(held);
    page.form?.requestSubmit();
    page.form?.requestSubmit();
    expect(held).toHaveBeenCalledTimes(2);
    expect(page.fetchMock).not.toHaveBeenCalled();

    const logins = await loginsAfterHydration(page);
    expect(logins).toHaveLength(1);
    const [, init] = logins[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      email: 'early@college.edu',
      password: 'Secret@123',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('early@college.edu');
  });

  it('holds a submission made before the entry module has run, and tells the entry once it runs', async () => {
    const page = typedLoginPage();
    const sent = vi.fn();
    // What the browser would do next: send it to the page's own address.
    page.form?.addEventListener('submit', (event) => sent(event.defaultPrevented));
    page.form?.requestSubmit();
    expect(sent).not.toHaveBeenCalled();

    const held = vi.fn();
    holdSubmits(held);
    expect(held).toHaveBeenCalledTimes(1);
    expect(await loginsAfterHydration(page)).toHaveLength(1);
  });
});
