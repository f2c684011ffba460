import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SectionCard } from '@/components/ui/section-card';

interface ProfileCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A headed card: a section of the form or a side panel. */
export function ProfileCard({ id, title, children }: ProfileCardProps) {
  return (
    <SectionCard headingId={`${id}-heading`}>
      <Heading as="h2" size="md" id={`${id}-heading`} color="gray.900" mb="4">
        {title}
      </Heading>
      {children}
    </SectionCard>
  );
}
