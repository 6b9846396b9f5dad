import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { newIdempotencyKey } from './api-client';

/**
 * One click, one action: while a submission runs, another is ignored (a double click lands before
 * React re-renders the disabled button), and every request of one attempt carries the same
 * idempotency key, renewed once an attempt succeeds, so the API answers a retry with the first result.
 */
export function useSubmission() {
  const inFlight = useRef(false);
  const key = useRef(newIdempotencyKey());
  const [running, setRunning] = useState(false);
  async function run(submit: (key: string) => Promise<unknown>) {
    if (inFlight.current) return;
    inFlight.current = true;
    // Drawn before the request leaves: the button is disabled by the time it is sent.
    flushSync(() => setRunning(true));
    try {
      await submit(key.current);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }
  return { run, running, renew: () => (key.current = newIdempotencyKey()) };
}
