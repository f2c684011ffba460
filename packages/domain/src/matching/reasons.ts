// Why a teacher matched a need: the profile entries (subject, research interests, qualifications,
// department) that share a subject concept or a meaningful word with the need, in that order.
import { analyseText } from './concepts';

export type MatchReasonKind = 'subject' | 'researchInterest' | 'qualification' | 'department';

export interface MatchReason {
  kind: MatchReasonKind;
  /** The teacher's own words, as written on the profile. */
  text: string;
}

/** The profile text the embedder reads: what a teacher teaches and studies. */
export interface TeacherProfileSource {
  subject: string;
  department: string;
  designation: string;
  qualification: readonly string[];
  researchInterests: readonly string[];
  bio: string;
}

/**
 * The one text a teacher's profile is embedded from. The subject comes first and twice, being what
 * students ask for most; the order is fixed so the same profile always gives the same text (and hash).
 */
export function teacherProfileText(profile: TeacherProfileSource): string {
  return [
    `Subject: ${profile.subject}.`,
    `Teaches ${profile.subject} in ${profile.department}.`,
    profile.designation ? `${profile.designation}.` : '',
    profile.researchInterests.length ? `Research interests: ${profile.researchInterests.join(', ')}.` : '',
    profile.qualification.length ? `Qualifications: ${profile.qualification.join(', ')}.` : '',
    profile.bio,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Words, and for the subject also the subjects it names: "eigenvalues" matches the subject Linear Algebra. */
function keysOf(text: string, withSubjects: boolean): Set<string> {
  const { words, concepts } = analyseText(text);
  return new Set([
    ...words.filter((word) => word.length > 2).map((word) => `w:${word}`),
    ...(withSubjects ? concepts.filter((hit) => hit.kind === 'subject').map((hit) => `s:${hit.id}`) : []),
  ]);
}

function fieldsOf(text: string): Set<string> {
  return new Set(analyseText(text).concepts.map((hit) => hit.field));
}

const MAX_REASONS = 4;

/** The entries of a profile that match a need, most telling first, without repeats. */
export function matchReasons(need: string, profile: TeacherProfileSource): MatchReason[] {
  const needKeys = keysOf(need, true);
  const needFields = fieldsOf(need);
  // Research interests and qualifications must share a word: naming every interest in the subject's
  // area would not tell the student which one fits.
  const shares = (text: string, withSubjects = false) =>
    [...keysOf(text, withSubjects)].some((key) => needKeys.has(key));
  const candidates: MatchReason[] = [
    { kind: 'subject', text: profile.subject },
    ...profile.researchInterests.map((text) => ({ kind: 'researchInterest' as const, text })),
    ...profile.qualification.map((text) => ({ kind: 'qualification' as const, text })),
  ];
  const reasons = candidates.filter(
    (reason) => reason.text.trim() && shares(reason.text, reason.kind === 'subject'),
  );
  // The department alone says little; it is given when nothing more precise matched.
  if (reasons.length === 0) {
    const department = profile.department;
    const subjectFields = fieldsOf(`${profile.subject} ${department}`);
    if (shares(department, true) || [...needFields].some((field) => subjectFields.has(field))) {
      reasons.push({ kind: 'department', text: department });
    }
  }
  const seen = new Set<string>();
  return reasons
    .filter((reason) => {
      const key = reason.text.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_REASONS);
}
