import { roleHome } from '@appointments/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageSkeleton } from '@/components/ui/skeleton';
import { storedSignedInRole } from '@/lib/session/stored-role';
import { catalogueRoute } from './catalogue-route';
import { GuestOnly } from './guards/guest-only';
import { RootLayout } from './layout/root-layout';
import { LazyPage } from './lazy-page';
import { loadPageAt, type PageRoute, pages } from './pages';

// The signed-in part (reactfire, rxjs, Firebase Auth) is its own chunk, so the landing and auth pages never
// load it. A stored session loads the page's chunk alongside it rather than after the guard has answered.
let signedInPart: Promise<typeof import('./signed-in-routes')> | undefined;
function loadSignedInPart() {
  if (!signedInPart) {
    if (storedSignedInRole() !== null) {
      loadPageAt(window.location.pathname).catch((error: unknown) =>
        console.error('The page did not load', error),
      );
    }
    signedInPart = import('./signed-in-routes');
  }
  return signedInPart;
}
const SignedInLayout = lazy(() => loadSignedInPart().then((part) => ({ default: part.SignedInLayout })));
const RequireRole = lazy(() => loadSignedInPart().then((part) => ({ default: part.RequireRole })));
const RequireAuth = lazy(() => loadSignedInPart().then((part) => ({ default: part.RequireAuth })));

/** The installed app opens here (web/build/pwa-options.ts). */
const APP_START_PATH = '/app';

function page({ path, load }: PageRoute) {
  return <Route key={path} path={path} element={<LazyPage key={path} load={load} />} />;
}

// The route table of spec section 2. Declarative routes: the app loads no data through the router, and
// the data router's machinery would weigh on every page's first load.
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<GuestOnly />}>
          {page(pages.landing)}
          {page(pages.login)}
          {page(pages.register)}
        </Route>
        {page(pages.forgotPassword)}
        {page(pages.resetPassword)}
        {page(pages.contact)}
        {catalogueRoute && page(catalogueRoute)}
        <Route
          element={
            <Suspense fallback={<PageSkeleton />}>
              <SignedInLayout />
            </Suspense>
          }
        >
          <Route element={<RequireRole allowed="student" />}>
            {page(pages.studentDashboard)}
            {page(pages.studentProfile)}
          </Route>
          <Route element={<RequireRole allowed="teacher" />}>
            {page(pages.teacherDashboard)}
            {page(pages.teacherProfile)}
          </Route>
          <Route element={<RequireRole allowed="admin" />}>
            {page(pages.adminPanel)}
            {page(pages.adminSettings)}
            {page(pages.adminAudit)}
            {page(pages.adminRosters)}
            {page(pages.adminInsights)}
          </Route>
          <Route element={<RequireAuth />}>{page(pages.messages)}</Route>
        </Route>
        {/* The installed app's start address (the web app manifest's start_url): each role's home, else login. */}
        <Route path={APP_START_PATH} element={<Navigate to={roleHome(storedSignedInRole())} replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
