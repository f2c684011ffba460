/**
 * The size of one month of the college's insights rollups (`insightRollups/{YYYY-MM}-{shard}`) at the bench's
 * large size, against Firestore's 1 MiB document limit, built in process by the product's own rollup code
 * (no emulator): 3,000 teachers with 28-character ids in the bench's departments, and a month of the 300,000
 * appointments' two years (12,500), every teacher holding sessions that month. The month is measured as one
 * document, the case of every write landing on one shard (two shards each hold about as many teachers).
 * Prints the size in KiB, the number of fields (Firestore's other limit, 20,000) and the teachers named. Not a test: nothing is asserted.
 *
 * Usage: npx tsx bench/scale/rollup-shard-size.ts [--teachers 3000] [--appointments 12500]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { storedDocumentBytes } from './document-size';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES } from './names';

const DEPARTMENT_NAMES = Object.keys(DEPARTMENTS);

const { values } = parseArgs({
  options: {
    teachers: { type: 'string', default: '3000' },
    appointments: { type: 'string', default: '12500' },
  },
});
process.env.GCLOUD_PROJECT ??= 'demo-rollup-size';
process.env.METADATA_SERVER_DETECTION = 'none';
const { initializeApp } = await import('firebase-admin/app');
initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const { InsightRollupChanges } = await import('@appointments/functions/backfill');

const teachers = Array.from({ length: Number(values.teachers) }, (_, index) => ({
  id: randomBytes(21).toString('base64url').slice(0, 28),
  name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[(index * 7) % LAST_NAMES.length]}`,
  department: DEPARTMENT_NAMES[index % DEPARTMENT_NAMES.length] ?? 'General',
}));
const monthStart = Date.parse('2026-10-01T00:00:00Z');
const at = (offsetMs: number) => Timestamp.fromMillis(monthStart + offsetMs);
const changes = new InsightRollupChanges();
const count = Number(values.appointments);
const statuses = ['completed', 'completed', 'completed', 'canceled', 'approved'] as const;
for (let index = 0; index < count; index += 1) {
  // Every teacher first, then at random: all of them hold sessions in the month.
  const teacher = teachers[index < teachers.length ? index : Math.floor(Math.random() * teachers.length)];
  if (!teacher) continue;
  const day = (index * 13) % 30;
  const session = day * 86_400_000 + (3 + (index % 10)) * 3_600_000;
  const status = index < teachers.length ? 'completed' : (statuses[index % statuses.length] ?? 'completed');
  changes.add(undefined, {
    teacherId: teacher.id,
    status,
    attendance: index % 17 === 0 ? 'no_show' : null,
    canceledBy: status === 'canceled' ? (index % 2 === 0 ? 'student' : 'teacher') : null,
    autoUpdated: false,
    dateTime: at(session),
    createdAt: at(Math.max(0, session - 2 * 86_400_000)),
    updatedAt: at(session),
    durationMinutes: 30,
    approvedAt: at(Math.max(0, session - 86_400_000)),
    decidedAt: at(Math.max(0, session - 86_400_000)),
    teacher: {
      name: teacher.name,
      subject: 'Optics',
      department: teacher.department,
      profile: { profilePicture: null },
    },
  });
  changes.offer(teacher, new Date(monthStart + session), 60, 1);
}
/** Fields as Firestore counts them against its 20,000: every field, a map's own fields included. */
function fieldCount(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((sum, child) => sum + 1 + fieldCount(child), 0);
}

for (const [path, data] of changes.documents()) {
  if (!path.startsWith('insightRollups/')) continue;
  const named = Object.keys((data.teacherNames as object | undefined) ?? {}).length;
  console.log(
    `${path}: ${(storedDocumentBytes(path, data) / 1024).toFixed(1)} KiB (limit 1024), ` +
      `${fieldCount(data)} fields (limit 20,000), ${named} teachers named`,
  );
}
process.exit(0);
