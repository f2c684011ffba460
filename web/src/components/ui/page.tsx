import { Box, type BoxProps, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PAGE_GUTTER, PAGE_PADDING_Y, SECTION_GAP } from './layout-spacing';
import { OfflineGate, type OfflineMode } from './offline-gate';
import { PageMain } from './page-main';

export interface PageProps extends Omit<BoxProps, 'title'> {
  /** The page title (h1) and the document title. */
  title: string;
  /** Shown instead of `title` as the h1 (a welcome line with the person's name, say). */
  heading?: ReactNode;
  /** One line under the title. */
  description?: ReactNode;
  /** Buttons beside the title (below it on phones). */
  actions?: ReactNode;
  /** `narrow` for a single form or message (auth pages, contact): the same page, a readable measure. */
  width?: 'page' | 'narrow';
  /** A signed-in page's behaviour without a network (offline-gate.tsx): banner, and its actions off or queued. */
  offline?: OfflineMode;
  children: ReactNode;
}

/** Content widths: the one page container, and a readable measure for single-column forms inside it. */
const PAGE_WIDTHS = { page: 'page', narrow: 'md' } as const;

/**
 * Every screen's frame: the main landmark in the one page container, its title (the page's only h1) with an
 * optional description and actions, then its sections, spaced by the spacing scale.
 */
export function Page({
  title,
  heading,
  description,
  actions,
  width = 'page',
  offline,
  children,
  ...props
}: PageProps) {
  const content = (
    <>
      <Flex
        as="header"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
        justify="space-between"
        gap="4"
      >
        <Box minW="0">
          <Heading as="h1" textStyle="pageTitle" color="ink">
            {heading ?? title}
          </Heading>
          {description && (
            <Text textStyle="body" color="ink.muted" mt="2">
              {description}
            </Text>
          )}
        </Box>
        {actions && (
          <Flex gap="2" wrap="wrap" flexShrink={0}>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </>
  );
  return (
    <PageMain title={title} px={PAGE_GUTTER} py={PAGE_PADDING_Y} {...props}>
      <Stack maxW={PAGE_WIDTHS[width]} mx="auto" gap={SECTION_GAP}>
        {offline ? <OfflineGate mode={offline}>{content}</OfflineGate> : content}
      </Stack>
    </PageMain>
  );
}
