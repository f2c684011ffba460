import {
  DEFAULT_SESSION_MINUTES,
  errorMessages,
  istDayChoices,
  istFieldNames,
  istTodayText,
  lifecycleSuccessMessages,
  lifecycleTexts,
  OFFICE_HOURS_WEEKS_MAX,
  type OfficeHoursPayload,
  SESSION_LENGTH_OPTIONS,
  WEEKDAY_NAMES,
} from '@appointments/domain';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField, fieldDescription } from '@/components/ui/form-field';
import { IstTimeSelect } from '@/components/ui/ist-time-select';
import { nativeFieldStyles } from '@/components/ui/native-field-styles';
import { PlacePicker, type PlaceValue } from '@/components/ui/place-picker';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { type FormCheck, useSchemaForm } from '@/lib/use-schema-form';
import {
  createOfficeHours,
  fetchOfficeHours,
  type OfficeHoursSeries,
  removeOfficeHours,
} from '../api/teacher-api';
import { seriesLine } from '../model/office-hours-series';
import { SeatsFields } from './seats-fields';

interface OfficeHoursValues {
  days: number[];
  startTime: string;
  endTime: string;
  slotMinutes: number;
  fromDate: string;
  untilDate: string;
  place: PlaceValue;
  /** Seats of each slot as typed; empty is one. */
  capacity: string;
  autoApprove: boolean;
}

interface OfficeHoursProps {
  now: Date;
}

/**
 * Weekly office hours: days, IST start and end, slot length, from and until dates; the server
 * generates the slots, and the live slot list shows them. Below, the series with their remove buttons.
 */
