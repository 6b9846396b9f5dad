// Other tabs of the same browser learn of a sign-in or sign-out at once (docs/product.md#sessions).
const CHANNEL_NAME = 'rendezvous-session';

/**
 * One channel for the tab, to announce and to listen: a channel never hears its own messages, while
 * every other channel of the same name does, even in the same tab. With a channel of its own per
 * announcement, the tab heard its own sign-in and dropped the pages it had just fetched for the
 * person (and fetched them again).
 */
let tabChannel: BroadcastChannel | null | undefined;

function channel(): BroadcastChannel | null {
  if (tabChannel === undefined) {
    tabChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return tabChannel;
}

export function announceSessionChange() {
  channel()?.postMessage('changed');
}

export function onSessionChangeElsewhere(listener: () => void): () => void {
  const shared = channel();
  if (!shared) return () => {};
  const onMessage = () => listener();
  shared.addEventListener('message', onMessage);
  return () => shared.removeEventListener('message', onMessage);
}
