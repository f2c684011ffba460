import { getCountFromServer, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/**
 * How many documents `counted` selects, counted by the server (an aggregation: no document is read), and
 * counted again whenever `trigger` changes; a null trigger waits (nothing is counted yet, what was counted
 * stays). Null until the first answer for this query, and while `counted` is null; a new count of the same
 * query keeps showing the previous one until it answers.
 */
export function useServerCount(counted: Query | null, trigger: unknown): number | null {
  const [result, setResult] = useState<{ counted: Query; count: number } | null>(null);
  useEffect(() => {
    if (counted === null || trigger === null) return;
    // Read so a change of the trigger counts again.
    void trigger;
    let current = true;
    getCountFromServer(counted)
      .then((snapshot) => {
        if (current) setResult({ counted, count: snapshot.data().count });
      })
      .catch(() => {
        // The figure waits for the next change; the lists themselves are not affected.
      });
    return () => {
      current = false;
    };
  }, [counted, trigger]);
  return result !== null && result.counted === counted ? result.count : null;
}
