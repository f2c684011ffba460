import { Navigate, Route, Routes } from 'react-router-dom';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layout/root-layout';
import { SignedInLayout } from './layout/signed-in-layout';
import { LazyPage } from './lazy-page';
import { type PageRoute, pages } from './pages';

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
        <Route element={<SignedInLayout />}>
          <Route element={<RequireRole allowed="student" />}>
            {page(pages.studentDashboard)}
            {page(pages.studentProfile)}
          </Route>
          <Route element={<RequireRole allowed="teacher" />}>
            {page(pages.teacherDashboard)}
            {page(pages.teacherProfile)}
          </Route>
          <Route element={<RequireRole allowed="admin" />}>{page(pages.adminPanel)}</Route>
          <Route element={<RequireAuth />}>{page(pages.messages)}</Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
