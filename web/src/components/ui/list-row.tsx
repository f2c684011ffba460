import { Box, Flex, type FlexProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListRowProps extends Omit<FlexProps, 'title'> {
  /** An avatar or icon at the start. */
  leading?: ReactNode;
  /** The first line: what the row is (a name, a date). */
  title: ReactNode;
  /** The second line: facts about it (email, time, subject). */
  meta?: ReactNode;
  /** A status chip or actions: under the text on phones, at the row's end on wide screens. */
  trailing?: ReactNode;
}

/**
 * A compact row of a list: two lines and its actions beneath on a phone, one line with the actions at the end
 * from tablets up. Give the list `as="ul"` and each row `as="li"`.
 */
export function ListRow({ leading, title, meta, trailing, ...props }: ListRowProps) {
  return (
    <Flex
      gap="3"
      py="3"
      px="1"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'row' }}
      wrap={{ base: 'wrap', md: 'nowrap' }}
      borderBottomWidth="1px"
      borderColor="line"
      _last={{ borderBottomWidth: '0' }}
      {...props}
    >
      {leading && <Box flexShrink={0}>{leading}</Box>}
      <Box flex="1" minW="0">
        <Text textStyle="body" fontWeight="medium" color="ink" truncate>
          {title}
        </Text>
        {meta && (
          <Text as="div" textStyle="caption" color="ink.muted" mt="0.5">
            {meta}
          </Text>
        )}
      </Box>
      {trailing && (
        <Flex
          gap="2"
          align="center"
          wrap="wrap"
          flexShrink={0}
          w={{ base: 'full', md: 'auto' }}
          // Under the text, not under the avatar (40 px and the 12 px gap).
          ps={{ base: leading ? '52px' : '0', md: '0' }}
        >
          {trailing}
        </Flex>
      )}
    </Flex>
  );
}
