import { Box, Flex } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  green: { bg: 'green.50', borderColor: 'green.300', color: 'green.900', Icon: CircleCheck },
  blue: { bg: 'blue.50', borderColor: 'blue.300', color: 'blue.900', Icon: Info },
  orange: { bg: 'orange.50', borderColor: 'orange.300', color: 'orange.900', Icon: TriangleAlert },
  red: { bg: 'red.50', borderColor: 'red.300', color: 'red.900', Icon: CircleAlert },
} as const;

/** What a notice means; the older colour names stay for the screens that use them. */
const ROLE_TONES = { success: 'green', info: 'blue', warning: 'orange', danger: 'red' } as const;

export type NoticeTone = keyof typeof TONES | keyof typeof ROLE_TONES;

/**
 * A message that stays on screen: after an action (a success, new credentials), or to inform (an account
 * awaiting approval). Announced politely; use AlertBox for errors.
 */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const { Icon, ...colors } =
    TONES[tone in ROLE_TONES ? ROLE_TONES[tone as keyof typeof ROLE_TONES] : (tone as keyof typeof TONES)];
  return (
    <Flex role="status" borderWidth="1px" rounded="lg" p="3" gap="3" align="flex-start" {...colors}>
      <Box as="span" flexShrink={0} mt="0.5" aria-hidden="true">
        <Icon size={18} />
      </Box>
      <Box minW="0">
        {title && <Box fontWeight="semibold">{title}</Box>}
        {children}
      </Box>
    </Flex>
  );
}
