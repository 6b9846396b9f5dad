import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@/shared/api-types';
import { SERVER_STATE_ELEMENT_ID } from '@/shared/server-render';
import { reviews } from '../db/schema';
import { logger } from '../lib/logger';
import { createSalon, createUser, signedIn, type TestUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { serverBundleDir } from './server-render';

// Decision 058: the public pages arrive drawn, from public answers only, with the answers the
// browser's first render needs; a bundle that fails leaves the empty shell, never an error page.
// The bundle is the real one, built from the sources by Vite into a folder of the test's own.

const SHELL =
  '<!doctype html><html lang="fr"><head><title>Rendezvous</title><meta name="description" content="défaut" />' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/compat-def.js"></head><body><div id="root"></div></body></html>';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-ssr-dist-'));
let server: TestServer;
let salonId: string;
let hiddenId: string;
let owner: TestUser;
let clientEmail: string;

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  // The web build's manifest names each drawn page's own script (decision 072).
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true },
      'drawn/home.tsx': { file: 'assets/page-home-1.js', isEntry: true },
      'drawn/salon-list.tsx': { file: 'assets/page-salon-list-2.js', isEntry: true },
      'drawn/salon.tsx': { file: 'assets/page-salon-3.js', isEntry: true },
    }),
  );
  await build({
    configFile: path.resolve(import.meta.dirname, '../../../vite.config.ts'),
    build: { ssr: true, outDir: serverBundleDir(distDir) },
    logLevel: 'silent',
  });
  server = await startTestServer({ WEB_DIST_DIR: distDir });
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    name: 'Salon </script><script>alert(1)</script> & Cie',
    description: 'Coupe, couleur et $& brushing.',
    city: 'sousse',
    services: [
      { name: 'Coupe femme', price: '35.00', duration: 45 },
      { name: 'Brushing', price: '20.00', duration: 30 },
    ],
  });
  salonId = salon.id;
  const client = await createUser(server.deps, { role: 'client' });
  clientEmail = client.email;
  await server.deps.db
    .insert(reviews)
    .values({ salonId, clientId: client.id, rating: 5, comment: 'Très bon accueil' });
  hiddenId = (await createSalon(server.deps, { ownerId: owner.id, name: 'Salon caché', isApproved: false }))
    .id;
});

afterAll(async () => {
  await server?.stop();
  rmSync(distDir, { recursive: true, force: true });
  rmSync(serverBundleDir(distDir), { recursive: true, force: true });
});

async function drawn(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathname}`, { headers });
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script id="rdv-state"/.exec(html)?.[1] ?? '';
  const stateText = new RegExp(
    `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html)?.[1];
  const state = stateText
    ? (JSON.parse(stateText) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] })
    : null;
  const keys = state?.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
  return { status: response.status, html, root, state, keys };
}

