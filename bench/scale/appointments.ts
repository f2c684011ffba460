// The generated history: a year of appointments, upcoming slots, ratings after completed sessions, messages.
import { istDayBounds } from '@appointments/domain';
import type { Random } from '../support/random';
import type {
  Dataset,
  SeedAccount,
  SeedAppointment,
  SeedConversation,
  SeedRating,
  SeedSlot,
  SeedTeacher,
} from './dataset';
import { MESSAGES, PURPOSES, REVIEWS } from './names';
import { DAY_MS, REAL_SHARE } from './scale-config';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

type History = Omit<Dataset, 'teachers' | 'students'>;

/** Shapes a history for one set of accounts: times never clash for a teacher, nothing is left for the job. */
class HistoryMaker {
  private readonly busy = new Map<string, Set<number>>();
  private readonly todayStart: number;

  constructor(
    private readonly random: Random,
    private readonly now: Date,
  ) {
    this.todayStart = istDayBounds(now).start.getTime();
  }

  autoId(): string {
    let id = '';
    for (let i = 0; i < 20; i++) id += ID_CHARS[this.random.int(0, ID_CHARS.length - 1)];
    return id;
  }

  /**
   * A free half-hour between 09:00 and 17:00 India time on day `from`..`to` from today. Past times are at
   * least a day old and future ones a day ahead, so the automatic updates find nothing during a run.
   */
  freeTime(teacher: SeedTeacher, from: number, to: number): Date {
    let taken = this.busy.get(teacher.uid);
    if (!taken) {
      taken = new Set();
      this.busy.set(teacher.uid, taken);
    }
    for (;;) {
      const day = this.random.int(from, to);
      const time = this.todayStart + day * DAY_MS + (9 * 60 + 30 * this.random.int(0, 16)) * MINUTE_MS;
      if (taken.has(time)) continue;
      taken.add(time);
      return new Date(time);
    }
  }

  private before(limit: number, at: number): Date {
    return new Date(Math.min(at, limit));
  }

  appointment(teacher: SeedTeacher, student: SeedAccount, past: boolean): SeedAppointment {
    const { random, now } = this;
    const nowMs = now.getTime();
    const dateTime = past ? this.freeTime(teacher, -365, -1) : this.freeTime(teacher, 1, 30);
    const t = dateTime.getTime();
    const createdAt = this.before(
      nowMs - MINUTE_MS,
      t - random.int(1, 14) * DAY_MS - random.int(0, 8 * HOUR_MS),
    );
    const c = createdAt.getTime();
    const base = {
      id: this.autoId(),
      teacher,
      student,
      dateTime,
      createdAt,
      purpose: random.pick(PURPOSES),
      bookingType: random.chance(0.6) ? ('slot_booking' as const) : ('custom_request' as const),
    };
    const settledAt = this.before(nowMs, t + 5 * MINUTE_MS);
    if (past) {
      if (random.chance(0.7)) {
        const approvedAt = this.before(t, c + random.int(0, 2 * DAY_MS));
        return { ...base, status: 'completed', approvedAt, updatedAt: settledAt, autoUpdatedAt: settledAt };
      }
      if (random.chance(0.5))
        return {
          ...base,
          status: 'canceled',
          approvedAt: null,
          updatedAt: settledAt,
          autoUpdatedAt: settledAt,
        };
      const declinedAt = this.before(t, c + random.int(HOUR_MS, DAY_MS));
      return { ...base, status: 'canceled', approvedAt: null, updatedAt: declinedAt, autoUpdatedAt: null };
    }
    const roll = random.next();
    if (roll < 0.5)
      return { ...base, status: 'pending', approvedAt: null, updatedAt: createdAt, autoUpdatedAt: null };
    if (roll < 0.9) {
      const approvedAt = new Date(Math.max(c, nowMs - random.int(0, 3 * DAY_MS)));
      return { ...base, status: 'approved', approvedAt, updatedAt: approvedAt, autoUpdatedAt: null };
    }
    const declinedAt = this.before(nowMs, c + random.int(HOUR_MS, DAY_MS));
    return { ...base, status: 'canceled', approvedAt: null, updatedAt: declinedAt, autoUpdatedAt: null };
  }

  /** Someone who already had an account when the request was made, when one can be found quickly. */
  pickOlder<T extends SeedAccount>(people: readonly T[], than: Date): T {
    let candidate = this.random.pick(people);
    for (let tries = 0; tries < 20 && candidate.createdAt > than; tries++)
      candidate = this.random.pick(people);
    return candidate;
  }

  slot(teacher: SeedTeacher): SeedSlot {
    const dateTime = this.freeTime(teacher, 1, 14);
    const createdAt = new Date(this.now.getTime() - this.random.int(0, 7 * DAY_MS));
    return { teacher, dateTime, createdAt };
  }

