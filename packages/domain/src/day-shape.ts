// The shape of a teacher's day: buffers around each session, a daily maximum and the hours they take
// sessions, and which slots and approvals these (and the teacher's busy times) rule out. Hours and days
// are Asia/Kolkata's. Between two sessions the gap must be at least the larger of the earlier one's
// after-buffer and the later one's before-buffer (the same minutes serve both).
export const BUFFER_MAX_MINUTES = 60;
export const DAILY_MAX_LIMIT = 24;

export interface DayShape {
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** null: no daily limit. */
  maxSessionsPerDay: number | null;
  /** First hour a session may start (0–23), and the hour by which sessions must have ended (1–24). */
  earliestHour: number;
  latestHour: number;
}

export const DEFAULT_DAY_SHAPE: DayShape = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  maxSessionsPerDay: null,
  earliestHour: 0,
  latestHour: 24,
};

export const dayShapeTexts = {
  title: 'The shape of your day',
  intro:
    'Free slots that break these are not offered to students, and approvals that would break them are refused.',
  bufferBefore: 'Free minutes before each session',
  bufferAfter: 'Free minutes after each session',
  maxPerDay: 'Most sessions in a day (empty: no limit)',
  earliest: 'Earliest hour a session starts',
  latest: 'Hour by which sessions end',
  save: 'Save day settings',
  saved: 'Day settings saved',
  bufferRange: `Enter whole minutes from 0 to ${BUFFER_MAX_MINUTES}`,
  maxRange: `Enter a whole number from 1 to ${DAILY_MAX_LIMIT}, or leave it empty`,
  hourRange: 'Enter a whole hour from 0 to 24',
  hoursOrder: 'The latest hour must be after the earliest',
  blocked: {
    busy: 'This time is busy in your calendar',
    buffer: 'Too close to another session (your buffer time)',
    dailyMax: 'You already have the most sessions you take that day',
    hours: 'Outside the hours you take sessions',
  },
  refusals: {
    busy: 'This slot is no longer available',
    buffer: (minutes: number) => `Approving this would leave less than ${minutes} minutes between sessions`,
    dailyMax: (max: number) => `Approving this would make more than ${max} sessions on that day`,
    hours: (from: number, to: number) => `Approving this would put a session outside ${from}:00–${to}:00`,
  },
} as const;

export type BlockReason = 'busy' | 'buffer' | 'dailyMax' | 'hours';
export const BLOCK_REASONS: readonly BlockReason[] = ['busy', 'buffer', 'dailyMax', 'hours'];

export interface Span {
  start: number;
  end: number;
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The Asia/Kolkata day number of an instant. */
export const istDayOf = (millis: number) => Math.floor((millis + IST_OFFSET_MS) / DAY_MS);

/** Minutes since Asia/Kolkata midnight of the day `start` falls on, for the span's start and end. */
function istMinutes(span: Span): { from: number; to: number } {
  const dayStart = istDayOf(span.start) * DAY_MS - IST_OFFSET_MS;
  return { from: (span.start - dayStart) / MINUTE_MS, to: (span.end - dayStart) / MINUTE_MS };
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The gap the buffers ask between two sessions. */
const requiredGapMs = (shape: DayShape) =>
  Math.max(shape.bufferBeforeMinutes, shape.bufferAfterMinutes) * MINUTE_MS;

function tooClose(candidate: Span, session: Span, shape: DayShape): boolean {
  const gap = requiredGapMs(shape);
  return candidate.start < session.end + gap && session.start < candidate.end + gap;
}

/**
 * Why a session at `candidate` may not be held, given the teacher's other approved sessions (`approved`,
 * the candidate itself left out) and busy times; null when it may. Busy comes first: it is the teacher's own word.
 */
export function dayShapeBreach(
  candidate: Span,
  approved: readonly Span[],
  busy: readonly Span[],
  shape: DayShape,
): BlockReason | null {
  if (busy.some((span) => overlaps(candidate, span))) return 'busy';
  // 0–24 is no limit: a late session running past midnight is allowed.
  const limitsHours = shape.earliestHour > 0 || shape.latestHour < 24;
  const { from, to } = istMinutes(candidate);
  if (limitsHours && (from < shape.earliestHour * 60 || to > shape.latestHour * 60)) return 'hours';
  if (approved.some((session) => !overlaps(candidate, session) && tooClose(candidate, session, shape))) {
    return 'buffer';
  }
  if (shape.maxSessionsPerDay !== null) {
    const day = istDayOf(candidate.start);
    if (approved.filter((session) => istDayOf(session.start) === day).length >= shape.maxSessionsPerDay) {
      return 'dailyMax';
    }
  }
  return null;
}

/** The message an approval refused for `reason` answers with. */
export function approvalRefusal(reason: BlockReason, shape: DayShape): string {
  const t = dayShapeTexts.refusals;
  if (reason === 'buffer') return t.buffer(Math.max(shape.bufferBeforeMinutes, shape.bufferAfterMinutes));
  if (reason === 'dailyMax') return t.dailyMax(shape.maxSessionsPerDay ?? 0);
  if (reason === 'hours') return t.hours(shape.earliestHour, shape.latestHour);
  return t.busy;
}
