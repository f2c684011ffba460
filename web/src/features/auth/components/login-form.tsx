import { loginTexts, roleHome, successMessages } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertBox } from '@/components/ui/alert-box';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { type FieldErrors, focusFirstError, parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';
import { signIn } from '../api/sign-in';

export function LoginForm() {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  useTypedBeforeHydration(formRef, ['email', 'password'], (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseForm((await loadAuthSchemas()).loginSchema, values);
    setErrors(parsed.errors ?? {});
    setFailure(null);
    if (!parsed.data) return focusFirstError(formRef.current, parsed.errors);
    setBusy(true);
    try {
      const role = await signIn(parsed.data);
      notify.success(successMessages.login);
      await navigate(roleHome(role), { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      notify.error(message);
      setBusy(false);
    }
  }

  return (
    <form
      onFocus={preloadAuthSchemas}
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure && (
        <AlertBox>
          <span id="login-failure">{failure}</span>
        </AlertBox>
      )}
      <Stack gap="4">
        <TextInputField
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          label={loginTexts.email}
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <FormField id="login-password" label={loginTexts.password} error={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescription('login-password', errors.password)}
          />
        </FormField>
        <Text textAlign="right" fontSize="sm">
          <TextLink to="/forgot-password">{loginTexts.forgotPassword}</TextLink>
        </Text>
        <SubmitButton busy={busy}>{busy ? loginTexts.submitting : loginTexts.submit}</SubmitButton>
        <Text textAlign="center" fontSize="sm" color="gray.700">
          {loginTexts.noAccount} <TextLink to="/register">{loginTexts.createAccount}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
