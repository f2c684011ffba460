import { forgotPasswordTexts } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { AlertBox } from '@/components/ui/alert-box';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { parseForm } from '@/lib/form-errors';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { requestPasswordResetLink } from '../api/auth-api';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  onSent: (email: string) => void;
}

export function ForgotPasswordForm({ initialEmail = '', onSent }: ForgotPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useTypedBeforeHydration(formRef, ['email'], (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The schema trims and lowercases the address before it is sent (spec section 5).
    const parsed = parseForm((await loadAuthSchemas()).forgotPasswordSchema, { email });
    setFieldError(parsed.errors?.email);
    setFailure(null);
    if (!parsed.data) {
      (form.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestPasswordResetLink(parsed.data);
      onSent(parsed.data.email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onFocus={preloadAuthSchemas} ref={formRef} noValidate onSubmit={submit}>
      {failure && <AlertBox>{failure}</AlertBox>}
      <Stack gap="4">
        <TextInputField
          id="forgot-email"
          name="email"
          type="email"
          autoComplete="email"
          label={forgotPasswordTexts.email}
          value={email}
          onChange={setEmail}
          error={fieldError}
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
