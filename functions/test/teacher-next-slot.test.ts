// The card's `nextSlotAt`, against the project's emulator: it follows the slot times through the teacher-write
// trigger's step, stops once current (so its own write ends the chain), and the backfill fills older cards.
import { collections, NEXT_SLOT_AT_FIELD } from '@appointments/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NO_NEXT_SLOT_AT } from '../src/data/next-slot';
import { backfillNextSlotAt, nextSlotTouched, refreshNextSlotAt } from '../src/services/teacher-next-slot';
import { useServiceEmulator } from './support/emulator';

const { db } = useServiceEmulator();

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const card = (id: string) => db().collection(collections.teachers).doc(id);
const stored = async (id: string) => ((await card(id).get()).get(NEXT_SLOT_AT_FIELD) as Timestamp).toDate();

describe('nextSlotAt', () => {
  it('is the earliest slot time, follows a removal, and is the end of time with no slot', async () => {
    const ref = card('n1');
    await ref.set({ name: 'Meera Rao', slotTimes: [at('2026-12-04T04:30:00Z'), at('2026-12-02T08:30:00Z')] });
    expect(nextSlotTouched(await ref.get())).toBe(true);
    expect(await refreshNextSlotAt(ref)).toBe(true);
    expect((await stored('n1')).toISOString()).toBe('2026-12-02T08:30:00.000Z');

    // Current now: the event its own write causes finds nothing to do.
    expect(nextSlotTouched(await ref.get())).toBe(false);
    expect(await refreshNextSlotAt(ref)).toBe(false);

    await ref.update({ slotTimes: FieldValue.arrayRemove(at('2026-12-02T08:30:00Z')) });
    await refreshNextSlotAt(ref);
    expect((await stored('n1')).toISOString()).toBe('2026-12-04T04:30:00.000Z');

    await ref.update({ slotTimes: [] });
    await refreshNextSlotAt(ref);
    expect((await stored('n1')).getTime()).toBe(NO_NEXT_SLOT_AT.toMillis());
  });

  it('orders a query with the soonest slot first and teachers without one last, none left out', async () => {
    await Promise.all([
      card('q-none').set({ isApproved: true, name: 'A None', averageRating: 5, slotTimes: [] }),
      card('q-late').set({
        isApproved: true,
        name: 'B Late',
        averageRating: 1,
        slotTimes: [at('2026-12-09T04:30:00Z')],
      }),
      card('q-soon').set({
        isApproved: true,
        name: 'C Soon',
        averageRating: 2,
        slotTimes: [at('2026-12-03T04:30:00Z')],
      }),
    ]);
    await backfillNextSlotAt();
    const listed = await db()
      .collection(collections.teachers)
      .where('isApproved', '==', true)
      .orderBy(NEXT_SLOT_AT_FIELD)
      .orderBy('averageRating', 'desc')
      .orderBy('name')
      .get();
    expect(listed.docs.map((doc) => doc.id)).toEqual(['q-soon', 'q-late', 'q-none']);
  });

  it('backfills every card a page at a time, and a second run writes nothing', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        card(`b${i}`).set({
          name: `Teacher ${i}`,
          slotTimes: i % 2 === 0 ? [at(`2026-12-1${i}T04:30:00Z`)] : [],
        }),
      ),
    );
    const first = await backfillNextSlotAt(2);
    expect(first).toEqual({ read: 5, updated: 5 });
    expect((await stored('b2')).toISOString()).toBe('2026-12-12T04:30:00.000Z');
    expect((await stored('b1')).getTime()).toBe(NO_NEXT_SLOT_AT.toMillis());
    const second = await backfillNextSlotAt(2);
    expect(second).toEqual({ read: 5, updated: 0 });
  });
});
