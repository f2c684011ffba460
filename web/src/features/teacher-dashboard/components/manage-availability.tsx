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
import type { PlaceValue } from '@/components/ui/place-picker';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const [place, setPlace] = useState<PlaceValue>({ kind: 'in_person', location: '' });
  const [placeError, setPlaceError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<string | null>(null);
  const active = futureSlots(slots, now);

  useEffect(() => {
    if (!justAdded) return;
    const timer = setTimeout(() => setJustAdded(false), SLOT_ADDED_BANNER_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  function change(next: string) {
    setValue(next);
    setError(null);
  }

  async function submit() {
    // The schema (and zod with it) loads on the first submit, keeping it out of the page's initial JS.
    const { validateNewSlot, validateSlotPlace } = await import('../model/validate-new-slot');
    // The clock is read now, not from the minute tick, so a time that just passed is refused.
    const check = validateNewSlot(value, active, new Date());
    setError(check.error);
    if (check.error !== null) {
      notify.error(check.error);
      return;
    }
    const placeCheck = validateSlotPlace(place);
    setPlaceError(placeCheck.error ?? undefined);
    if (placeCheck.error !== null) {
      notify.error(placeCheck.error);
      return;
    }
    setBusy(true);
    try {
      await addSlot(check.slot, placeCheck.place);
      notify.success(successMessages.slotAdded);
      setValue('');
      setJustAdded(true);
    } catch (failure) {
      notify.error(errorText(failure, errorMessages.addSlotFailed));
    } finally {
      setBusy(false);
    }
  }

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
          value={value}
          onChange={change}
          now={now}
          busy={busy}
          error={error}
          justAdded={justAdded}
          place={place}
          onPlaceChange={(next) => {
            setPlace(next);
            setPlaceError(undefined);
          }}
          placeError={placeError}
          onSubmit={submit}
        />
        <AvailabilityTips />
      </Stack>
    </SimpleGrid>
  );
});
