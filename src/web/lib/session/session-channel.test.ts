import { afterAll, describe, expect, it, vi } from 'vitest';
import { announceSessionChange, onSessionChangeElsewhere } from './session-channel';

const CHANNEL_NAME = 'rendezvous-session';
const otherTab = new BroadcastChannel(CHANNEL_NAME);
afterAll(() => otherTab.close());

/** Lets the channel deliver what was posted (a message arrives in a later task). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the session channel between tabs', () => {
  it('tells the other tabs, not the tab that signed in or out', async () => {
    const heardHere = vi.fn();
    const heardElsewhere = vi.fn();
    const stop = onSessionChangeElsewhere(heardHere);
    otherTab.onmessage = heardElsewhere;
    announceSessionChange();
    await delivered();
    expect(heardElsewhere).toHaveBeenCalledTimes(1);
    expect(heardHere).not.toHaveBeenCalled();

    otherTab.postMessage('changed');
    await delivered();
    expect(heardHere).toHaveBeenCalledTimes(1);
    stop();
    otherTab.postMessage('changed');
    await delivered();
    expect(heardHere).toHaveBeenCalledTimes(1);
  });
});
