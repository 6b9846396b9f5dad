// Other tabs of the same browser learn of a sign-in or sign-out at once (docs/product.md#sessions).
const CHANNEL_NAME = 'rendezvous-session';

export function announceSessionChange() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage('changed');
  channel.close();
}

export function onSessionChangeElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = () => listener();
  return () => channel.close();
}
