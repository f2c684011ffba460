import { Box, Button, type ButtonProps, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface ButtonWithReasonProps extends ButtonProps {
  /** Why the action cannot be taken now; when given, the button is disabled and the reason shows under it. */
  disabledReason?: string | null | undefined;
}

/**
 * A button that, when it cannot be used, looks disabled and says why, in text under it that is also its
 * description for screen readers (a tooltip would hide the reason from touch screens).
 */
export function ButtonWithReason({ disabledReason, disabled, ...props }: ButtonWithReasonProps) {
  const reasonId = useId();
  if (!disabledReason) return <Button disabled={disabled} {...props} />;
  return (
    <Box display="inline-flex" flexDirection="column" gap="1" alignItems="flex-start">
      <Button {...props} disabled aria-describedby={reasonId} />
      <Text id={reasonId} textStyle="caption" color="ink.muted">
        {disabledReason}
      </Text>
    </Box>
  );
}
