import { forgotPasswordTexts } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { AlertBox } from '@/components/ui/alert-box';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { parseForm } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { requestPasswordResetLink } from '../api/auth-api';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onSent: (email: string) => void;
}

export function ForgotPasswordForm({ initialEmail = '', onSent }: ForgotPasswordFormProps) {
  const form = useSchemaForm({
    initial: { email: initialEmail },
    // The schema trims and lowercases the address before it is sent (spec section 5).
    check: async (values) => parseForm((await loadAuthSchemas()).forgotPasswordSchema, values),
    async send(request) {
      await requestPasswordResetLink(request);
      onSent(request.email);
    },
    leavesWhenSent: true,
  });
  useTypedBeforeHydration(form.formRef, ['email'], form.patch);
  const { busy, failure } = form;

  return (
    <form onFocus={preloadAuthSchemas} ref={form.formRef} noValidate onSubmit={form.submit}>
      {failure && <AlertBox>{failure}</AlertBox>}
      <Stack gap="4">
        <TextInputField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={forgotPasswordTexts.email}
          value={form.values.email}
          onChange={(value) => form.set('email', value)}
          error={form.errors.email}
        />
        <SubmitButton busy={busy}>
          {busy ? forgotPasswordTexts.submitting : forgotPasswordTexts.submit}
        </SubmitButton>
        <Text textAlign="center" fontSize="sm">
          <TextLink to="/login">{forgotPasswordTexts.backToLogin}</TextLink>
        </Text>
        <Text textAlign="center" fontSize="sm" color="gray.700">
          {forgotPasswordTexts.needHelp}{' '}
          <TextLink to="/contact">{forgotPasswordTexts.contactSupport}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
