import { useEffect, useState } from 'react';
import { fetchOfficeHours, seriesLine } from '@/features/teacher-dashboard';

/** The weekly office-hours series in words, undefined while loading, null when they could not be read. */
export function useOfficeHoursLines(): readonly string[] | null | undefined {
  const [lines, setLines] = useState<readonly string[] | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    fetchOfficeHours()
      .then((series) => {
        if (active) setLines(series.map(seriesLine));
      })
      .catch(() => {
        // The panel says so in words; the rest of the profile is not affected.
        if (active) setLines(null);
      });
    return () => {
      active = false;
    };
  }, []);
  return lines;
}
