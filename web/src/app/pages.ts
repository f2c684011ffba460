import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';

export interface PageRoute {
  path: string;
  /** The page's own chunk: a route ships only the code it uses. */
  load: () => Promise<{ default: ComponentType }>;
}

// The pages of the route table (spec section 2); app/routes.tsx places them behind their guards.
export const pages = {
  landing: { path: '/', load: () => import('@/features/landing/landing-page') },
  login: { path: '/login', load: () => import('@/features/auth/login-page') },
  register: { path: '/register', load: () => import('@/features/auth/register-page') },
  forgotPassword: { path: '/forgot-password', load: () => import('@/features/auth/forgot-password-page') },
  resetPassword: {
    path: '/reset-password/:token',
    load: () => import('@/features/auth/reset-password-page'),
  },
  contact: { path: '/contact', load: () => import('@/features/contact/contact-page') },
  studentDashboard: {
    path: '/student/dashboard',
    load: () => import('@/features/student-dashboard/student-dashboard-page'),
  },
  studentProfile: { path: '/student/profile', load: () => import('@/features/profile/student-profile-page') },
  teacherDashboard: {
    path: '/teacher/dashboard',
    load: () => import('@/features/teacher-dashboard/teacher-dashboard-page'),
  },
  teacherProfile: { path: '/teacher/profile', load: () => import('@/features/profile/teacher-profile-page') },
  adminPanel: { path: '/admin/panel', load: () => import('@/features/admin-panel/admin-panel-page') },
  // The college's settings and the audit log (docs/spec-deviations.md).
  adminSettings: {
    path: '/admin/settings',
    load: () => import('@/features/admin-settings/admin-settings-page'),
  },
  adminAudit: { path: '/admin/audit', load: () => import('@/features/admin-settings/admin-audit-page') },
  adminRosters: { path: '/admin/rosters', load: () => import('@/features/roster/roster-page') },
  // The college's figures over a range (issue #42); its chunk alone carries the chart library.
  adminInsights: { path: '/admin/insights', load: () => import('@/features/insights/insights-page') },
  messages: { path: '/messages', load: () => import('@/features/messages/messages-page') },
} satisfies Record<string, PageRoute>;

const loaded = new Map<PageRoute['load'], ComponentType>();

/** The page's component once its chunk is here. */
export function loadedPage(load: PageRoute['load']): ComponentType | undefined {
  return loaded.get(load);
}

/** Loads a page's chunk (once: the browser caches the import). */
export async function loadPage(load: PageRoute['load']): Promise<ComponentType> {
  const component = (await load()).default;
  loaded.set(load, component);
  return component;
}

/**
 * Loads the chunk of the page at `pathname`, if any, so that page renders at once: a prerendered page
 * must hydrate with the same markup, and the build's server render must render the page itself.
 */
export async function loadPageAt(pathname: string): Promise<void> {
  const page = Object.values(pages).find((candidate) => matchPath(candidate.path, pathname));
  if (page) await loadPage(page.load);
}
