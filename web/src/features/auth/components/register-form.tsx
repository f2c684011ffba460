import {
  registerTexts,
  SELF_REGISTER_ROLES,
  type SelfRegisterRole,
  validationMessages,
} from '@appointments/domain';
import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextInputField } from '@/components/ui/text-input-field';
import { TextLink } from '@/components/ui/text-link';
import { parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
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

/** Registration; calls `onRegistered` once the server has created the account (approved or waiting). */
export function RegisterForm({ onRegistered }: { onRegistered: (approved: boolean) => void }) {
  const form = useSchemaForm({
    initial: emptyForm,
    async check(values: RegisterValues) {
      // Department and subject belong to teachers only; a student's payload never carries them.
      const { department, subject, ...common } = values;
      return parseForm((await loadAuthSchemas()).registerSchema, values.role === 'teacher' ? values : common);
    },
    async send(data) {
      const payload =
        data.role === 'teacher'
          ? data
          : { name: data.name, role: data.role, email: data.email, password: data.password };
      const account = await requestRegistration(payload);
      onRegistered(account.isApproved === true);
    },
    leavesWhenSent: true,
    onFailure: (error) => notify.error(error instanceof Error ? error.message : String(error)),
  });
  const { values, errors, busy } = form;
  const isTeacher = values.role === 'teacher';
  // The role is a radio group: what was picked before hydration counts only if it is a role one may pick.
  useTypedBeforeHydration(form.formRef, ['name', 'role', 'email', 'password'], ({ role, ...text }) =>
    form.patch({ ...text, role: SELF_REGISTER_ROLES.find((known) => known === role) ?? values.role }),
  );

  const textInput = (field: TextField, label: ReactNode, autoComplete?: string, type?: 'email') => (
    <TextInputField
      id={`register-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      label={label}
      value={values[field]}
      onChange={(value) => form.set(field, value)}
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
    <form onFocus={preloadAuthSchemas} ref={form.formRef} noValidate onSubmit={form.submit}>
      <Stack gap="4">
        {textInput('name', registerTexts.name, 'name')}
        <RoleChoice
          legend={registerTexts.role}
          value={values.role}
          onChange={(role) => form.set('role', role)}
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
            onChange={(event) => form.set('password', event.target.value)}
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
