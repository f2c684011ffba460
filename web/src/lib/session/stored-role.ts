import { LOCAL_STORAGE_KEYS } from '@appointments/domain';

/**
 * The role of the session the session store persisted, when it is signed in; read straight from
 * localStorage so a page can decide before (or without) loading the store and React.
 */
export function storedSignedInRole(): string | null {
  try {
    const raw = localStorage.getItem(LOCAL_STORAGE_KEYS.persistRoot);
    if (!raw) return null;
    const { state } = JSON.parse(raw) as { state?: { isAuthenticated?: unknown; role?: unknown } };
    return state?.isAuthenticated === true && typeof state.role === 'string' ? state.role : null;
  } catch {
    return null;
  }
}