describe('the public pages drawn by the server', () => {
  it('the home page arrives with its heading, its popular salons and a visitor’s links', async () => {
    const page = await drawn('/');
    expect(page.status).toBe(200);
    expect(page.root).toContain("Votre beauté, à l'heure qui vous convient");
    expect(page.root).toContain('Salons populaires');
    expect(page.root).toContain('Salon &lt;/script>&lt;script>alert(1)&lt;/script> &amp; Cie');
    expect(page.root).toContain('Créer un compte');
    // The answers the browser's first render reads: the visitor's empty session and the list.
    expect(page.keys).toEqual(expect.arrayContaining(['["salons","popular"]', '["me"]']));
    expect(page.state?.queries.find((query) => query.queryKey[0] === 'me')?.state.data).toBeNull();
    // The page's own script, then the app's, come after the drawn page and its answers, without
    // preloads ahead of the paint.
    expect(page.html).toMatch(
      /<\/div><script id="rdv-state" type="application\/json">.*<\/script><script type="module" crossorigin src="\/assets\/page-home-1.js"><\/script><script type="module" crossorigin src="\/assets\/index-abc.js"><\/script><\/body>/s,
    );
    expect(page.html).not.toContain('modulepreload');
  });

  it('the list arrives with its count and its cards, for the filters in the address', async () => {
    const page = await drawn('/providers?ville=sousse&sort=name');
    expect(page.root).toContain('1 salon trouvé');
    expect(page.root).toContain(`/providers/${salonId}`);
    const list = page.state?.queries.find((query) => query.queryKey[1] === 'list');
    expect(list?.queryKey).toEqual([
      'salons',
      'list',
      { q: '', service: '', sort: 'name', ville: 'sousse', dispo: '' },
    ]);
    // A city page keeps its own head as well.
    expect(page.html).toContain('<title>Salons de coiffure à Sousse | Rendezvous</title>');
    expect(page.html).toContain('src="/assets/page-salon-list-2.js"');
  });

  it("a city's page and a salon's page take their head from the answers they were drawn from", async () => {
    const city = await drawn('/providers?ville=sousse');
    expect(city.html).toContain('<title>Salons de coiffure à Sousse | Rendezvous</title>');
    const head = city.html.slice(0, city.html.indexOf('</head>'));
    expect(head).toContain('"@type":"ItemList"');
    expect(head).toContain(`/providers/${salonId}`);
    expect(city.root).toContain(`/providers/${salonId}`);
    expect(head.match(/<title>/g)).toHaveLength(1);

    const salon = await drawn(`/providers/${salonId}`);
    const salonHead = salon.html.slice(0, salon.html.indexOf('</head>'));
    expect(salonHead).toContain(
      '<title>Salon &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Cie | Rendezvous</title>',
    );
    expect(salonHead).not.toContain('content="défaut"');
    expect(salonHead.match(/<title>/g)).toHaveLength(1);
  });

  it("a salon's page arrives with its services, hours, reviews and booking links", async () => {
    const page = await drawn(`/providers/${salonId}`);
    expect(page.status).toBe(200);
    expect(page.root).toMatch(
      /<h1[^>]*>Salon &lt;\/script>&lt;script>alert\(1\)&lt;\/script> &amp; Cie<\/h1>/,
    );
    expect(page.root).toContain('Coupe, couleur et $&amp; brushing.');
    expect(page.html).toContain('src="/assets/page-salon-3.js"');
    expect(page.html).not.toContain('page-home');
    expect(page.root).toContain('Coupe femme');
    expect(page.root).toContain('35 DT');
    expect(page.root).toContain("Horaires d'ouverture");
    expect(page.root).toContain('Avis (1)');
    expect(page.root).toContain('Très bon accueil');
    expect(page.root).toContain('Prendre rendez-vous');
    expect(page.keys).toEqual(
      expect.arrayContaining([
        `["salons","detail","${salonId}"]`,
        `["reviews","salon","${salonId}"]`,
        `["salons","opening-hours","${salonId}"]`,
      ]),
    );
  });

  it("a signed-in person gets the page drawn for them, private; its data is still the public's", async () => {
    const cookie = (await signedIn(server, owner)).cookieHeader();
    expect(cookie).toContain('session_token');
    const visitorResponse = await fetch(`${server.url}/providers/${salonId}`);
    expect(visitorResponse.headers.get('cache-control')).toBe('no-cache');
    const memberResponse = await fetch(`${server.url}/providers/${salonId}`, { headers: { cookie } });
    expect(memberResponse.headers.get('cache-control')).toBe('private, no-cache');
    const visitor = await drawn(`/providers/${salonId}`);
    const member = await drawn(`/providers/${salonId}`, { cookie });
    // Their session, as GET /me answers it: the header shows their menu, not "Connexion".
    const me = member.state?.queries.find((query) => query.queryKey[0] === 'me')?.state.data as Me | null;
    expect(me?.user.email).toBe(owner.email);
    expect(member.keys.sort()).toEqual(visitor.keys.sort());
    expect(visitor.root).toContain('href="/login');
    expect(member.root).not.toContain('href="/login');
    // Nobody else's data: the salon's answers are drawn as for a visitor.
    for (const page of [visitor, member]) expect(page.html).not.toContain(clientEmail);
    expect(visitor.html).not.toContain(owner.email);
    // A client's page holds parts whose code loads on demand (the review form): drawn all the same.
    const client = await createUser(server.deps, { role: 'client' });
    const asClient = await drawn(`/providers/${salonId}`, {
      cookie: (await signedIn(server, client)).cookieHeader(),
    });
    expect(asClient.root).toContain('Coupe femme');
    expect(asClient.root).not.toContain('href="/login');
    // A cookie whose session has ended: drawn for a visitor.
    const ended = await drawn(`/providers/${salonId}`, {
      cookie: 'better-auth.session_token=expired.signature',
    });
    expect(ended.state?.queries.find((query) => query.queryKey[0] === 'me')?.state.data).toBeNull();
  });

  it('never lets the address or the data out of their place: escaped text, JSON that cannot close its script', async () => {
    const hostile = encodeURIComponent('"><img src=x onerror=alert(1)></script><script>alert(2)</script>');
    const page = await drawn(`/providers?q=${hostile}&service=${hostile}&dispo=${hostile}&sort=${hostile}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).not.toContain('<script>alert');
    // The list refused the filters (a 400): it is drawn pending, as the browser draws it before asking.
    expect(page.root).toContain('Recherche en cours...');
    expect(page.keys.some((key) => key.startsWith('["salons","list"'))).toBe(false);
    expect(page.state).not.toBeNull();
  });

  it('any address of the drawn pages: never a 5xx, only our three scripts, answers that parse', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom('</script><script>alert(1)</script>', '"><svg onload=alert(1)>', "' OR 1=1 --", '$&$`'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ q: text, service: text, ville: text, dispo: text, sort: text }, { requiredKeys: [] }),
        fc.oneof(
          fc.constant(''),
          fc.uuid().map((id) => `/${id}`),
          text.map((t) => `/${encodeURIComponent(t)}`),
        ),
        async (query, detail) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const response = await fetch(`${server.url}/providers${detail}${search ? `?${search}` : ''}`);
          expect([200, 404]).toContain(response.status);
          const html = await response.text();
          expect(html.match(/<script/g)?.length ?? 0).toBeLessThanOrEqual(3);
          const state = /<script id="rdv-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
          if (state) expect(() => JSON.parse(state)).not.toThrow();
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a salon the public cannot see is the 404 shell, nothing drawn', async () => {
    for (const id of [hiddenId, 'pas-un-identifiant']) {
      const response = await fetch(`${server.url}/providers/${id}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Salon caché');
    }
  });
});

describe('without a working server bundle', () => {
  const brokenDist = mkdtempSync(path.join(os.tmpdir(), 'rdv-ssr-broken-'));
  let broken: TestServer;
  const previousLevel = logger.level;

  beforeAll(async () => {
    writeFileSync(path.join(brokenDist, 'index.html'), SHELL);
    mkdirSync(serverBundleDir(brokenDist));
    writeFileSync(
      path.join(serverBundleDir(brokenDist), 'entry-server.js'),
      'export default { async renderPage() { throw new Error("rendu cassé"); } };\n',
    );
    broken = await startTestServer({ WEB_DIST_DIR: brokenDist });
    // Each page logs its failure; the answer is what matters here.
    logger.level = 'fatal';
  });

  afterAll(async () => {
    logger.level = previousLevel;
    await broken?.stop();
    rmSync(brokenDist, { recursive: true, force: true });
    rmSync(serverBundleDir(brokenDist), { recursive: true, force: true });
  });

  it('answers the empty shell the browser fills, never an error page', async () => {
    for (const pathname of ['/', '/providers']) {
      const response = await fetch(`${broken.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });
});
