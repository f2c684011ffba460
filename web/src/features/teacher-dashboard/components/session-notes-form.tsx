import {
  type Appointment,
  formatShortDate,
  SESSION_TEXT_MAX_LENGTH,
  sessionNotesSchema,
  sessionRecordMessages,
  sessionRecordTexts,
} from '@appointments/domain';
import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { notify } from '@/lib/notify';
import { fetchSessionNotes, saveSessionNotes } from '../api/session-record-api';

const Textarea = chakra('textarea');

interface Values {
  privateNote: string;
  covered: string;
  nextSteps: string;
}

type Errors = Partial<Record<keyof Values, string>>;

/** The domain's schema's messages, keyed by this form's fields. */
function check(values: Values): Errors {
  const result = sessionNotesSchema.safeParse({
    privateNote: values.privateNote,
    summary: { covered: values.covered, nextSteps: values.nextSteps },
  });
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.at(-1);
    if (field === 'privateNote' || field === 'covered' || field === 'nextSteps')
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * The teacher's notes of one session: the private note (read through the API, by its author only) and the
 * summary for the student, saved as a draft or published (the student is mailed and sees it on their card).
 */
export function SessionNotesForm({ appointment }: { appointment: Pick<Appointment, '_id' | 'summary'> }) {
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState<'save' | 'publish' | null>(null);
  const id = appointment._id;

  useEffect(() => {
    let current = true;
    fetchSessionNotes(id).then(
      (notes) => current && setValues({ privateNote: notes.privateNote, ...notes.draft }),
      (error: unknown) => notify.error(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!values) return <Text color="gray.700">{sessionRecordTexts.loading}</Text>;

  async function submit(publish: boolean) {
    if (!values) return;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(publish ? 'publish' : 'save');
    try {
      await saveSessionNotes(id, {
        privateNote: values.privateNote,
        summary: { covered: values.covered, nextSteps: values.nextSteps },
        ...(publish ? { publishSummary: true } : {}),
      });
      notify.success(publish ? sessionRecordMessages.summaryPublished : sessionRecordMessages.notesSaved);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(null);
    }
  }

  const field = (name: keyof Values, label: string) => {
    const fieldId = `notes-${id}-${name}`;
    return (
      <FormField id={fieldId} label={label} error={errors[name]}>
        <Textarea
          id={fieldId}
          css={nativeFieldStyles}
          rows={3}
          maxLength={SESSION_TEXT_MAX_LENGTH + 1}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={fieldDescription(fieldId, errors[name])}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      </FormField>
    );
  };

  return (
    <Stack gap="3" as="form" onSubmit={(event) => event.preventDefault()}>
      {field('privateNote', sessionRecordTexts.privateNoteLabel)}
      {field('covered', sessionRecordTexts.coveredLabel)}
      {field('nextSteps', sessionRecordTexts.nextStepsLabel)}
      {appointment.summary && (
        <Text fontSize="sm" color="gray.700">
          {sessionRecordTexts.publishedOn(formatShortDate(appointment.summary.publishedAt))}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" justify="flex-end">
        <Button size="sm" variant="outline" loading={saving === 'save'} onClick={() => submit(false)}>
          {sessionRecordTexts.saveNotes}
        </Button>
        <Button size="sm" colorPalette="blue" loading={saving === 'publish'} onClick={() => submit(true)}>
          {sessionRecordTexts.publishSummary}
        </Button>
      </Stack>
    </Stack>
  );
}
