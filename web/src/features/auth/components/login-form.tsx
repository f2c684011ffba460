import { apiErrorMessages, loginTexts, roleHome, successMessages } from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { AlertBox } from '@/components/ui/alert-box';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { usePreloadOnFirstUse } from '@/lib/use-preload-on-first-use';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';
import { signIn } from '../api/sign-in';

// Shown only after a refused login: it loads on the visitor's first sign of use, long before any answer.
const loadAwaitingApprovalNotice = () => import('./awaiting-approval-notice');
const AwaitingApprovalNotice = lazy(() =>
  loadAwaitingApprovalNotice().then((module) => ({ default: module.AwaitingApprovalNotice })),
);

export function LoginForm() {
  const navigate = useNavigate();
  usePreloadOnFirstUse(loadAwaitingApprovalNotice);
  const form = useSchemaForm({
    initial: { email: '', password: '' },
    check: async (values) => parseForm((await loadAuthSchemas()).loginSchema, values),
    async send(credentials) {
      const role = await signIn(credentials);
      notify.success(successMessages.login);
      await navigate(roleHome(role), { replace: true });
    },
    leavesWhenSent: true,
    onFailure: (error) => {
      const message = error instanceof Error ? error.message : String(error);
      // Waiting for approval is not a mistake of the person's: told as information, not as an error.
      if (message === apiErrorMessages.notApproved) notify.info(message);
      else notify.error(message);
    },
  });
  useTypedBeforeHydration(form.formRef, ['email', 'password'], form.patch);
  const { values, errors, busy, failure } = form;

  return (
    <form
      onFocus={preloadAuthSchemas}
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      aria-describedby={failure ? 'login-failure' : undefined}
    >
      {failure === apiErrorMessages.notApproved ? (
        <Suspense fallback={null}>
          <AwaitingApprovalNotice failure={failure} />
        </Suspense>
      ) : (
        failure && (
          <AlertBox>
            <span id="login-failure">{failure}</span>
          </AlertBox>
        )
      )}
      <Stack gap="4">
        <TextInputField
          id="login-email"
          name="email"
          type="email"
          autoComplete="email"
          label={loginTexts.email}
          value={values.email}
          onChange={(value) => form.set('email', value)}
          error={errors.email}
        />
        <FormField id="login-password" label={loginTexts.password} error={errors.password}>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => form.set('password', event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescription('login-password', errors.password)}
          />
        </FormField>
        <Text textAlign="right" fontSize="sm">
          <TextLink to="/forgot-password">{loginTexts.forgotPassword}</TextLink>
        </Text>
        <SubmitButton busy={busy}>{busy ? loginTexts.submitting : loginTexts.submit}</SubmitButton>
        <Text textAlign="center" fontSize="sm" color="ink.muted">
          {loginTexts.noAccount} <TextLink to="/register">{loginTexts.createAccount}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
