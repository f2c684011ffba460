// Small wording rules of the screens: initials, counts with the right plural, summaries, ratings.

export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters === '' ? '?' : letters;
}

/** '1 slot', '2 slots'; give the plural when adding an s is wrong. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export function slotsAvailableText(count: number): string {
  return count === 0 ? 'No slots available' : `${countOf(count, 'slot')} available`;
}

export function activeSlotsText(count: number): string {
  return countOf(count, 'active slot');
}

export function teachersAwaitingApprovalText(count: number): string {
  return `${countOf(count, 'teacher')} awaiting approval`;
}

export function reviewBannerText(pendingCount: number): string {
  const verb = pendingCount === 1 ? 'needs' : 'need';
  return `${countOf(pendingCount, 'appointment')} ${verb} your review (shown first)`;
}

export function upcomingSessionsText(count: number): string {
  return countOf(count, 'upcoming session');
}

export function teachersAvailableText(count: number): string {
  return `${countOf(count, 'teacher')} available`;
}

export interface Noun {
  singular: string;
  plural: string;
}

export const TEACHER_NOUN: Noun = { singular: 'teacher', plural: 'teachers' };
export const STUDENT_NOUN: Noun = { singular: 'student', plural: 'students' };

/** The search banner; the spec's student list said "teachers" too, callers pass the right noun. */
export function searchSummaryText(count: number, term: string, noun: Noun = TEACHER_NOUN): string {
  if (count === 0) return `No ${noun.plural} found for "${term}"`;
  return `Found ${countOf(count, noun.singular, noun.plural)} matching "${term}"`;
}

export function approveAllConfirmText(count: number, noun: Noun): string {
  return `Approve all ${countOf(count, noun.singular, noun.plural)}?`;
}

/** Splits comma-separated form text; items trimmed, blanks dropped. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The form shows lists as comma-plus-space text. */
export function joinCommaList(items: readonly string[]): string {
  return items.join(', ');
}

export function oneDecimalOrNA(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
}

/** An average only means something once someone has rated; 0 ratings shows the fallback. */
export function averageRatingOr(average: number | null | undefined, count: number, fallback: string): string {
  return count > 0 ? oneDecimalOrNA(average) : fallback;
}

export function ratingText(average: number | null | undefined, count: number): string {
  if (count <= 0) return 'No ratings yet';
  return `${oneDecimalOrNA(average)} (${countOf(count, 'review')})`;
}

export const RATING_LABELS = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' } as const;

export function ratingLabel(stars: number): string {
  return RATING_LABELS[stars as keyof typeof RATING_LABELS] ?? '';
}

export function professorGreeting(name: string | null | undefined): string {
  return `Prof. ${name?.trim() || 'Educator'}`;
}

export function studentGreetingName(name: string | null | undefined): string {
  return name?.trim() || 'Student';
}

export function pendingRequestsText(count: number): string {
  return count > 0 ? 'Need attention' : 'All clear';
}

export function noStatusAppointmentsText(status: string): string {
  return `No ${status} appointments to show.`;
}
