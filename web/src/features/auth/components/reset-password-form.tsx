import { resetPasswordTexts, successMessages } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { type FieldErrors, focusFirstError, parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { resetPassword } from '../api/auth-api';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const update = (field: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  useTypedBeforeHydration(formRef, ['newPassword', 'confirmPassword'], (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseForm((await loadAuthSchemas()).resetPasswordFormSchema, values);
    setErrors(parsed.errors ?? {});
    if (!parsed.data) return focusFirstError(formRef.current, parsed.errors);
    setBusy(true);
    try {
      await resetPassword(token, parsed.data.newPassword);
      notify.success(successMessages.passwordReset);
      await navigate('/login', { replace: true });
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  const passwordField = (field: keyof typeof values, label: string) => (
    <FormField id={`reset-${field}`} label={label} error={errors[field]}>
      <PasswordInput
        id={`reset-${field}`}
        name={field}
        autoComplete="new-password"
        value={values[field]}
        onChange={update(field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={fieldDescription(`reset-${field}`, errors[field])}
      />
    </FormField>
  );

  return (
    <form onFocus={preloadAuthSchemas} ref={formRef} noValidate onSubmit={submit}>
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
