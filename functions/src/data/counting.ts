import { istMonthBounds, percentChange } from '@appointments/domain';
import { type Query, Timestamp } from 'firebase-admin/firestore';

/** Counts with an aggregation query: the server counts, no document is read. */
export async function countOf(query: Query): Promise<number> {
  return (await query.count().get()).data().count;
}

/** Percent change of what `query` holds created this IST month against last month. */
export async function monthOverMonth(query: Query, field: string, now: Date): Promise<number> {
  const inRange = (offset: number) => {
    const { start, end } = istMonthBounds(now, offset);
    return query.where(field, '>=', Timestamp.fromDate(start)).where(field, '<', Timestamp.fromDate(end));
  };
  const [current, previous] = await Promise.all([countOf(inRange(0)), countOf(inRange(-1))]);
  return percentChange(current, previous);
}
