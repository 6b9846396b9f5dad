import type { SalonSummary } from '@/shared/api-types';
import { type City, cityListDescription, cityListTitle } from '@/shared/cities';
import { pages } from '@/shared/pages';
import { salonListPage } from '@/shared/salon-list-address';
import { escapeHtml, jsonForScript } from './index-html';
import { openGraphTags } from './open-graph';

/**
 * The head of /providers?ville=<slug>: title, description, canonical address, Open Graph and a
 * schema.org ItemList of the city's first salons, so a shared link or a crawler sees the city page.
 */
export function cityHeadTags(city: City, salons: readonly SalonSummary[], baseUrl: string): string {
  const url = `${baseUrl}${salonListPage({ ville: city.slug })}`;
  const title = `${cityListTitle(city)} | Rendezvous`;
  const description = cityListDescription(city);
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: cityListTitle(city),
    url,
    itemListElement: salons.map((salon, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${baseUrl}${pages.provider(salon.id)}`,
      name: salon.name,
    })),
  };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...openGraphTags({ title: cityListTitle(city), description, url }),
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
