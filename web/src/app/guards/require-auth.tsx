import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';

/** Any signed-in user; otherwise /login. */
export function RequireAuth() {
  const session = useSessionStore();
  return isSignedIn(session) ? <Outlet /> : <Navigate to="/login" replace />;
}
