import { Box, type BoxProps, Flex, Heading, type HeadingProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CARD_PADDING } from './layout-spacing';

export interface CardProps extends Omit<BoxProps, 'title'> {
  /** The card title (h3 by default); leave out to lay the card out yourself (use CardTitle then). */
  title?: ReactNode;
  /** The heading level of the title: h3 inside a section, h2 when the card is a page's own region. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** A line under the title (a subject, a date). */
  subtitle?: ReactNode;
  /** Something at the title's end: a status chip, a menu. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The card surface: white (dark in dark mode), hairline border, the card radius and elevation. */
export const cardSurface = {
  bg: 'surface.card',
  borderWidth: '1px',
  borderColor: 'line',
  rounded: 'card',
  shadow: 'card',
} as const;

/** A card's title in the type scale's card step. */
export function CardTitle({ as = 'h3', ...props }: HeadingProps & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading as={as} textStyle="cardTitle" color="ink" {...props} />;
}

/** One thing on a surface: a teacher, an appointment, a form. */
export function Card({ title, titleAs = 'h3', subtitle, aside, children, ...props }: CardProps) {
  return (
    <Box {...cardSurface} p={CARD_PADDING} {...props}>
      {(title || aside) && (
        <Flex justify="space-between" align="flex-start" gap="3" mb={children ? '3' : '0'}>
          <Box minW="0">
            {title && <CardTitle as={titleAs}>{title}</CardTitle>}
            {subtitle && (
              <Text textStyle="caption" color="ink.muted" mt="0.5">
                {subtitle}
              </Text>
            )}
          </Box>
          {aside && <Box flexShrink={0}>{aside}</Box>}
        </Flex>
      )}
      {children}
    </Box>
  );
}
