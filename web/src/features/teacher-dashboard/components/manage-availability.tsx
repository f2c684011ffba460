import {
  errorMessages,
  futureSlots,
  SLOT_ADDED_BANNER_MS,
  SLOT_EXPIRY_CHECK_INTERVAL_MS,
  type SlotPlace,
  type SlotPlaceInput,
  successMessages,
} from '@appointments/domain';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { memo, useEffect, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import { type FormCheck, useSchemaForm } from '@/lib/use-schema-form';
import type { NewSlot, NewSlotValues } from '../model/validate-new-slot';
import { AddSlotForm } from './add-slot-form';
import { AvailabilityTips } from './availability-tips';
import { SlotList } from './slot-list';

export interface ManageAvailabilityProps {
  /** Every stored slot as ISO instants; past ones are hidden here, re-checked every minute. */
  slots: readonly string[];
  /** Where each slot meets, by its ISO instant. */
  places?: ReadonlyMap<string, SlotPlace> | undefined;
  loading: boolean;
  addSlot(slotIso: string, place: SlotPlaceInput): Promise<unknown>;
  removeSlot(slotIso: string): Promise<unknown>;
}

/** Manage Availability: the live slot list, the add form with quick times, the tips, and their toasts. */
export const ManageAvailability = memo(function ManageAvailability({
  slots,
  places,
  loading,
  addSlot,
  removeSlot,
}: ManageAvailabilityProps) {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  const [justAdded, setJustAdded] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const active = futureSlots(slots, now);
  const form = useSchemaForm<NewSlotValues, NewSlot>({
    initial: { slot: '', place: { kind: 'in_person', location: '' } },
    async check(values): Promise<FormCheck<NewSlot>> {
      // The schema (and zod with it) loads on the first submit, keeping it out of the page's initial JS.
      const { validateNewSlot } = await import('../model/validate-new-slot');
      // The clock is read now, not from the minute tick, so a time that just passed is refused.
      return validateNewSlot(values, active, new Date());
    },
    async send({ slot, place }) {
      await addSlot(slot, place);
      notify.success(successMessages.slotAdded);
      setJustAdded(true);
    },
    afterSend: (values) => ({ ...values, slot: '' }),
    clearErrorOnChange: true,
    // The message shows under its field and in a toast; the focus stays on the button pressed.
    onInvalid: (found) => notify.error(found.slot ?? found.place ?? errorMessages.addSlotFailed),
    onFailure: (failure) => notify.error(errorText(failure, errorMessages.addSlotFailed)),
  });

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), SLOT_ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  async function remove(slot: string) {
    setRemoving(slot);
    try {
      await removeSlot(slot);
      notify.success(successMessages.slotRemoved);
    } catch (failure) {
      notify.error(errorText(failure, errorMessages.removeSlotFailed));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <SlotList
        slots={active}
        places={places}
        now={now}
        loading={loading}
        removing={removing}
        onRemove={remove}
      />
      <Stack gap="6">
        <AddSlotForm
          formRef={form.formRef}
          value={form.values.slot}
          onChange={(next) => form.set('slot', next)}
          now={now}
          busy={form.busy}
          error={form.errors.slot ?? null}
          justAdded={justAdded}
          place={form.values.place}
          onPlaceChange={(next) => form.set('place', next)}
          placeError={form.errors.place}
          onSubmit={form.submit}
        />
        <AvailabilityTips />
      </Stack>
    </SimpleGrid>
  );
});
