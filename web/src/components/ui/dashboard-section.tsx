import { QUICK_NAV_LABELS } from '@appointments/domain';
import { Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from './section-card';

interface DashboardSectionProps {
  /** The Quick Nav anchor; the heading defaults to the label the Quick Nav shows for it. */
  id: string;
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A headed card section of a dashboard, a landmark the navigation bar's Quick Nav can scroll to. */
export function DashboardSection({ id, title, actions, children }: DashboardSectionProps) {
  return (
    <SectionCard id={id} headingId={`${id}-heading`}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Heading as="h2" size="lg" id={`${id}-heading`} color="gray.900">
          {title ?? QUICK_NAV_LABELS[id] ?? id}
        </Heading>
        {actions && (
          <Flex align="center" gap="3">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </SectionCard>
  );
}
