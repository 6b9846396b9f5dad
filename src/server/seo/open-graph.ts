import { escapeHtml } from './index-html';

/** The Open Graph lines every page the server describes carries, so link previews read the same fields everywhere. */
export function openGraphTags(page: { title: string; description: string; url: string }): string[] {
  return [
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Rendezvous" />',
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(page.url)}" />`,
  ];
}
