import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { reviews, salonSpecialPeriodDays, salonSpecialPeriods } from '../db/schema';
import { createSalon, createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { indexHtmlLoader } from './index-html';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-seo-dist-'));
let server: TestServer;
let approvedId: string;
let pendingId: string;

beforeAll(async () => {
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Rendezvous</title><meta name="description" content="défaut" /></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(distDir, 'assets'));
  const script = 'console.log("rendezvous");'.repeat(100);
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  server = await startTestServer({ WEB_DIST_DIR: distDir, BASE_URL: 'https://rendezvous.example' });
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    name: 'Coiffure <Élégance> & Co',
    address: '12 avenue Habib Bourguiba, Tunis',
    city: 'sousse',
  });
  approvedId = salon.id;
  const client = await createUser(server.deps, { role: 'client' });
  await server.deps.db.insert(reviews).values({ salonId: salon.id, clientId: client.id, rating: 4 });
  pendingId = (await createSalon(server.deps, { ownerId: owner.id, name: 'Caché', isApproved: false })).id;
});
afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers });

/** The sitemap index, then every file it names, as a crawler reads them. */
async function sitemapText(): Promise<string> {
  const index = await page('/sitemap.xml');
  expect(index.headers.get('content-type')).toContain('application/xml');
  const body = await index.text();
  expect(body).toContain('<sitemapindex');
  const files = [...body.matchAll(/<loc>https:\/\/rendezvous\.example(\/[^<]+)<\/loc>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(files.length).toBeGreaterThan(1);
  const texts = await Promise.all(
    files.map(async (file) => {
      const response = await page(file);
      expect(response.status, file).toBe(200);
      return response.text();
    }),
  );
  return texts.join('\n');
}

describe('what crawlers and link previews see without running scripts', () => {
  it("a salon's page carries its title, description, Open Graph and schema.org HairSalon with rating", async () => {
    const response = await page(`/providers/${approvedId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Coiffure &lt;Élégance&gt; &amp; Co | Rendezvous</title>');
    expect(html).not.toContain('content="défaut"');
    expect(html).toContain(
      `<meta property="og:url" content="https://rendezvous.example/providers/${approvedId}" />`,
    );
    expect(html).toContain('<meta property="og:title" content="Coiffure &lt;Élégance&gt; &amp; Co" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(jsonLd).not.toContain('<');
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data).toMatchObject({
      '@type': 'HairSalon',
      name: 'Coiffure <Élégance> & Co',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 avenue Habib Bourguiba, Tunis',
        addressCountry: 'TN',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 },
    });
  });

  it("a salon's hours in its head: its week, its exceptional period with dates, the holidays it closes", async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id, holidays: 'closed' });
    const [period] = await server.deps.db
      .insert(salonSpecialPeriods)
      .values({ salonId: salon.id, name: 'Ramadan', startDate: '2031-02-01', endDate: '2031-02-28' })
      .returning({ id: salonSpecialPeriods.id });
    await server.deps.db.insert(salonSpecialPeriodDays).values({
      periodId: period?.id ?? '',
      day: 'monday',
      openTime: '10:00',
      closeTime: '23:30',
      hasLunchBreak: true,
      lunchBreakStart: '16:00',
      lunchBreakEnd: '20:30',
    });
    const html = await (await page(`/providers/${salon.id}`)).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const hours = JSON.parse(jsonLd ?? '{}').openingHoursSpecification as Record<string, string>[];
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '09:00',
      closes: '18:00',
    });
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '20:30',
      closes: '23:30',
      validFrom: '2031-02-01',
      validThrough: '2031-02-28',
    });
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2027-12-17',
      validThrough: '2027-12-17',
    });
    expect(hours.some((spec) => spec.dayOfWeek === 'https://schema.org/Sunday')).toBe(false);
  });

  it("puts a name or description holding `$&`, `$'` or `$1` in the head literally, once", async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const name = "Salon $& $' $` $1 $$";
    const salon = await createSalon(server.deps, { ownerId: owner.id, name, description: 'Prix $& et $`' });
    const html = await (await page(`/providers/${salon.id}`)).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Salon $&amp; $&#39; $\` $1 $$ | Rendezvous</title>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      name,
      description: 'Prix $& et $` Réservez en ligne sur Rendezvous.',
    });
  });

  it('a pending, unknown or malformed salon address answers 404 (with the app, which explains)', async () => {
    for (const id of [pendingId, '3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10', 'nimporte-quoi']) {
      const response = await page(`/providers/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('lists approved salons in the sitemap, and robots.txt points to it', async () => {
    const sitemap = await sitemapText();
    expect(sitemap).toContain(`<loc>https://rendezvous.example/providers/${approvedId}</loc>`);
    expect(sitemap).not.toContain(pendingId);
    expect(sitemap).toContain('<loc>https://rendezvous.example/providers</loc>');
    const robots = await (await page('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://rendezvous.example/sitemap.xml');
    expect(robots).toContain('Disallow: /dashboard');
  });

  it('gives a city’s list its own head with its salons, and lists the cities that have salons in the sitemap', async () => {
    const response = await page('/providers?ville=sousse');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Salons de coiffure à Sousse | Rendezvous</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://rendezvous.example/providers?ville=sousse" />',
    );
    const json = JSON.parse(
      must(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1], 'html.match(…)'),
    );
    expect(json).toMatchObject({ '@type': 'ItemList', name: 'Salons de coiffure à Sousse' });
    expect(json.itemListElement[0].url).toBe(`https://rendezvous.example/providers/${approvedId}`);
    // An unknown city is the ordinary list.
    expect(await (await page('/providers?ville=atlantis')).text()).toContain('<title>Rendezvous</title>');
    const sitemap = await sitemapText();
    expect(sitemap).toContain('<loc>https://rendezvous.example/providers?ville=sousse</loc>');
    expect(sitemap).not.toContain('ville=sfax');
  });

  it('serves hashed assets precompressed with immutable caching, and index.html revalidated', async () => {
    const asset = await page('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const spa = await page('/providers');
    expect(spa.headers.get('cache-control')).toBe('no-cache');
    expect(spa.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 for an asset an older build named, not the page, so no cache keeps HTML as a script', async () => {
    const gone = await page('/assets/app-old999.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).not.toContain('text/html');
    expect(gone.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps idle connections longer than the proxies in front of it (60 s for most)', async () => {
    const answer = await page('/api/health');
    expect(answer.headers.get('keep-alive')).toBe('timeout=65');
  });
});

describe('the platform time zone, given to the web app by the server (decision 062)', () => {
  const meta = (zone: string) => `<meta name="rdv-time-zone" content="${zone}" />`;

  it('is in every page the server sends: drawn, with its own head, the app shell, a 404', async () => {
    for (const pathname of [
      '/',
      '/providers?ville=sousse',
      `/providers/${approvedId}`,
      '/dashboard',
      '/nowhere',
    ]) {
      const html = await (await page(pathname)).text();
      expect(html, pathname).toContain(meta('Africa/Tunis'));
    }
  });

  it('is the configured one (PLATFORM_TIME_ZONE), escaped like any text in the page', () => {
    expect(indexHtmlLoader(distDir, 'Europe/Paris')()).toContain(meta('Europe/Paris'));
    expect(indexHtmlLoader(distDir, '"><script>')()).toContain(meta('&quot;&gt;&lt;script&gt;'));
  });
});
