import { Box, type BoxProps, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Chip } from './chip';
import { CARD_PADDING } from './layout-spacing';

export interface SectionProps extends Omit<BoxProps, 'title'> {
  /** The anchor (Quick Nav, links): the section is reachable at #id. */
  id: string;
  /** The section title (h2). */
  title: ReactNode;
  /** A number shown beside the title (items in the list, say). */
  count?: number;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons and filters at the title's end (below it on phones). */
  actions?: ReactNode;
  /** `plain` (default) sits on the page; `card` draws the section on a card surface. */
  variant?: 'plain' | 'card';
  children: ReactNode;
}

/** A titled region of a page: a landmark named by its h2, with an anchor the navigation can scroll to. */
export function Section({
  id,
  title,
  count,
  description,
  actions,
  variant = 'plain',
  children,
  ...props
}: SectionProps) {
  const headingId = `${id}-heading`;
  const card = variant === 'card';
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      scrollMarginTop="24"
      {...(card && {
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'line',
        rounded: 'card',
        shadow: 'card',
        p: CARD_PADDING,
      })}
      {...props}
    >
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} wrap="wrap" gap="3" mb="4">
        <Box minW="0">
          <Flex align="center" gap="2">
            <Heading as="h2" id={headingId} textStyle="sectionTitle" color="ink">
              {title}
            </Heading>
            {count !== undefined && <Chip tone="neutral">{count}</Chip>}
          </Flex>
          {description && (
            <Text textStyle="caption" color="ink.muted" mt="1">
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex align="center" gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Box>
  );
}
