import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { RootLayout } from './layout/root-layout';
import { SignedInLayout } from './layout/signed-in-layout';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Each page loads its own chunk, so a route ships only the code it uses. */
function page(path: string, load: () => PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

// The route table of spec section 2.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <GuestOnly />,
        children: [
          page('/', () => import('@/features/landing/landing-page')),
          page('/login', () => import('@/features/auth/login-page')),
          page('/register', () => import('@/features/auth/register-page')),
        ],
      },
      page('/forgot-password', () => import('@/features/auth/forgot-password-page')),
      page('/reset-password/:token', () => import('@/features/auth/reset-password-page')),
      page('/contact', () => import('@/features/contact/contact-page')),
      {
        element: <SignedInLayout />,
        children: [
          {
            element: <RequireRole allowed="student" />,
            children: [
              page('/student/dashboard', () => import('@/features/student-dashboard/student-dashboard-page')),
              page('/student/profile', () => import('@/features/profile/student-profile-page')),
            ],
          },
          {
            element: <RequireRole allowed="teacher" />,
            children: [
              page('/teacher/dashboard', () => import('@/features/teacher-dashboard/teacher-dashboard-page')),
              page('/teacher/profile', () => import('@/features/profile/teacher-profile-page')),
            ],
          },
          {
            element: <RequireRole allowed="admin" />,
            children: [page('/admin/panel', () => import('@/features/admin-panel/admin-panel-page'))],
          },
          {
            element: <RequireAuth />,
            children: [page('/messages', () => import('@/features/messages/messages-page'))],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