export function OfficeHours({ now }: OfficeHoursProps) {
  const [series, setSeries] = useState<OfficeHoursSeries[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setSeries(await fetchOfficeHours());
    } catch (failure) {
      notify.error(errorText(failure, errorMessages.availabilityLoadFailed));
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const form = useSchemaForm<OfficeHoursValues, OfficeHoursPayload>({
    initial: {
      days: [],
      startTime: '10:00',
      endTime: '12:00',
      slotMinutes: DEFAULT_SESSION_MINUTES,
      fromDate: istTodayText(now),
      untilDate: '',
      place: { kind: 'in_person', location: '' },
      capacity: '1',
      autoApprove: false,
    },
    async check(values): Promise<FormCheck<OfficeHoursPayload>> {
      const { validateOfficeHours } = await import('../model/validate-office-hours');
      const typed = values.capacity.trim();
      const seats = typed === '' ? undefined : Number(typed);
      const check = validateOfficeHours(
        { ...values, capacity: seats, autoApprove: (seats ?? 1) > 1 && values.autoApprove },
        new Date(),
      );
      return check.errors ? { data: null, errors: check.errors } : { data: check.definition, errors: null };
    },
    async send(definition) {
      const result = await createOfficeHours(definition);
      notify.success(lifecycleSuccessMessages.officeHoursCreated(result.created, result.skipped));
      await reload();
    },
    // The message shows under its field and in a toast; the focus stays on the button pressed.
    onInvalid: (found, _form, from) => {
      if (from === 'check') notify.error(Object.values(found)[0] ?? errorMessages.addSlotFailed);
    },
    onFailure: (failure) => notify.error(errorText(failure, errorMessages.addSlotFailed)),
  });
  const { values, errors, busy } = form;
  const { days, startTime, endTime, slotMinutes, fromDate, untilDate, place } = values;

  function toggleDay(day: number) {
    form.set('days', days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
    form.setErrors({});
  }

  async function remove(id: string) {
    setRemoving(id);
    try {
      const result = await removeOfficeHours(id);
      notify.success(lifecycleSuccessMessages.seriesRemoved(result.removed));
      await reload();
    } catch (failure) {
      notify.error(errorText(failure, errorMessages.removeSlotFailed));
    } finally {
      setRemoving(null);
    }
  }

  const field = (id: string) => ({ id, 'aria-describedby': fieldDescription(id, errors[id]) });
  // Every IST day the series may start or end on, today to the furthest week allowed.
  const dateChoices = useMemo(() => istDayChoices(now, OFFICE_HOURS_WEEKS_MAX * 7 + 1), [now]);
  return (
    <Box as="section" aria-labelledby="office-hours-heading">
      <Heading as="h3" id="office-hours-heading" size="sm" color="gray.900">
        {lifecycleTexts.officeHoursHeading}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {lifecycleTexts.officeHoursHint}
      </Text>
      <form ref={form.formRef} noValidate onSubmit={form.submit} aria-labelledby="office-hours-heading">
        <Stack gap="3">
          <chakra.fieldset aria-describedby={errors.days ? 'days-error' : undefined}>
            <chakra.legend fontWeight="medium" mb="1" color="gray.800">
              {lifecycleTexts.officeHoursDays}
            </chakra.legend>
            <Flex gap="3" wrap="wrap">
              {WEEKDAY_NAMES.map((name, index) => (
                <chakra.label key={name} display="flex" gap="1" alignItems="center" color="gray.900">
                  <input type="checkbox" checked={days.includes(index)} onChange={() => toggleDay(index)} />
                  {name}
                </chakra.label>
              ))}
            </Flex>
            {errors.days && (
              <Text id="days-error" fontSize="sm" color="red.700">
                {errors.days}
              </Text>
            )}
          </chakra.fieldset>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            <FormField id="startTime" label={lifecycleTexts.officeHoursStart} error={errors.startTime}>
              <IstTimeSelect
                {...field('startTime')}
                value={startTime}
                onChange={(next) => form.set('startTime', next)}
              />
            </FormField>
            <FormField id="endTime" label={lifecycleTexts.officeHoursEnd} error={errors.endTime}>
              <IstTimeSelect
                {...field('endTime')}
                value={endTime}
                onChange={(next) => form.set('endTime', next)}
              />
            </FormField>
            <FormField id="slotMinutes" label={lifecycleTexts.officeHoursLength} error={errors.slotMinutes}>
              <chakra.select
                {...field('slotMinutes')}
                css={nativeFieldStyles}
                value={slotMinutes}
                onChange={(e) => form.set('slotMinutes', Number(e.target.value))}
              >
                {SESSION_LENGTH_OPTIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {lifecycleTexts.officeHoursLengthOption(minutes)}
                  </option>
                ))}
              </chakra.select>
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField id="fromDate" label={lifecycleTexts.officeHoursFrom} error={errors.fromDate}>
              <ChoiceSelect
                {...field('fromDate')}
                choices={dateChoices}
                value={fromDate}
                onChange={(next) => form.set('fromDate', next)}
              />
            </FormField>
            <FormField id="untilDate" label={lifecycleTexts.officeHoursUntil} error={errors.untilDate}>
              <ChoiceSelect
                {...field('untilDate')}
                choices={dateChoices.filter((day) => !fromDate || day.value >= fromDate)}
                placeholder={istFieldNames.noDay}
                value={untilDate}
                onChange={(next) => form.set('untilDate', next)}
              />
            </FormField>
          </SimpleGrid>
          <PlacePicker
            id="office-hours-place"
            value={place}
            onChange={(next) => {
              form.set('place', next);
              form.setErrors({});
            }}
            error={errors.place}
          />
          <SeatsFields
            id="office-hours-seats"
            capacity={values.capacity}
            onCapacityChange={(next) => form.set('capacity', next)}
            error={errors.capacity}
            autoApprove={values.autoApprove}
            onAutoApproveChange={(next) => form.set('autoApprove', next)}
          />
          <Box>
            <Button type="submit" colorPalette="blue" bg="blue.700" color="white" disabled={busy}>
              {busy ? lifecycleTexts.officeHoursCreating : lifecycleTexts.officeHoursCreate}
            </Button>
          </Box>
        </Stack>
      </form>
      {series.length > 0 && (
        <Box mt="4">
          <Text as="h4" id="office-hours-series" fontWeight="semibold" color="gray.900">
            {lifecycleTexts.officeHoursSeries}
          </Text>
          <Stack as="ul" listStyleType="none" gap="2" mt="2" aria-labelledby="office-hours-series">
            {series.map((item) => (
              <Flex as="li" key={item._id} justify="space-between" align="center" gap="2" wrap="wrap">
                <Text fontSize="sm" color="gray.900">
                  {seriesLine(item)}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={lifecycleTexts.removeSeriesLabel(seriesLine(item))}
                  disabled={removing === item._id}
                  onClick={() => remove(item._id)}
                >
                  {lifecycleTexts.removeSeries}
                </Button>
              </Flex>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
