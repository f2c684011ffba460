import {
  PASSWORD_STRENGTH_LABELS,
  passwordStrength,
  passwordStrengthLabel,
  passwordStrengthText,
} from '@appointments/domain';
import { Box, Flex, Text } from '@chakra-ui/react';

// One segment per point: the labels above 'Very Weak' name them.
const SEGMENTS = PASSWORD_STRENGTH_LABELS.slice(1);
// Dark enough for the label text on white at every level (AA).
const COLOURS = ['red.700', 'red.700', 'orange.700', 'yellow.800', 'green.700', 'green.800'] as const;

/** Score 0 to 5 (length ≥ 8, upper, lower, digit, special) as a bar and its label, Very Weak to Very Strong. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const score = passwordStrength(password);
  const colour = COLOURS[score] ?? 'red.700';
  return (
    <Box data-score={score}>
      <Flex gap="1" aria-hidden="true" mb="1">
        {SEGMENTS.map((segment, index) => (
          <Box key={segment} flex="1" h="1.5" rounded="full" bg={index < score ? colour : 'gray.200'} />
        ))}
      </Flex>
      <Text fontSize="sm" color={colour} fontWeight="medium">
        {passwordStrengthText(passwordStrengthLabel(score))}
      </Text>
    </Box>
  );
}
