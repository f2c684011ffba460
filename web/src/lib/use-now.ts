import { SLOT_EXPIRY_CHECK_INTERVAL_MS } from '@appointments/domain';
import { useEffect, useState } from 'react';

/** The current time, moved on every minute: passed slots vanish and countdowns advance (spec section 4). */
export function useNow(intervalMs: number = SLOT_EXPIRY_CHECK_INTERVAL_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
