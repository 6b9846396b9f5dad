// "Absent" can be taken back for a few seconds (decision 076): the request leaves only when the
// undo time is over, so an undone mark was never sent and tells nobody. The waiting changes live
// here, not in a component: leaving the page does not lose one, and closing the tab sends it at once.

const waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; send: () => void }>();

function sendAll() {
  for (const [key, change] of waiting) {
    clearTimeout(change.timer);
    waiting.delete(key);
    change.send();
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', sendAll);

/** Sends `send` after `delayMs` unless the returned function is called first (which says whether it undid it). */
export function deferChange(key: string, delayMs: number, send: () => void): () => boolean {
  const earlier = waiting.get(key);
  if (earlier) clearTimeout(earlier.timer);
  const timer = setTimeout(() => {
    waiting.delete(key);
    send();
  }, delayMs);
  waiting.set(key, { timer, send });
  return () => {
    const current = waiting.get(key);
    if (current?.timer !== timer) return false;
    clearTimeout(timer);
    waiting.delete(key);
    return true;
  };
}

/** Whether a change of this key waits to be sent (its buttons stay disabled meanwhile). */
export const isWaiting = (key: string) => waiting.has(key);
