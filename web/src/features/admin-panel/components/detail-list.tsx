import { SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';

export interface Detail {
  label: string;
  value: string | number;
}

// The rows are plain elements styled from the list: a card of the admin's lists shows six of them, and
// a styled component per label and value would be resolved and hashed for every card on every render.
const rowStyles: SystemStyleObject = {
  '& > div': { minW: '0' },
  '& dt': { color: 'gray.700' },
  '& dd': { color: 'gray.900', fontWeight: 'medium', overflowWrap: 'anywhere' },
};

/** Label–value pairs as a description list, so each value is read with its label. */
export function DetailList({ items, columns = 2 }: { items: readonly Detail[]; columns?: number }) {
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 1, sm: columns }}
      columnGap="4"
      rowGap="2"
      fontSize="sm"
      css={rowStyles}
    >
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
