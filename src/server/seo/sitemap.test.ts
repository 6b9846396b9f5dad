import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalon, createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { SALONS_PER_FILE, salonFile, salonShards } from './sitemap';

// The sitemap's files stay under the protocol's 50,000 addresses whatever the number of salons, each
// read along an index (docs/product.md#sitemap).

describe('the salon files of the sitemap', () => {
  it('are one file while it fits, then one per leading hex digits of the ids', () => {
    expect(salonShards(0)).toEqual(['']);
    expect(salonShards(SALONS_PER_FILE)).toEqual(['']);
    expect(salonShards(100_000)).toHaveLength(16);
    expect(salonShards(100_000)[10]).toBe('a');
    expect(salonShards(1_000_000)).toHaveLength(256);
    expect(salonShards(1_000_000)[255]).toBe('ff');
    // Each file aims at half the protocol's limit, whatever the size.
    for (const salons of [1, 30_000, 400_000, 5_000_000]) {
      expect(salons / salonShards(salons).length).toBeLessThanOrEqual(SALONS_PER_FILE);
    }
    expect(salonFile('')).toBe('/sitemap-salons.xml');
    expect(salonFile('3f')).toBe('/sitemap-salons-3f.xml');
  });
});

describe('a salon file', () => {
  let server: TestServer;
  const ids: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ BASE_URL: 'https://rendezvous.example' });
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    for (let index = 0; index < 12; index++)
      ids.push((await createSalon(server.deps, { ownerId: owner.id })).id);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds exactly the salons whose id starts with its digits; another name is no sitemap file', async () => {
    const text = (file: string) => fetch(`${server.url}${file}`).then((response) => response.text());
    const listed = async (shard: string) =>
      [...(await text(salonFile(shard))).matchAll(/\/providers\/([0-9a-f-]+)<\/loc>/g)].map(
        (match) => match[1],
      );
    expect((await listed('')).sort()).toEqual([...ids].sort());
    const byDigit = await Promise.all(salonShards(100_000).map(listed));
    expect(byDigit.flat().sort()).toEqual([...ids].sort());
    byDigit.forEach((list, digit) => {
      for (const id of list) expect(id?.startsWith(digit.toString(16))).toBe(true);
    });
    // Another name is no sitemap file (the app's page, as for any address it does not know).
    for (const file of ['/sitemap-salons-xyz.xml', '/sitemap-salons-12345.xml']) {
      expect(await text(file)).not.toContain('<urlset');
    }
  });
});
