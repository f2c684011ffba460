import type { Role } from '@appointments/domain';
import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';
import { useSignOutNotice } from '@/lib/session/sign-out-notice';

/** A page of one role: everyone else goes to / (and from there to their own home). */
export function RequireRole({ allowed }: { allowed: Role }) {
  const session = useSessionStore();
  const signedOut = useSignOutNotice((notice) => notice.signedOut);
  if (isSignedIn(session) && session.role === allowed) return <Outlet />;
  return <Navigate to={signedOut ? '/login' : '/'} replace />;
}
