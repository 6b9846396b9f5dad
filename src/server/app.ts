import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiErrorBody } from '@/shared/api-types';
import { CLIENT_IMPORT_MAX_BYTES, CLIENT_IMPORT_TOO_LARGE } from '@/shared/clients';
import { IMAGE_MAX_BYTES, STORAGE_CACHE_SECONDS } from '@/shared/constants';
import { API_PREFIX } from '@/shared/endpoint';
import { endpoints } from '@/shared/endpoints';
import type { ErrorCode } from '@/shared/error-codes';
import { AppError, databaseBusy, databaseUnavailable } from './base/errors';
import type { Database } from './db/client';
import { ApiRouter } from './lib/access';
import type { AppDeps, AppEnv } from './lib/context';
import { clientIp } from './lib/http';
import { IMAGE_TOO_LARGE } from './lib/images';
import { logger } from './lib/logger';
import { isDatabaseBusy, isDatabaseUnavailable } from './lib/pg-errors';
import { refusalRecorder } from './lib/security-log';
import { SAFE_KEY, type Storage } from './lib/storage/storage';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { readSession } from './modules/auth/viewer';
import { registerBookingRoutes } from './modules/bookings/routes';
import { registerCalendarRoutes } from './modules/calendar/routes';
import { registerClientRoutes } from './modules/clients/routes';
import { registerDashboardRoutes } from './modules/dashboard/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerHoursRoutes } from './modules/hours/routes';
import { registerMessagingRoutes } from './modules/messaging/routes';
import { registerMessagingWebhookRoutes } from './modules/messaging/webhook-routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerProfileRoutes } from './modules/profile/routes';
import { registerReviewRoutes } from './modules/reviews/routes';
import { registerSalonRoutes } from './modules/salons/routes';
import { registerStaffRoutes } from './modules/staff/routes';
import { registerWorkspaceRoutes } from './modules/workspace/routes';
import { indexHtmlLoader } from './seo/index-html';
import { registerSeoRoutes } from './seo/routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes that receive an image upload (multipart): their body may be an image, larger than the others. */
const UPLOAD_PATHS = [
  endpoints.profile.uploadAvatar,
  endpoints.workspace.setCover,
  endpoints.workspace.addPhoto,
  endpoints.workspace.setEmployeeAvatar,
].map(addressPattern);
/** "Importer des clients": a spreadsheet, larger than a form's body. */
const IMPORT_PATHS = [endpoints.clients.import].map(addressPattern);

