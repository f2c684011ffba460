import { resetPasswordTexts, successMessages } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { resetPassword } from '../api/auth-api';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useSchemaForm({
    initial: { newPassword: '', confirmPassword: '' },
    check: async (values) => parseForm((await loadAuthSchemas()).resetPasswordFormSchema, values),
    async send({ newPassword }) {
      await resetPassword(token, newPassword);
      notify.success(successMessages.passwordReset);
      await navigate('/login', { replace: true });
    },
    leavesWhenSent: true,
    onFailure: (error) => notify.error(error instanceof Error ? error.message : String(error)),
  });
  useTypedBeforeHydration(form.formRef, ['newPassword', 'confirmPassword'], form.patch);
  const { values, errors, busy } = form;

  const passwordField = (field: keyof typeof values, label: string) => (
    <FormField id={`reset-${field}`} label={label} error={errors[field]}>
      <PasswordInput
        id={`reset-${field}`}
        name={field}
        autoComplete="new-password"
        value={values[field]}
        onChange={(event) => form.set(field, event.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={fieldDescription(`reset-${field}`, errors[field])}
      />
    </FormField>
  );

  return (
    <form onFocus={preloadAuthSchemas} ref={form.formRef} noValidate onSubmit={form.submit}>
      <Stack gap="4">
        {passwordField('newPassword', resetPasswordTexts.newPassword)}
        {passwordField('confirmPassword', resetPasswordTexts.confirmPassword)}
        <SubmitButton busy={busy}>
          {busy ? resetPasswordTexts.submitting : resetPasswordTexts.submit}
        </SubmitButton>
        <Text textAlign="center" fontSize="sm">
          <TextLink to="/login">{resetPasswordTexts.backToLogin}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
