import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TIME_ZONE_META_NAME } from '@/shared/server-render';

/**
 * The built index.html, read once and again only when a new build replaced it, with what the server
 * tells the web app in every page: the platform's time zone (web/lib/platform-time-zone.ts).
 */
export function indexHtmlLoader(distDir: string, timeZone: string): () => string | null {
  const file = path.join(distDir, 'index.html');
  const meta = `<meta name="${TIME_ZONE_META_NAME}" content="${escapeHtml(timeZone)}" />`;
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: intoHead(readFileSync(file, 'utf8'), meta) };
    return cached.html;
  };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Replaces the page's default title and description with the given head tags. The tags are joined
 * as text, never as a replacement string, which would expand `$&`, `$'` and the like that a salon's
 * name may contain.
 */
export function withHead(indexHtml: string, headTags: string): string {
  // Only the head is touched: a page drawn already has a body whose SVG may hold a <title> too.
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  const head = indexHtml
    .slice(0, end)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return `${head}${headTags}\n  ${indexHtml.slice(end)}`;
}

/** Adds a tag at the end of the head, joined as text like `withHead`. */
function intoHead(indexHtml: string, tag: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) return indexHtml;
  return `${indexHtml.slice(0, end)}  ${tag}\n  ${indexHtml.slice(end)}`;
}

/** JSON inside <script> must not be able to close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
}
