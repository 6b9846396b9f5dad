import type { Context, Hono } from 'hono';
import type { SalonDetail, SalonPage } from '@/shared/api-types';
import { findCity } from '@/shared/cities';
import { API_PREFIX, apiPath } from '@/shared/endpoint';
import { endpoints } from '@/shared/endpoints';
import { pages } from '@/shared/pages';
import { ALL_SALONS, readSalonListAddress, salonListApiQuery } from '@/shared/salon-list-address';
import { SalonListQuerySchema, UuidParamSchema } from '@/shared/schemas/salons';
import { toWallClock } from '@/shared/time-zone';
import { now } from '../base/clock';
import { AppError } from '../base/errors';
import type { AppDeps, AppEnv } from '../lib/context';
import { findSalons } from '../modules/salons/find-salons';
import { getSalon } from '../modules/salons/get-salon';
import { loadSalonCalendar } from '../modules/salons/salon-calendar';
import { cityHeadTags } from './city-head';
import { withHead } from './index-html';
import { salonHeadTags } from './salon-head';
import { type AnswerWatch, serverRenderer } from './server-render';
import { pagesSitemap, salonsSitemap, sitemapIndex } from './sitemap';

/**
 * What crawlers, link previews and a first visit read before any script: robots.txt, the sitemap,
 * and the public pages with their head and, when the web app's server bundle is built, their content
 * (decision 058). Served by the same process as the app (not API routes: no session).
 */
export function registerSeoRoutes(
  app: Hono<AppEnv>,
  { db, config }: AppDeps,
  indexHtml: () => string | null,
) {
  const drawn = serverRenderer(app, config.webDistDir, config.platformTimeZone);

  app.get('/robots.txt', (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        `Disallow: ${API_PREFIX}/`,
        `Disallow: ${pages.dashboard}`,
        '',
        `Sitemap: ${config.baseUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  const xml = (c: Context<AppEnv>, body: string) => {
    c.header('content-type', 'application/xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=3600');
    return c.body(body);
  };
  app.get('/sitemap.xml', async (c) => xml(c, await sitemapIndex(db, config.baseUrl)));
  app.get('/sitemap-pages.xml', async (c) => xml(c, await pagesSitemap(db, config.baseUrl)));
  app.get('/:file{sitemap-salons[0-9a-f-]*\\.xml}', async (c, next) => {
    const shard = /^sitemap-salons(?:-([0-9a-f]{1,4}))?\.xml$/.exec(c.req.param('file'));
    if (!shard) return next();
    return xml(c, await salonsSitemap(db, config.baseUrl, shard[1] ?? ''));
  });

  app.get(pages.home, async (c, next) => {
    const html = indexHtml();
    if (!html) return next();
    c.header('cache-control', 'no-cache');
    return c.html(await drawn(c, html));
  });

  // The list arrives drawn; a city's list also with its own head (title, description, its first
  // salons as an ItemList).
  // The head reuses the drawn list when the page asked for exactly the head's list (the city alone),
  // rather than reading it a second time.
  app.get(pages.providers, async (c, next) => {
    const html = indexHtml();
    if (!html) return next();
    const city = findCity(readSalonListAddress(new URL(c.req.url).searchParams).ville);
    c.header('cache-control', 'no-cache');
    if (!city) return c.html(await drawn(c, html));
    // The list the page asks for when its address names the city alone: the head's list.
    const query = SalonListQuerySchema.parse(
      salonListApiQuery({ ...ALL_SALONS, ville: city.slug }, { page: 1 }),
    );
    const wanted = JSON.stringify(query);
    const watch: AnswerWatch = {
      matches: (url) =>
        url.pathname === apiPath(endpoints.salons.list) &&
        JSON.stringify(SalonListQuerySchema.safeParse(Object.fromEntries(url.searchParams)).data) === wanted,
    };
    const page = await drawn(c, html, watch);
    const list =
      watch.answer?.status === 200
        ? (watch.answer.body as SalonPage)
        : await findSalons({ db, query, now: now() });
    return c.html(withHead(page, cityHeadTags(city, list.items, config.baseUrl)));
  });

  // A salon's page arrives with its own head and drawn; a salon the public cannot see is a real 404
  // for crawlers (the browser then says "Salon introuvable").
  app.get(pages.provider(':id'), async (c, next) => {
    const html = indexHtml();
    if (!html) return next();
    const parsed = UuidParamSchema.safeParse(c.req.param('id'));
    c.header('cache-control', 'no-cache');
    if (!parsed.success) return c.html(html, 404);
    // The head comes from the salon the page was drawn from: asked once, as a visitor.
    const salonPath = apiPath(endpoints.salons.get, { id: parsed.data });
    const watch: AnswerWatch = { matches: (url) => url.pathname === salonPath };
    const page = await drawn(c, html, watch);
    if (watch.answer?.status === 404) return c.html(html, 404);
    try {
      const salon =
        watch.answer?.status === 200
          ? (watch.answer.body as SalonDetail)
          : await getSalon({ db, salonId: parsed.data, viewer: null });
      const calendar = await loadSalonCalendar(db, salon.id);
      const today = toWallClock(now(), salon.timeZone).date;
      return c.html(withHead(page, salonHeadTags(salon, config.baseUrl, { calendar, today })));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return c.html(html, 404);
      throw error;
    }
  });
}
