// The shape of the teacher's day: buffers before and after each session, the most sessions in a day and
// the hours they take sessions. Checked by the server (a 400 names the field, shown under it).
import { type DayShape, DEFAULT_DAY_SHAPE, dayShapeTexts } from '@appointments/domain';
import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { Section } from '@/components/ui/section';
import { notify } from '@/lib/notify';
import { fetchDayShape, saveDayShape } from '../api/calendar-settings-api';

const t = dayShapeTexts;
type Field = keyof DayShape;
const FIELDS: { name: Field; label: string; max: number }[] = [
  { name: 'bufferBeforeMinutes', label: t.bufferBefore, max: 60 },
  { name: 'bufferAfterMinutes', label: t.bufferAfter, max: 60 },
  { name: 'maxSessionsPerDay', label: t.maxPerDay, max: 24 },
  { name: 'earliestHour', label: t.earliest, max: 23 },
  { name: 'latestHour', label: t.latest, max: 24 },
];

type Draft = Record<Field, string>;
const draftOf = (shape: DayShape): Draft => ({
  bufferBeforeMinutes: String(shape.bufferBeforeMinutes),
  bufferAfterMinutes: String(shape.bufferAfterMinutes),
  maxSessionsPerDay: shape.maxSessionsPerDay === null ? '' : String(shape.maxSessionsPerDay),
  earliestHour: String(shape.earliestHour),
  latestHour: String(shape.latestHour),
});

/** The draft as the API reads it; what is not a number goes as text so the server names the field. */
function bodyOf(draft: Draft): DayShape {
  const value = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
  return {
    bufferBeforeMinutes: value(draft.bufferBeforeMinutes),
    bufferAfterMinutes: value(draft.bufferAfterMinutes),
    maxSessionsPerDay: draft.maxSessionsPerDay.trim() === '' ? null : value(draft.maxSessionsPerDay),
    earliestHour: value(draft.earliestHour),
    latestHour: value(draft.latestHour),
  } as DayShape;
}

export function DayShapeCard({ onSaved }: { onSaved?: () => void }) {
  const [draft, setDraft] = useState<Draft>(draftOf(DEFAULT_DAY_SHAPE));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    fetchDayShape()
      .then((shape) => current && setDraft(draftOf(shape)))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      setDraft(draftOf(await saveDayShape(bodyOf(draft))));
      notify.success(t.saved);
      onSaved?.();
    } catch (error) {
      const fields = (error as { errors?: Partial<Record<Field, string>> }).errors;
      if (fields && Object.keys(fields).length > 0) setErrors(fields);
      else notify.error(error instanceof Error ? error.message : t.save);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section id="day-shape" title={t.title} variant="card">
      <Text fontSize="sm" color="gray.700" mb="3">
        {t.intro}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {FIELDS.map((field) => (
              <Stack key={field.name} gap="1">
                <label htmlFor={`day-shape-${field.name}`}>
                  <Text as="span" fontSize="sm" fontWeight="medium">
                    {field.label}
                  </Text>
                </label>
                <Input
                  id={`day-shape-${field.name}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={field.max}
                  value={draft[field.name]}
                  onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `day-shape-${field.name}-error` : undefined}
                />
                {errors[field.name] && (
                  <Text id={`day-shape-${field.name}-error`} color="red.700" fontSize="sm">
                    {errors[field.name]}
                  </Text>
                )}
              </Stack>
            ))}
          </SimpleGrid>
          <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={saving}>
            {t.save}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
