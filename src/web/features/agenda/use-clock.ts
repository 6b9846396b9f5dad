import { useEffect, useState } from 'react';

/** Now, refreshed every minute: the current-time line moves and passed half hours stop being offered. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
