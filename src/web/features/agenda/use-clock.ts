import { useEffect, useState } from 'react';
import { now as clockNow } from '@/web/lib/clock';

/** Now, refreshed every minute: the current-time line moves and passed half hours stop being offered. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => clockNow());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(clockNow()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
