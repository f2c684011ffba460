import { roleHome } from '@appointments/domain';
import { Navigate, Outlet } from 'react-router-dom';
import { isSignedIn, useSessionStore } from '@/lib/session/session-store';

/** `/`, `/login`, `/register`: a signed-in user goes to the role's home instead. */
export function GuestOnly() {
  const session = useSessionStore();
  if (isSignedIn(session)) {
    const home = roleHome(session.role);
    if (home !== '/login') return <Navigate to={home} replace />;
  }
  return <Outlet />;
}