  conversation(teacher: SeedTeacher, student: SeedAccount, length: number): SeedConversation {
    let at = this.now.getTime() - this.random.int(2, 60) * DAY_MS;
    const messages = Array.from({ length }, (_, k) => {
      at = Math.min(this.now.getTime() - MINUTE_MS, at + this.random.int(MINUTE_MS, 6 * HOUR_MS));
      return { fromStudent: k % 2 === 0, content: MESSAGES[k % MESSAGES.length] ?? '', sentAt: new Date(at) };
    });
    return { teacher, student, messages };
  }
}

const isPast = (random: Random) => random.chance(0.85);

export function generateAppointments(
  random: Random,
  teachers: readonly SeedTeacher[],
  students: readonly SeedAccount[],
  total: number,
  now: Date,
): History {
  const maker = new HistoryMaker(random, now);
  const approvedTeachers = teachers.filter((t) => t.approved);
  const approvedStudents = students.filter((s) => s.approved);
  const realTeacher = teachers.find((t) => t.real);
  const realStudent = students.find((s) => s.real);
  if (!realTeacher || !realStudent) throw new Error('the real teacher and student must be in the lists');
  const bulkTeachers = approvedTeachers.filter((t) => !t.real);
  const bulkStudents = approvedStudents.filter((s) => !s.real);

  const appointments: SeedAppointment[] = [];
  // The real pair: one completed session (so the student may rate), the rest by chance.
  const pairCount = 5;
  for (let i = 0; i < pairCount; i++)
    appointments.push(maker.appointment(realTeacher, realStudent, i === 0 || isPast(random)));
  for (let i = pairCount; i < REAL_SHARE.teacherAppointments; i++) {
    const past = isPast(random);
    appointments.push(maker.appointment(realTeacher, random.pick(bulkStudents), past));
  }
  for (let i = pairCount; i < REAL_SHARE.studentAppointments; i++) {
    appointments.push(maker.appointment(random.pick(bulkTeachers), realStudent, isPast(random)));
  }
  while (appointments.length < total) {
    const teacher = random.pick(bulkTeachers);
    const appointment = maker.appointment(teacher, random.pick(bulkStudents), isPast(random));
    appointment.student = maker.pickOlder(bulkStudents, appointment.createdAt);
    appointments.push(appointment);
  }

  const slots: SeedSlot[] = [];
  for (const teacher of approvedTeachers) {
    const count = teacher.real ? REAL_SHARE.teacherSlots : random.int(2, 8);
    for (let i = 0; i < count; i++) slots.push(maker.slot(teacher));
  }

  // A rating from about a third of the pairs who completed a session, after the session.
  const ratings: SeedRating[] = [];
  const rated = new Set<string>();
  for (const a of appointments) {
    const pair = `${a.teacher.uid}_${a.student.uid}`;
    if (a.status !== 'completed' || rated.has(pair) || a.student.real || !random.chance(0.3)) continue;
    rated.add(pair);
    const ratedAt = new Date(Math.min(now.getTime(), a.dateTime.getTime() + random.int(HOUR_MS, 3 * DAY_MS)));
    ratings.push({
      teacher: a.teacher,
      student: a.student,
      rating: random.pick([5, 5, 4, 4, 4, 3, 2]),
      review: random.pick(REVIEWS),
      ratedAt,
    });
  }

  const conversations: SeedConversation[] = [
    maker.conversation(realTeacher, realStudent, REAL_SHARE.threadMessages),
  ];
  const talked = new Set([`${realTeacher.uid}_${realStudent.uid}`]);
  // The real accounts' contact lists: more conversations than a page, with people they had sessions with.
  const startTalking = (teacher: SeedTeacher, student: SeedAccount) => {
    const pair = `${teacher.uid}_${student.uid}`;
    if (talked.has(pair)) return;
    talked.add(pair);
    conversations.push(maker.conversation(teacher, student, random.int(1, 6)));
  };
  const teacherPartners = appointments.filter((a) => a.teacher.real && !a.student.real);
  for (const a of teacherPartners.slice(0, REAL_SHARE.teacherConversations))
    startTalking(a.teacher, a.student);
  const studentPartners = appointments.filter((a) => a.student.real && !a.teacher.real);
  for (const a of studentPartners.slice(0, REAL_SHARE.studentConversations))
    startTalking(a.teacher, a.student);
  // Everyone else: one pair in a hundred appointments talked, so the conversations grow with the college.
  for (let i = 0; i < appointments.length / 100; i++) {
    const a = random.pick(appointments);
    startTalking(a.teacher, a.student);
  }
  return { appointments, slots, ratings, conversations };
}
