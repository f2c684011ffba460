import { Box, type BoxProps, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListRowProps extends Omit<BoxProps, 'title'> {
  /** An avatar or icon at the start (or a checkbox and an avatar). */
  leading?: ReactNode;
  /** The first line: what the row is (a name, a date). */
  title: ReactNode;
  /** The title's element: a heading when the row is an `article` named by it (give it `titleId` too). */
  titleAs?: 'p' | 'h3' | 'h4';
  titleId?: string;
  /** Wrap a long title over lines instead of cutting it with '…' (rows whose title carries an address). */
  wrapTitle?: boolean;
  /** The second line: facts about it (email, time, subject). */
  meta?: ReactNode;
  /** A status chip or actions: under the text on phones, at the row's end on wide screens. */
  trailing?: ReactNode;
}

/**
 * A compact row of a list: two lines and its actions beneath on a phone, one line with the actions at the end
 * from tablets up. Give the list `as="ul"` and each row `as="li"` (or rows `as="article"` named by `titleId`).
 * A grid, so the actions under the text line up with it whatever the leading part's width.
 */
export function ListRow({
  leading,
  title,
  titleAs = 'p',
  titleId,
  wrapTitle = false,
  meta,
  trailing,
  ...props
}: ListRowProps) {
  const textColumn = leading ? '2' : '1';
  return (
    <Box
      display="grid"
      gridTemplateColumns={{
        base: leading ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)',
        md: leading ? 'auto minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
      }}
      columnGap="3"
      rowGap="2"
      py="3"
      px="1"
      alignItems="center"
      borderBottomWidth="1px"
      borderColor="line"
      _last={{ borderBottomWidth: '0' }}
      {...props}
    >
      {leading && (
        <Flex gap="2" align="center" alignSelf={{ base: 'start', md: 'center' }}>
          {leading}
        </Flex>
      )}
      <Box minW="0">
        <Text
          as={titleAs}
          id={titleId}
          textStyle="body"
          fontWeight="medium"
          color="ink"
          truncate={!wrapTitle}
          overflowWrap={wrapTitle ? 'anywhere' : undefined}
        >
          {title}
        </Text>
        {meta && (
          // An address has no spaces to break at: it may break anywhere rather than run past a phone's edge.
          <Text as="div" textStyle="caption" color="ink.muted" mt="0.5" overflowWrap="anywhere">
            {meta}
          </Text>
        )}
      </Box>
      {trailing && (
        <Flex
          gap="2"
          align="center"
          wrap="wrap"
          gridColumn={{ base: textColumn, md: 'auto' }}
          justify={{ base: 'flex-start', md: 'flex-end' }}
        >
          {trailing}
        </Flex>
      )}
    </Box>
  );
}
