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
import { lazy, memo, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { useNow } from '@/lib/use-now';
import { type FormCheck, useSchemaForm } from '@/lib/use-schema-form';
import type { NewSlot, NewSlotValues } from '../model/validate-new-slot';
import { dashboardLayoutTexts } from '../texts';
import { Disclosure } from './disclosure';
import { SlotList } from './slot-list';

// The form, its quick times and the tips load when 'Add slots' is first opened: they are not on the first screen.
const AddSlotForm = lazy(() => import('./add-slot-form').then((module) => ({ default: module.AddSlotForm })));
const AvailabilityTips = lazy(() =>
  import('./availability-tips').then((module) => ({ default: module.AvailabilityTips })),
);

export interface ManageAvailabilityProps {
  /** Every stored slot as ISO instants; past ones are hidden here, re-checked every minute. */
  slots: readonly string[];
  /** Where each slot meets, by its ISO instant. */
  places?: ReadonlyMap<string, SlotPlace> | undefined;
  /** The office hours' location: where an in-person slot that names none meets. */
  officeLocation?: string | undefined;
  loading: boolean;
  /** The week at a glance, shown first (loaded after the first paint). */
  weekView?: ReactNode;
  /** The weekly office-hours generator, behind its disclosure (loaded after the first paint). */
  officeHours?: ReactNode;
  addSlot(
    slotIso: string,
    place: SlotPlaceInput,
    seats?: { capacity: number; autoApprove: boolean },
  ): Promise<unknown>;
  removeSlot(slotIso: string): Promise<unknown>;
}

/**
 * Manage Availability: the week first, then the live slot list; the add form (with quick times and tips) and
 * the weekly office hours wait behind their disclosures, so the section is short until the teacher asks.
 */
export const ManageAvailability = memo(function ManageAvailability({
  slots,
  places,
  officeLocation,
  loading,
  weekView,
  officeHours,
  addSlot,
  removeSlot,
}: ManageAvailabilityProps) {
  const now = useNow(SLOT_EXPIRY_CHECK_INTERVAL_MS);
  const [justAdded, setJustAdded] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const active = futureSlots(slots, now);
  const form = useSchemaForm<NewSlotValues, NewSlot>({
    initial: { slot: '', place: { kind: 'in_person', location: '' }, capacity: '1', autoApprove: false },
    async check(values): Promise<FormCheck<NewSlot>> {
      // The schema (and zod with it) loads on the first submit, keeping it out of the page's initial JS.
      const { validateNewSlot } = await import('../model/validate-new-slot');
      // The clock is read now, not from the minute tick, so a time that just passed is refused.
      return validateNewSlot(values, active, new Date());
    },
    async send({ slot, place, seats }) {
      if (seats.capacity > 1) await addSlot(slot, place, seats);
      else await addSlot(slot, place);
      notify.success(successMessages.slotAdded);
      setJustAdded(true);
    },
    afterSend: (values) => ({ ...values, slot: '' }),
    clearErrorOnChange: true,
    // The message shows under its field and in a toast; the focus stays on the button pressed.
    onInvalid: (found) =>
      notify.error(found.slot ?? found.place ?? found.capacity ?? errorMessages.addSlotFailed),
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
    <Stack gap="5">
      {weekView}
      <SlotList
        slots={active}
        places={places}
        officeLocation={officeLocation}
        now={now}
        loading={loading}
        removing={removing}
        onRemove={remove}
      />
      <Disclosure label={dashboardLayoutTexts.addSlots}>
        <Suspense fallback={<Skeleton h="64" />}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" pt="2" alignItems="start">
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
              capacity={form.values.capacity}
              onCapacityChange={(next) => form.set('capacity', next)}
              capacityError={form.errors.capacity}
              autoApprove={form.values.autoApprove}
              onAutoApproveChange={(next) => form.set('autoApprove', next)}
              onSubmit={form.submit}
            />
            <AvailabilityTips />
          </SimpleGrid>
        </Suspense>
      </Disclosure>
      {officeHours && <Disclosure label={dashboardLayoutTexts.weeklyOfficeHours}>{officeHours}</Disclosure>}
    </Stack>
  );
});
