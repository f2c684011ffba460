import { LOCAL_STORAGE_KEYS, sessionMessages } from '@appointments/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Firebase's side is reactfire's (a signed-in user whose token never changes here); what is followed is
// how the hook hears another tab's logout through the storage the tabs share.
const user = { getIdToken: async () => 'token' };
vi.mock('reactfire', () => ({ useAuth: () => ({ currentUser: user }), useUser: () => ({ data: user }) }));
vi.mock('./use-signed-in', () => ({ useSignedIn: () => 'signed-in' }));
vi.mock('./account-watch', () => ({ watchOwnAccount: async () => () => {} }));
const logOut = vi.fn();
vi.mock('./use-log-out', () => ({ useLogOut: () => logOut }));
const notifyError = vi.fn();
vi.mock('../notify', () => ({ notify: { error: notifyError } }));
const { useSessionStore } = await import('./session-store');
const { useSignOutNotice } = await import('./sign-out-notice');
const { useSessionSync } = await import('./use-session-sync');

/** What the browser tells this tab when another one changes the shared storage. */
function otherTabChanged(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
  });
}

beforeEach(() => {
  useSessionStore.getState().signIn({ token: 'token', role: 'student', user: null });
});

afterEach(() => {
  useSessionStore.getState().clear();
  useSignOutNotice.getState().acknowledge();
  localStorage.clear();
  logOut.mockClear();
  notifyError.mockClear();
});

describe('useSessionSync and other tabs', () => {
  it("ends the session as expired once another tab's logout empties the storage", () => {
    renderHook(() => useSessionSync());
    otherTabChanged(LOCAL_STORAGE_KEYS.lastLiveAt);
    expect(logOut).not.toHaveBeenCalled();
    localStorage.clear();
    otherTabChanged(null);
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(sessionMessages.sessionExpired);
    expect(logOut).toHaveBeenCalledOnce();
    // The same logout's further writes (its second clear) do not end it twice.
    otherTabChanged(null);
    expect(logOut).toHaveBeenCalledOnce();
  });

  it('keeps the session when another tab signs in or writes its own keys', () => {
    renderHook(() => useSessionSync());
    otherTabChanged(LOCAL_STORAGE_KEYS.persistRoot);
    expect(logOut).not.toHaveBeenCalled();
  });

  it('says nothing when this tab is the one logging out', () => {
    renderHook(() => useSessionSync());
    useSignOutNotice.getState().notice();
    localStorage.clear();
    otherTabChanged(null);
    expect(logOut).not.toHaveBeenCalled();
  });
});
