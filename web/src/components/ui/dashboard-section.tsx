import { QUICK_NAV_LABELS } from '@appointments/domain';
import type { ReactNode } from 'react';
import { Section } from './section';

interface DashboardSectionProps {
  /** The Quick Nav anchor; the heading defaults to the label the Quick Nav shows for it. */
  id: string;
  title?: string;
  /** A number beside the title. */
  count?: number;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A dashboard section the navigation bar's Quick Nav can scroll to, on a card: Section (section.tsx) with the
 * Quick Nav's label as its default title. New screens use Section directly.
 */
export function DashboardSection({ id, title, ...props }: DashboardSectionProps) {
  return <Section id={id} title={title ?? QUICK_NAV_LABELS[id] ?? id} variant="card" {...props} />;
}
