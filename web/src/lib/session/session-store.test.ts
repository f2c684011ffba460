import { LOCAL_STORAGE_KEYS } from '@appointments/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store';

afterEach(() => {
  useSessionStore.getState().clear();
  localStorage.clear();
});

describe('session store', () => {
  it('mirrors a refreshed token while signed in', () => {
    useSessionStore.getState().signIn({ token: 'first', role: 'student', user: null });
    useSessionStore.getState().setToken('second');
    expect(useSessionStore.getState().token).toBe('second');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.token)).toBe('second');
  });

  it('ignores a token that arrives after logout, so storage stays empty', () => {
    useSessionStore.getState().signIn({ token: 'first', role: 'student', user: null });
    useSessionStore.getState().clear();
    useSessionStore.persist.clearStorage();
    localStorage.clear();

    useSessionStore.getState().setToken('late');

    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, token: null });
    expect(localStorage.length).toBe(0);
  });
});
