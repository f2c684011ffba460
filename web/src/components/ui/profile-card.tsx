import type { ReactNode } from 'react';
import { Section } from './section';

interface ProfileCardProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A headed card: a section of the profile form or a side panel (Section on a card). */
export function ProfileCard({ id, title, children }: ProfileCardProps) {
  return (
    <Section id={id} title={title} variant="card">
      {children}
    </Section>
  );
}
