import { create } from 'zustand';

interface SignOutNotice {
  /**
   * Set by an explicit logout until /login is reached, so the route guards send the user to /login
   * (where logout goes) instead of racing it with their usual redirect to /. Kept apart from the
   * persisted session store: writing it must not re-create `persist:root` after logout removed it.
   */
  signedOut: boolean;
  notice(): void;
  acknowledge(): void;
}

export const useSignOutNotice = create<SignOutNotice>()((set) => ({
  signedOut: false,
  notice: () => set({ signedOut: true }),
  acknowledge: () => set({ signedOut: false }),
}));
