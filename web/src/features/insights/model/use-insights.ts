// Loads the figures for the range (and department) asked, keeping the last answer while the next loads.
import { type DayRange, insightsTexts } from '@appointments/domain';
import { useEffect, useState } from 'react';

export function useInsights<T>(load: () => Promise<T>, key: string) {
  const [figures, setFigures] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` asks for
  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    load()
      .then((answer) => current && setFigures(answer))
      .catch(
        (failure: unknown) =>
          current && setError(failure instanceof Error ? failure.message : insightsTexts.loadFailed),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [key]);
  return { figures, error, loading };
}

export const rangeKey = (range: DayRange, department = '') => `${range.from}|${range.to}|${department}`;
