import {
  addTeacherTexts,
  CREDENTIALS_BANNER_MS,
  DEPARTMENT_OPTIONS,
  errorMessages,
  generatePassword,
  type NewTeacherPayload,
  newTeacherSchema,
  successMessages,
} from '@appointments/domain';
import { Box, Button, chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PasswordInput } from '@/components/ui/password-input';
import { errorText } from '@/lib/error-text';
import { type FieldErrors, parseForm } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { approveButtonProps } from './button-styles';
import { selectStyles } from './native-select';
import { PasswordStrengthMeter } from './password-strength-meter';

type Field = 'name' | 'email' | 'password' | 'phone' | 'department' | 'subject';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['name', 'email', 'password', 'phone', 'department', 'subject'];
const EMPTY: Values = { name: '', email: '', password: '', phone: '', department: '', subject: '' };

interface Credentials {
  email: string;
  password: string;
}

export interface AddTeacherFormProps {
  createTeacher(payload: NewTeacherPayload): Promise<unknown>;
}

/**
 * Block 5: the new-teacher form, checked as the user types with the schema the server uses, so the field
 * messages match; the submit button stays disabled while any shown field has an error.
 */
export function AddTeacherForm({ createTeacher }: AddTeacherFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [added, setAdded] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const form = useSchemaForm({
    initial: EMPTY,
    check(values: Values) {
      setTouched(new Set(FIELDS));
      return parseForm(newTeacherSchema, values);
    },
    async send(teacher) {
      await createTeacher(teacher);
      notify.success(successMessages.teacherAdded);
      setCredentials({ email: teacher.email, password: teacher.password });
      setAdded(true);
      setTouched(new Set());
    },
    afterSend: () => EMPTY,
    // A server's message for a field (e.g. the address is taken) goes as the field changes.
    clearErrorOnChange: true,
    onFailure: (error) => notify.error(errorText(error, errorMessages.addTeacherFailed)),
  });
  const { values, busy } = form;

  const liveErrors = useMemo(() => parseForm(newTeacherSchema, values).errors ?? {}, [values]);
  const shownErrors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = form.errors[field] ?? (touched.has(field) ? liveErrors[field] : undefined);
    if (message) shownErrors[field] = message;
  }
  const hasErrors = Object.keys(shownErrors).length > 0;

  useEffect(() => {
    if (!credentials) return;
    const timer = setTimeout(() => setCredentials(null), CREDENTIALS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [credentials]);

  function change(field: Field, value: string) {
    form.set(field, value);
    setTouched((current) => new Set(current).add(field));
    setAdded(false);
  }

  function generate() {
    change('password', generatePassword());
    notify.success(successMessages.passwordGenerated);
  }

  const describedBy = (field: Field, hasHint = false) =>
    fieldDescription(`new-teacher-${field}`, shownErrors[field], hasHint);
  const textField = (field: Field, label: string, autoComplete: string, type = 'text') => (
    <FormField id={`new-teacher-${field}`} label={label} error={shownErrors[field]}>
      <Input
        id={`new-teacher-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        bg="white"
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => setTouched((current) => new Set(current).add(field))}
        aria-invalid={shownErrors[field] ? true : undefined}
        aria-describedby={describedBy(field)}
      />
    </FormField>
  );

  return (
    <Stack gap="4">
      {added && <Notice tone="green">{successMessages.teacherAdded}</Notice>}
      {credentials && (
        <Notice tone="blue">
          <Text fontWeight="semibold">{addTeacherTexts.credentialsTitle}</Text>
          <Text>
            {addTeacherTexts.email}:{' '}
            <chakra.code data-testid="credentials-email">{credentials.email}</chakra.code>
          </Text>
          <Text>
            {addTeacherTexts.password}:{' '}
            <chakra.code data-testid="credentials-password">{credentials.password}</chakra.code>
          </Text>
          <Text fontSize="sm">{addTeacherTexts.credentialsNote}</Text>
        </Notice>
      )}
      <form ref={form.formRef} noValidate onSubmit={form.submit} aria-labelledby="addTeacher-heading">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {textField('name', addTeacherTexts.name, 'off')}
          {textField('email', addTeacherTexts.email, 'off', 'email')}
          <FormField
            id="new-teacher-password"
            label={addTeacherTexts.password}
            error={shownErrors.password}
            hint={<PasswordStrengthMeter password={values.password} />}
          >
            <Box display="flex" gap="2">
              <Box flex="1">
                <PasswordInput
                  id="new-teacher-password"
                  name="password"
                  autoComplete="new-password"
                  value={values.password}
                  onChange={(event) => change('password', event.target.value)}
                  onBlur={() => setTouched((current) => new Set(current).add('password'))}
                  aria-invalid={shownErrors.password ? true : undefined}
                  aria-describedby={describedBy('password', values.password !== '')}
                />
              </Box>
              <Button
                type="button"
                variant="outline"
                colorPalette="blue"
                onClick={generate}
                aria-label={addTeacherTexts.generateLabel}
              >
                {addTeacherTexts.generate}
              </Button>
            </Box>
          </FormField>
          {textField('phone', `${addTeacherTexts.phone} ${addTeacherTexts.optional}`, 'off', 'tel')}
          <FormField
            id="new-teacher-department"
            label={addTeacherTexts.department}
            error={shownErrors.department}
          >
            <chakra.select
              id="new-teacher-department"
              name="department"
              {...selectStyles}
              value={values.department}
              onChange={(event) => change('department', event.target.value)}
              onBlur={() => setTouched((current) => new Set(current).add('department'))}
              aria-invalid={shownErrors.department ? true : undefined}
              aria-describedby={describedBy('department')}
            >
              <option value="">{addTeacherTexts.selectDepartment}</option>
              {DEPARTMENT_OPTIONS.map((department) => (
                <option key={department} value={department}>
                  {department}
                </option>
              ))}
            </chakra.select>
          </FormField>
          {textField('subject', addTeacherTexts.subject, 'off')}
        </SimpleGrid>
        <Button type="submit" mt="5" {...approveButtonProps} disabled={busy || hasErrors}>
          {busy ? addTeacherTexts.submitting : addTeacherTexts.submit}
        </Button>
      </form>
    </Stack>
  );
}
