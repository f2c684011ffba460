import type { RatingStatus } from '@appointments/domain';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { fetchMyRating } from './student-api';

/** The student's existing rating of a teacher, fetched when the rating modal opens for them. */
export function useMyRating(teacherId: string | null): RatingStatus | null {
  const [rating, setRating] = useState<RatingStatus | null>(null);
  useEffect(() => {
    setRating(null);
    if (teacherId === null) return;
    let current = true;
    fetchMyRating(teacherId).then(
      (answer) => {
        if (current) setRating(answer);
      },
      (error: unknown) => {
        if (current) notify.error(error instanceof Error ? error.message : String(error));
      },
    );
    // A late answer for a teacher whose modal has closed must not land in the next one.
    return () => {
      current = false;
    };
  }, [teacherId]);
  return rating;
}
