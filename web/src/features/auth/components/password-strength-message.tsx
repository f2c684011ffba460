import { isStrongPassword, validationMessages } from '@appointments/domain';
import { Text } from '@chakra-ui/react';

/** Live feedback under the registration password: the rule while it fails, the all-clear once it passes. */
export function PasswordStrengthMessage({ password }: { password: string }) {
  if (password === '') return null;
  const strong = isStrongPassword(password);
  return (
    <Text color={strong ? 'green.800' : 'orange.800'} data-strong={strong}>
      {strong ? validationMessages.passwordStrong : validationMessages.passwordWeak}
    </Text>
  );
}
