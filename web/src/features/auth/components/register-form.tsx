import {
  registerTexts,
  SELF_REGISTER_ROLES,
  type SelfRegisterRole,
  validationMessages,
} from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { type FieldErrors, focusFirstError, parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { requestRegistration } from '../api/auth-api';
import { loadAuthSchemas, preloadAuthSchemas } from '../api/load-auth-schemas';
import { PasswordStrengthMessage } from './password-strength-message';
import { RoleChoice } from './role-choice';

interface RegisterValues {
  name: string;
  role: SelfRegisterRole;
  email: string;
  password: string;
  department: string;
  subject: string;
}

const emptyForm: RegisterValues = {
  name: '',
  role: 'student',
  email: '',
  password: '',
  department: '',
  subject: '',
};

type TextField = Exclude<keyof RegisterValues, 'role'>;

/** Registration; calls `onRegistered` once the server has created the (still unapproved) account. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const isTeacher = values.role === 'teacher';

  const update = (field: TextField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  useTypedBeforeHydration(formRef, ['name', 'role', 'email', 'password'], ({ role, ...text }) =>
    setValues((current) => ({
      ...current,
      ...text,
      role: SELF_REGISTER_ROLES.find((known) => known === role) ?? current.role,
    })),
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Department and subject belong to teachers only; a student's payload never carries them.
    const { department, subject, ...common } = values;
    const parsed = parseForm((await loadAuthSchemas()).registerSchema, isTeacher ? values : common);
    setErrors(parsed.errors ?? {});
    if (!parsed.data) return focusFirstError(formRef.current, parsed.errors);
    setBusy(true);
    try {
      const payload = isTeacher
        ? parsed.data
        : {
            name: parsed.data.name,
            role: parsed.data.role,
            email: parsed.data.email,
            password: parsed.data.password,
          };
      await requestRegistration(payload);
      onRegistered();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  const textInput = (field: TextField, label: ReactNode, autoComplete?: string, type?: 'email') => (
    <TextInputField
      id={`register-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      label={label}
      value={values[field]}
      onChange={update(field)}
      error={errors[field]}
    />
  );

  const optional = (label: string) => (
    <>
      {label}{' '}
      <Text as="span" color="gray.700" fontWeight="normal">
        {registerTexts.optional}
      </Text>
    </>
  );

  return (
    <form onFocus={preloadAuthSchemas} ref={formRef} noValidate onSubmit={submit}>
      <Stack gap="4">
        {textInput('name', registerTexts.name, 'name')}
        <RoleChoice
          legend={registerTexts.role}
          value={values.role}
          onChange={(role) => setValues((current) => ({ ...current, role }))}
        />
        {textInput('email', registerTexts.email, 'email', 'email')}
        <FormField
          id="register-password"
          label={registerTexts.password}
          // The live message under the field already states the rule; the error adds only what it does not.
          error={errors.password === validationMessages.passwordWeak ? undefined : errors.password}
          hint={<PasswordStrengthMessage password={values.password} />}
        >
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={fieldDescription('register-password', errors.password, true)}
          />
        </FormField>
        {isTeacher && (
          <>
            {textInput('department', optional(registerTexts.department))}
            {textInput('subject', optional(registerTexts.subject))}
          </>
        )}
        <SubmitButton busy={busy}>{busy ? registerTexts.submitting : registerTexts.submit}</SubmitButton>
        <Text textAlign="center" fontSize="sm" color="gray.700">
          {registerTexts.haveAccount} <TextLink to="/login">{registerTexts.login}</TextLink>
        </Text>
      </Stack>
    </form>
  );
}
