import type { SalonDetail } from '@/shared/api-types';
import { formatRating } from '@/shared/format';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { pages } from '@/shared/pages';
import type { SalonCalendar } from '@/shared/salon-calendar';
import type { Day } from '@/shared/weekdays';
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

const SCHEMA_DAYS: Record<Day, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
};

/** A week's open ranges as schema.org OpeningHoursSpecification (two a day around a break). */
function weekSpecification(
  days: readonly OpeningHoursDay[],
  valid?: { validFrom: string; validThrough: string },
) {
  return days.flatMap((day) => {
    if (day.isClosed) return [];
    const ranges =
      day.hasLunchBreak && day.lunchBreakStart && day.lunchBreakEnd
        ? [
            [day.openTime, day.lunchBreakStart],
            [day.lunchBreakEnd, day.closeTime],
          ]
        : [[day.openTime, day.closeTime]];
    return ranges.map(([opens, closes]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[day.day],
      opens,
      closes,
      ...valid,
    }));
  });
}

/**
 * The salon's hours as crawlers read them (decision 077): its week, the exceptional periods to
 * come with their dates, and the holidays it closes (opens and closes at 00:00 on those dates).
 */
function openingHoursOf(calendar: SalonCalendar, today: string) {
  return [
    ...weekSpecification(calendar.week),
    ...calendar.periods
      .filter((period) => period.endDate >= today)
      .flatMap((period) =>
        weekSpecification(period.days, { validFrom: period.startDate, validThrough: period.endDate }),
      ),
    ...calendar.holidays
      .filter((holiday) => holiday.endDate >= today && holiday.choice !== 'open')
      .map((holiday) =>
        holiday.choice === 'special' && holiday.special
          ? {
              '@type': 'OpeningHoursSpecification',
              opens: holiday.special.openTime,
              closes: holiday.special.closeTime,
              validFrom: holiday.startDate,
              validThrough: holiday.endDate,
            }
          : {
              '@type': 'OpeningHoursSpecification',
              opens: '00:00',
              closes: '00:00',
              validFrom: holiday.startDate,
              validThrough: holiday.endDate,
            },
      ),
  ];
}

/**
 * What crawlers and link previews read without running scripts: title, description, Open Graph and a
 * schema.org BeautySalon or HairSalon with its address, hours (when known) and (when reviewed)
 * AggregateRating.
 */
export function salonHeadTags(
  salon: SalonDetail,
  baseUrl: string,
  hours?: { calendar: SalonCalendar; today: string },
): string {
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
    openingHoursSpecification: hours ? openingHoursOf(hours.calendar, hours.today) : undefined,
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
