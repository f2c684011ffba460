import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Fields two to a row on wide screens; a description list in view mode, plain inputs in edit mode. */
export function FieldGrid({ editing, children }: { editing: boolean; children: ReactNode }) {
  return (
    <SimpleGrid as={editing ? 'div' : 'dl'} columns={{ base: 1, md: 2 }} gap="4">
      {children}
    </SimpleGrid>
  );
}
