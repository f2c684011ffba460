import { DEFAULT_MAIL_PREFERENCES, profileTexts } from '@appointments/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { renderWithRouter } from '../../../test/render';
import StudentProfilePage from './student-profile-page';
import { fileOf, student } from './test/fixtures';

vi.mock('@/lib/session/bearer-token', () => ({ bearerToken: async () => 'id-token' }));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the profile calls in turn and records them; the mail choices' card gets the defaults and the
 * calendar subscription card an address.
 */
function stubApi(answers: Array<{ status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === '/api/mail-preferences') {
        return Response.json({ success: true, data: DEFAULT_MAIL_PREFERENCES });
      }
      if (path === '/api/calendar/feed') {
        return Response.json({ success: true, data: { url: 'https://app.test/api/calendar/feed/t.ics' } });
      }
      calls.push({ method: init.method ?? 'GET', path, body: init.body });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('Student profile page', () => {
  it("saves through the API, toasts 'Profile updated successfully!' and keeps the session's name in step", async () => {
    useSessionStore.setState({
      isAuthenticated: true,
      role: 'student',
      token: 't',
      user: { _id: 'student-1', name: 'Asha Verma' },
    });
    const renamed = student({}, { name: 'Asha V.' });
    const calls = stubApi([
      { status: 200, body: { success: true, data: student() } },
      { status: 200, body: { success: true, data: renamed, message: 'Profile updated successfully!' } },
    ]);
    renderWithRouter(<StudentProfilePage />, { path: '/student/profile' });
    await userEvent.click(await screen.findByRole('button', { name: profileTexts.editProfile }));
    const name = screen.getByLabelText(profileTexts.fullName);
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha V.');
    await userEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/student/profile' });
    expect(JSON.parse(String(calls[1]?.body))).toMatchObject({ name: 'Asha V.', profile: { year: null } });
    // Back in view mode: the header and the Full Name field both show the new name.
    expect(screen.getAllByText('Asha V.')).toHaveLength(2);
    // The only text box left is the calendar subscription's read-only address.
    expect(screen.queryAllByRole('textbox').map((box) => [box.id, box.hasAttribute('readonly')])).toEqual([
      ['calendar-feed-url', true],
    ]);
    expect(useSessionStore.getState().user?.name).toBe('Asha V.');
  });

  it("says 'Failed to update profile' and stays in edit mode when the save fails", async () => {
    stubApi([
      { status: 200, body: { success: true, data: student() } },
      { status: 500, body: {} },
    ]);
    renderWithRouter(<StudentProfilePage />, { path: '/student/profile' });
    await userEvent.click(await screen.findByRole('button', { name: profileTexts.editProfile }));
    await userEvent.click(screen.getByRole('button', { name: profileTexts.save }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: profileTexts.cancel })).toBeInTheDocument();
  });

  it("says 'Failed to load profile' and offers to try again", async () => {
    stubApi([
      { status: 500, body: {} },
      { status: 200, body: { success: true, data: student() } },
    ]);
    renderWithRouter(<StudentProfilePage />, { path: '/student/profile' });
    expect(await screen.findAllByText('Failed to load profile')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: profileTexts.retry }));
    expect(await screen.findByRole('button', { name: profileTexts.editProfile })).toBeInTheDocument();
  });

  it('uploads the picture as multipart field profilePicture and shows it at once', async () => {
    const url = 'https://storage.test/profile-pictures/student-1/new.jpg';
    const calls = stubApi([
      { status: 200, body: { success: true, data: student() } },
      { status: 200, body: { success: true, data: { profilePicture: url } } },
    ]);
    renderWithRouter(<StudentProfilePage />, { path: '/student/profile' });
    await screen.findByRole('button', { name: profileTexts.editProfile });
    const photo = fileOf('me.png', 'image/png', 1000);
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo);
    expect(await screen.findByText('Profile picture updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: profileTexts.pictureAlt('Asha Verma') }).getAttribute('src')).toBe(
      url,
    );
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/student/profile/picture' });
    expect((calls[1]?.body as FormData | undefined)?.get('profilePicture')).toBeInstanceOf(File);
  });

  it("says 'Failed to upload image' when the upload fails without a reason, and the server's reason when it has one", async () => {
    stubApi([
      { status: 200, body: { success: true, data: student() } },
      { status: 502, body: {} },
      { status: 400, body: { success: false, message: 'Please select an image file' } },
    ]);
    renderWithRouter(<StudentProfilePage />, { path: '/student/profile' });
    await screen.findByRole('button', { name: profileTexts.editProfile });
    const chooser = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(chooser, fileOf('me.png', 'image/png', 1000));
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument();
    await userEvent.upload(chooser, fileOf('fake.png', 'image/png', 1000));
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
  });
});
