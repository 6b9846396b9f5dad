import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps the zone once read: each case loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./platform-time-zone');
};

afterEach(() => vi.unstubAllGlobals());

describe('platformTimeZone', () => {
  it('is the zone the server wrote into the page', async () => {
    const querySelector = vi.fn(() => ({ content: 'Europe/Paris' }));
    vi.stubGlobal('document', { querySelector });
    const { platformTimeZone } = await load();
    expect(platformTimeZone()).toBe('Europe/Paris');
    expect(querySelector).toHaveBeenCalledWith('meta[name="rdv-time-zone"]');
  });

  it('is the zone of the page the server draws', async () => {
    const { platformTimeZone, setPlatformTimeZone } = await load();
    setPlatformTimeZone('Europe/Paris');
    expect(platformTimeZone()).toBe('Europe/Paris');
  });

  it('is the shared default in a page no server wrote (Vite’s dev server)', async () => {
    vi.stubGlobal('document', { querySelector: () => null });
    const { platformTimeZone } = await load();
    const { DEFAULT_TIME_ZONE } = await import('@/shared/constants');
    expect(platformTimeZone()).toBe(DEFAULT_TIME_ZONE);
  });
});
