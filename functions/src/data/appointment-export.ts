// The appointments of a range (by session time, IST days) for the CSV export, a page at a time: memory holds
// one page whatever the number of appointments.
import type { AppointmentCsvRow, DayRange } from '@appointments/domain';
import type { AppointmentDocument } from '@appointments/domain/documents';
import { type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { appointmentsCollection } from './appointments';
import { insightFactsOf } from './insight-facts';

const PAGE_SIZE = 500;
const DAY_MS = 86_400_000;

/** Midnight IST starting the day. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function csvRow(snapshot: QueryDocumentSnapshot<AppointmentDocument>): AppointmentCsvRow {
  const stored = snapshot.data();
  return {
    ...insightFactsOf(stored),
    id: snapshot.id,
    studentName: stored.student.name,
    studentEmail: stored.student.email,
    bookingType: stored.bookingType,
    purpose: stored.purpose,
  };
}

export async function* appointmentPagesInRange(
  range: DayRange,
  department: string | null,
  pageSize = PAGE_SIZE,
): AsyncGenerator<AppointmentCsvRow[]> {
  let query = appointmentsCollection()
    .where('dateTime', '>=', Timestamp.fromDate(istMidnight(range.from)))
    .where('dateTime', '<', Timestamp.fromMillis(istMidnight(range.to).getTime() + DAY_MS));
  if (department !== null) query = query.where('teacher.department', '==', department);
  query = query.orderBy('dateTime');
  let after: QueryDocumentSnapshot<AppointmentDocument> | undefined;
  for (;;) {
    const page = await (after ? query.startAfter(after) : query).limit(pageSize).get();
    if (!page.empty) yield page.docs.map(csvRow);
    if (page.size < pageSize) return;
    after = page.docs.at(-1);
  }
}