function addressPattern({ path }: { path: string }): RegExp {
  return new RegExp(`^${API_PREFIX}${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
}

/** Every API route, each declared with its access rule. Exported so tests can enumerate them. */
export function buildApi(deps: AppDeps): ApiRouter {
  const api = new ApiRouter();
  registerHealthRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerNotificationRoutes(api, deps);
  registerAdminRoutes(api, deps);
  registerSalonRoutes(api, deps);
  registerReviewRoutes(api, deps);
  registerBookingRoutes(api, deps);
  registerProfileRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerWorkspaceRoutes(api, deps);
  registerStaffRoutes(api, deps);
  registerHoursRoutes(api, deps);
  registerClientRoutes(api, deps);
  registerCalendarRoutes(api, deps);
  registerMessagingWebhookRoutes(api, deps);
  registerMessagingRoutes(api, deps);
  return api;
}

function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const api = buildApi(deps);
  const recordRefusal = refusalRecorder();

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: config.isProduction ? 'max-age=31536000; includeSubDomains' : false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  app.use(`${API_PREFIX}/*`, async (c, next) => {
    c.set('origin', { ip: clientIp(c, config.trustProxy), userAgent: c.req.header('user-agent') ?? null });
    // Cross-site request forgery: a browser always sends Origin on cross-site writes; only our own
    // origin (or a configured one) may change anything. SameSite=Lax cookies are the second wall.
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      if (origin && !isAllowedOrigin(origin, c.req.header('host'), config.trustedOrigins)) {
        throw new AppError(403, 'origin_refused', 'Requête refusée : origine non autorisée.');
      }
    }
    const { viewer, setCookies } = await readSession(
      deps.auth,
      c.req.raw.headers,
      config.sessions.maxDays * 86_400_000,
    );
    c.set('viewer', viewer);
    c.header('cache-control', 'no-store');
    // Said before the answer exists: compress() would otherwise add it afterwards, which makes hono
    // rebuild the response as a stream (a copy of every JSON body, even when nothing is compressed).
    c.header('vary', 'Accept-Encoding');
    await next();
    // A route that sets its own session cookie (sign-in, sign-out) has the last word.
    if (setCookies.length && !c.res.headers.getSetCookie().length) {
      for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
    }
  });
  // Uploads may carry an image of 5 MB (plus the form's envelope); every other body stays small.
  // The rest of a refused body is never read: the connection cannot carry another request, and saying
  // so keeps clients (browsers, fetch's pool) from sending their next request down a closing socket.
  const TOO_LARGE_HEADERS = { connection: 'close' };
  const smallBodies = bodyLimit({
    maxSize: config.bodyLimitBytes,
    onError: (c) =>
      c.json(errorBody('payload_too_large', 'La requête est trop volumineuse.'), 413, TOO_LARGE_HEADERS),
  });
  const uploads = bodyLimit({
    maxSize: IMAGE_MAX_BYTES + 256 * 1024,
    onError: (c) => c.json(errorBody('image_too_large', IMAGE_TOO_LARGE), 413, TOO_LARGE_HEADERS),
  });
  const imports = bodyLimit({
    maxSize: CLIENT_IMPORT_MAX_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', CLIENT_IMPORT_TOO_LARGE), 413, TOO_LARGE_HEADERS),
  });
  app.use(`${API_PREFIX}/*`, (c, next) => {
    // GET and HEAD carry no body; bodyLimit would still build the whole Request object to find out.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (IMPORT_PATHS.some((path) => path.test(c.req.path))) return imports(c, next);
    return UPLOAD_PATHS.some((upload) => upload.test(c.req.path)) ? uploads(c, next) : smallBodies(c, next);
  });
  app.route(API_PREFIX, api.hono);
  app.all(`${API_PREFIX}/*`, (c) => c.json(errorBody('not_found', 'Ressource introuvable.'), 404));

  serveStoredFiles(app, deps.storage);
  const indexHtml = indexHtmlLoader(config.webDistDir, config.platformTimeZone);
  registerSeoRoutes(app, deps, indexHtml);
  serveWebApp(app, config.webDistDir, indexHtml);

  app.onError(async (error, c) => {
    if (error instanceof AppError) {
      // Recorded for the security log; a failure to record never changes the answer.
      await recordRefusal(deps.db, c, error).catch((failure) =>
        logger.warn({ err: failure }, 'événement de sécurité non enregistré'),
      );
      // A restart or a network cut is not a bug: the client may simply retry.
      if (error.retryAfterSeconds) c.header('retry-after', String(error.retryAfterSeconds));
      else if (error.status === 503) c.header('retry-after', '5');
      return c.json(errorBody(error.code, error.message, error.fields), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      if (status < 500) return c.json(errorBody('bad_request', 'Requête invalide.'), status);
    }
    // Checked first: asking an overloaded database whether it answers would wait in the same queue.
    if (isDatabaseBusy(error)) {
      logger.warn({ err: error, path: c.req.path, method: c.req.method }, 'base de données surchargée');
      const busy = databaseBusy();
      c.header('retry-after', '5');
      return c.json(errorBody(busy.code, busy.message), busy.status);
    }
    if (isDatabaseUnavailable(error) || !(await databaseAnswers(deps.db))) {
      logger.warn({ err: error, path: c.req.path, method: c.req.method }, 'base de données injoignable');
      const unavailable = databaseUnavailable();
      c.header('retry-after', '5');
      return c.json(errorBody(unavailable.code, unavailable.message), unavailable.status);
    }
    logger.error({ err: error, path: c.req.path, method: c.req.method }, 'request failed');
    return c.json(errorBody('internal_error', 'Une erreur interne est survenue. Veuillez réessayer.'), 500);
  });

  return { app, api };
}

/**
 * Whether the database answers right now. Asked only on paths that already failed, when the error
 * does not say why (a library that replaced the driver's error with its own, cause dropped).
 */
async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    return !isDatabaseUnavailable(error);
  }
}

function isAllowedOrigin(origin: string, host: string | undefined, trusted: string[]): boolean {
  if (trusted.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The built single-page app: hashed assets cached for good (a missing one is a 404), every other path
 * gets index.html.
 */
function serveWebApp(app: Hono<AppEnv>, distDir: string, indexHtml: () => string | null) {
  const root = path.relative(process.cwd(), distDir) || '.';
  const assets = serveStatic({
    root,
    precompressed: true,
    onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  const files = serveStatic({
    root,
    precompressed: true,
    // index.html names the current hashed assets: it must be revalidated after every deploy.
    onFound: (file, c) =>
      c.header('cache-control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600'),
  });
  // The build may appear after the server started (tests, `npm run dev`): look for it per request.
  const whenBuilt =
    (handler: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      existsSync(distDir) ? handler(c, next) : next();
  app.use('/assets/*', whenBuilt(assets));
  // A tab opened before a deploy asks for the old build's chunks: the page in their place would be
  // refused as a script and could be cached as one by a CDN.
  app.get('/assets/*', (c) => {
    c.header('cache-control', 'no-store');
    return c.text('Fichier introuvable.', 404);
  });
  app.use('*', whenBuilt(files));
  app.get('*', (c) => {
    const html = indexHtml();
    if (!html) return c.text("L'application web n'est pas construite : lancez `npm run build`.", 503);
    c.header('cache-control', 'no-cache');
    return c.html(html);
  });
}

/**
 * Uploaded images, whatever the storage driver, with the type the server chose and a one-hour cache
 * (decision 032).
 */
function serveStoredFiles(app: Hono<AppEnv>, storage: Storage) {
  app.get('/files/*', async (c) => {
    const key = c.req.path.slice('/files/'.length);
    const file = SAFE_KEY.test(key) ? await storage.get(key) : null;
    if (!file) return c.text('Fichier introuvable.', 404);
    c.header('content-type', file.contentType);
    c.header('cache-control', `public, max-age=${STORAGE_CACHE_SECONDS}`);
    c.header('x-content-type-options', 'nosniff');
    return c.body(new Uint8Array(file.body));
  });
}
