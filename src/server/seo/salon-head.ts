import type { SalonDetail } from '@/shared/api-types';
import { formatRating } from '@/shared/format';
import { pages } from '@/shared/pages';
import { escapeHtml, jsonForScript } from './index-html';
import { openGraphTags } from './open-graph';

const HAIR_WORDS = /coiff|barb|coupe|brushing|colorat/i;
const STOCK_COVER = '/images/salon-cover.svg';

function describe(salon: SalonDetail): string {
  const base = salon.description?.trim() || `Salon ${salon.name} : services, prix et avis.`;
  const rating =
    salon.reviewCount > 0 ? ` Note ${formatRating(salon.avgRating)}/5 (${salon.reviewCount} avis).` : '';
  const text = `${base}${rating} Réservez en ligne sur Rendezvous.`;
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

/**
 * What crawlers and link previews read without running scripts: title, description, Open Graph and a
 * schema.org BeautySalon or HairSalon with its address and (when reviewed) AggregateRating.
 */
export function salonHeadTags(salon: SalonDetail, baseUrl: string): string {
  const url = `${baseUrl}${pages.provider(salon.id)}`;
  const image = new URL(salon.coverImageUrl || STOCK_COVER, baseUrl).toString();
  const title = `${salon.name} | Rendezvous`;
  const description = describe(salon);
  const isHair =
    HAIR_WORDS.test(salon.name) || salon.services.some((service) => HAIR_WORDS.test(service.name));
  const structured: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': isHair ? 'HairSalon' : 'BeautySalon',
    '@id': url,
    name: salon.name,
    url,
    image,
    description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: salon.address,
      addressLocality: salon.city?.name,
      addressRegion: salon.city?.gouvernorat,
      addressCountry: 'TN',
    },
    geo:
      salon.latitude !== null && salon.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: salon.latitude, longitude: salon.longitude }
        : undefined,
    priceRange: salon.services.length > 0 ? 'DT' : undefined,
  };
  if (salon.reviewCount > 0) {
    structured.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: salon.avgRating.toFixed(1),
      reviewCount: salon.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // The cover is the page's largest element: fetch it while the scripts load.
    `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`,
    ...openGraphTags({ title: salon.name, description, url }),
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script type="application/ld+json">${jsonForScript(structured)}</script>`,
  ];
  return tags.map((tag) => `    ${tag}`).join('\n');
}
