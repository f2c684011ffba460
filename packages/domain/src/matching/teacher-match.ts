import type { IsoDateTime, TeacherCard } from '../entities';
import type { MatchReason } from './reasons';

/** One answer of POST /student/match: a teacher, why it matched and the earliest slot a student may book. */
export interface TeacherMatch {
  teacher: TeacherCard;
  reasons: MatchReason[];
  /** The earliest slot bookable now (past the minimum notice), or null when the teacher has none. */
  earliestSlot: IsoDateTime | null;
  /** Cosine distance of the profile to the need (0 = same direction, 2 = opposite). */
  distance: number;
}
