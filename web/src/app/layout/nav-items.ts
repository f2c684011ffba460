import {
  navigationTexts,
  QUICK_NAV_LABELS,
  QUICK_NAV_SECTIONS,
  ROLE_HOME,
  type Role,
} from '@appointments/domain';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface QuickNavItem {
  id: string;
  label: string;
}

/** Students and teachers get Dashboard, Messages and My Profile; admins none of these (spec section 2). */
export function navLinksFor(role: Role): NavLinkItem[] {
  if (role === 'admin') return [];
  return [
    { label: navigationTexts.dashboard, to: ROLE_HOME[role] },
    { label: navigationTexts.messages, to: '/messages' },
    { label: navigationTexts.myProfile, to: `/${role}/profile` },
  ];
}

/** The Quick Nav appears only on the role's own dashboard (admin panel, student or teacher dashboard). */
export function quickNavFor(role: Role, pathname: string): QuickNavItem[] {
  if (pathname !== ROLE_HOME[role]) return [];
  return QUICK_NAV_SECTIONS[role].map((id) => ({ id, label: QUICK_NAV_LABELS[id] ?? id }));
}
