import { LOCAL_STORAGE_KEYS, type Role } from '@appointments/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The account as the login answer returned it; pages read the fields they need. */
export interface SessionUser {
  _id?: string;
  name?: string;
  email?: string;
  [field: string]: unknown;
}

/** The auth state of spec section 3, persisted under `persist:root`. */
export interface SessionState {
  isAuthenticated: boolean;
  token: string | null;
  role: Role | null;
  user: SessionUser | null;
}

interface SessionActions {
  signIn(session: { token: string; role: Role; user: SessionUser | null }): void;
  /** A refreshed ID token from the Firebase session; ignored once signed out. */
  setToken(token: string): void;
  clear(): void;
}

export type SessionStore = SessionState & SessionActions;

const signedOutState: SessionState = { isAuthenticated: false, token: null, role: null, user: null };

// The spec's client reads the bearer token and role from their own keys too; keep them in step.
function mirrorToLocalStorage(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export const useSessionStore = create<SessionStore>()(
  persist(
    (set, get) => ({
      ...signedOutState,
      signIn: ({ token, role, user }) => {
        mirrorToLocalStorage(LOCAL_STORAGE_KEYS.token, token);
        mirrorToLocalStorage(LOCAL_STORAGE_KEYS.role, role);
        set({ isAuthenticated: true, token, role, user });
      },
      setToken: (token) => {
        // A token read still in flight when the user logged out must not bring the session back.
        if (!get().isAuthenticated) return;
        mirrorToLocalStorage(LOCAL_STORAGE_KEYS.token, token);
        set({ token });
      },
      clear: () => set(signedOutState),
    }),
    {
      name: LOCAL_STORAGE_KEYS.persistRoot,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ isAuthenticated, token, role, user }): SessionState => ({
        isAuthenticated,
        token,
        role,
        user,
      }),
    },
  ),
);

/** True when a role is set and signed in: the state the route guards and the navigation bar trust. */
export function isSignedIn(state: SessionState): state is SessionState & { role: Role } {
  return state.isAuthenticated && state.role !== null;
}
