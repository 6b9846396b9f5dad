import { SERVICE_CATEGORIES, type ServiceCategoryId } from '@/shared/service-categories';

/** The stock picture shown for a salon without a cover photo (docs/product.md#salons-and-visibility). */
export const STOCK_SALON_COVER = '/images/salon-cover.svg';

/** What picks a salon's drawn cover: its id (the variation) and its services (the motif). */
export interface CoverSeed {
  id: string;
  serviceNames?: readonly string[];
}

/**
 * The salon's photo, else a drawn cover of its own (decision 054): the motif says its main category,
 * the colours and the layout come from its id, so two neighbouring cards differ. Without a seed, the
 * stock picture.
 */
export function salonCoverUrl(coverImageUrl: string | null, salon?: CoverSeed): string {
  if (coverImageUrl) return coverImageUrl;
  if (!salon) return STOCK_SALON_COVER;
  return `data:image/svg+xml,${encodeURIComponent(drawnCover(salon))}`;
}

type Motif = ServiceCategoryId | 'wellness';

/** Each motif's hue (degrees) around which a salon's colours are chosen. */
const HUES: Record<Motif, number> = { haircut: 330, makeup: 10, nails: 280, face: 130, wellness: 175 };

/** Drawn around (0, 0), about 500 px wide; `i` is the dark ink, `l` the light fill. */
const MOTIFS: Record<Motif, string> = {
  // Scissors and a comb.
  haircut:
    '<circle cx="-175" cy="-62" r="52" fill="l"/><circle cx="-175" cy="62" r="52" fill="l"/><path d="M-128 -40L0 0L250 42M-128 40L0 0L250 -42" stroke-width="20"/><path d="M-150 150v70M-110 150v70M-70 150v70M-30 150v70M10 150v70M50 150v70M90 150v70M130 150v70"/><rect x="-185" y="110" width="360" height="56" rx="24" fill="i"/>',
  // A lipstick and a brush.
  makeup:
    '<rect x="-150" y="0" width="110" height="200" rx="14" fill="i"/><rect x="-135" y="-70" width="80" height="70" fill="l"/><path d="M-135 -70L-135 -150L-55 -110L-55 -70Z" fill="i"/><path d="M60 200L180 -120" stroke-width="22"/><path d="M180 -120C150 -180 210 -230 235 -200C250 -170 215 -130 180 -120Z" fill="l"/>',
  // A varnish bottle and drops.
  nails:
    '<rect x="-60" y="-220" width="120" height="140" rx="16" fill="i"/><rect x="-140" y="-80" width="280" height="280" rx="70" fill="l"/><path d="M-80 40h160" stroke-width="14"/><path d="M250 -60c30 40 30 70 0 70s-30-30 0-70ZM220 110c20 28 20 48 0 48s-20-20 0-48Z" fill="i"/>',
  // A leaf and a drop: care of the skin.
  face: '<path d="M0 -220C170 -120 170 120 0 220C-170 120 -170 -120 0 -220Z" fill="l"/><path d="M0 -200V200M0 -60L-80 -130M0 -60L80 -130M0 60L-90 -10M0 60L90 -10"/><path d="M260 -40c45 60 45 110 0 110s-45-50 0-110Z" fill="i"/>',
  // Stacked stones and a sprig: massage, hammam, everything else.
  wellness:
    '<ellipse cx="0" cy="170" rx="220" ry="60" fill="i"/><ellipse cx="0" cy="60" rx="170" ry="52" fill="l"/><ellipse cx="0" cy="-40" rx="120" ry="44" fill="i"/><path d="M0 -90C0 -170 60 -220 140 -230M70 -170C110 -180 130 -150 140 -120M40 -130C10 -170 -40 -170 -60 -150"/>',
};

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The category most of the salon's services fall in; "wellness" when none does. */
export function mainMotif(serviceNames: readonly string[] = []): Motif {
  let best: Motif = 'wellness';
  let bestCount = 0;
  for (const category of SERVICE_CATEGORIES) {
    const count = serviceNames.filter((name) =>
      category.keywords.some((keyword) => plain(name).includes(keyword)),
    ).length;
    if (count > bestCount) [best, bestCount] = [category.id, count];
  }
  return best;
}

/** FNV-1a: a stable 32-bit number from the id, each byte of it one choice. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

function drawnCover({ id, serviceNames }: CoverSeed): string {
  const motif = mainMotif(serviceNames);
  const h = hash(id);
  const pick = (shift: number, range: number) => ((h >>> shift) & 255) % range;
  const hue = (HUES[motif] + pick(0, 50) - 25 + 360) % 360;
  const light = `hsl(${hue},80%,95%)`;
  const mid = `hsl(${(hue + 20) % 360},70%,80%)`;
  const ink = `hsl(${hue},65%,30%)`;
  const x = 540 + 2 * pick(8, 240);
  const y = 420 + pick(16, 60);
  const angle = pick(24, 50) - 25;
  const scale = (125 + pick(28, 25)) / 100;
  const corner = pick(4, 2) ? 1380 : 220;
  const drawing = MOTIFS[motif].replace(/"i"/g, `"${ink}"`).replace(/"l"/g, `"${light}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><defs><linearGradient id="b" x2="1" y2="1"><stop stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#b)"/><circle cx="${corner}" cy="${120 + pick(12, 200)}" r="${200 + pick(20, 120)}" fill="${ink}" opacity=".07"/><circle cx="${1600 - corner}" cy="780" r="260" fill="#fff" opacity=".35"/><circle cx="${x}" cy="${y}" r="400" fill="#fff" opacity=".45"/><g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round">${drawing}</g></svg>`;
}
