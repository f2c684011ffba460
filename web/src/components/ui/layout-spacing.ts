// The spacing scale (docs/design.md, "Spacing"): Chakra's 4 px steps, of which screens use these few.

/** Left and right of every page's content: 16 px on phones, 24 px from tablets. */
export const PAGE_GUTTER = { base: '4', md: '6' } as const;

/** Above and below a page's content. */
export const PAGE_PADDING_Y = { base: '6', md: '10' } as const;

/** Between the sections of a page. */
export const SECTION_GAP = { base: '8', md: '12' } as const;

/** Inside a card. */
export const CARD_PADDING = { base: '4', md: '5' } as const;

/** Between cards, rows and other siblings inside a section. */
export const ITEM_GAP = '3';
