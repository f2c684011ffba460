import { useCallback, useRef, useState } from 'react';

/**
 * A refresh key for the statistics that moves only when an account appears in, leaves or flips in a list
 * after that list first loaded: each list's first report is its baseline, not a change. Otherwise the
 * statistics (four aggregations, about one read per 1,000 students) were fetched again as each of the
 * panel's four lists arrived, five times per visit.
 */
export function useAccountsChanged<Name extends string>(): {
  key: number;
  /** Tells the loaded list's accounts key (model/refresh-key.ts); call it once the list has loaded. */
  report(name: Name, accountsKey: string): void;
} {
  const seen = useRef(new Map<Name, string>());
  const [key, setKey] = useState(0);
  const report = useCallback((name: Name, accountsKey: string) => {
    const previous = seen.current.get(name);
    seen.current.set(name, accountsKey);
    if (previous !== undefined && previous !== accountsKey) setKey((value) => value + 1);
  }, []);
  return { key, report };
}
