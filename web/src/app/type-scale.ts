import { defineTextStyles } from '@chakra-ui/react';

/**
 * The type scale (docs/design.md): five steps a reader tells apart at a glance, so a page title, a section
 * title and a card's name never look alike. Use them through the primitives (Page, Section, Card) or
 * `textStyle="…"`, not with font sizes of their own.
 */
export const typeScale = defineTextStyles({
  pageTitle: {
    value: {
      fontSize: { base: '1.75rem', md: '2.25rem' },
      lineHeight: '1.15',
      fontWeight: 'bold',
      letterSpacing: '-0.02em',
    },
  },
  sectionTitle: {
    value: { fontSize: { base: '1.375rem', md: '1.5rem' }, lineHeight: '1.25', fontWeight: 'semibold' },
  },
  cardTitle: { value: { fontSize: '1.125rem', lineHeight: '1.4', fontWeight: 'semibold' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.5', fontWeight: 'normal' } },
  caption: { value: { fontSize: '0.875rem', lineHeight: '1.4', fontWeight: 'normal' } },
});
