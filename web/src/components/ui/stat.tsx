import { Box, type BoxProps, Flex, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardSurface } from './card';
import { CARD_PADDING } from './layout-spacing';

export interface StatProps extends BoxProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value ('+12% this month', 'All clear'). */
  help?: ReactNode;
  icon?: LucideIcon;
  /** Draws attention (pending items waiting, say). */
  highlight?: boolean;
}

/** One figure on a card: its label, the number in large type, and a line of context. */
export function Stat({ label, value, help, icon: Icon, highlight = false, ...props }: StatProps) {
  return (
    <Box
      {...cardSurface}
      p={CARD_PADDING}
      {...(highlight && { borderColor: 'orange.300', bg: 'orange.50' })}
      {...props}
    >
      <Flex justify="space-between" align="center" gap="2">
        <Text textStyle="caption" color="ink.muted" fontWeight="medium">
          {label}
        </Text>
        {Icon && (
          <Box as="span" color="blue.600" aria-hidden="true">
            <Icon size={18} />
          </Box>
        )}
      </Flex>
      <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2" color="ink" mt="1">
        {value}
      </Text>
      {help && (
        <Text textStyle="caption" color="ink.muted" mt="1">
          {help}
        </Text>
      )}
    </Box>
  );
}
