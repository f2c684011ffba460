import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link styled as text, with AA contrast and an underline so it is not told by colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.700" fontWeight="medium" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
