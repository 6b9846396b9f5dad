import { describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { mainMotif, STOCK_SALON_COVER, salonCoverUrl } from './salon-cover';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('salon covers (decision 054)', () => {
  it('keeps an uploaded cover, and the stock picture without a seed', () => {
    expect(salonCoverUrl('/uploads/a.webp', { id: 'x' })).toBe('/uploads/a.webp');
    expect(salonCoverUrl(null)).toBe(STOCK_SALON_COVER);
  });

  it("draws the motif of the salon's main category, accents and case aside", () => {
    expect(mainMotif(['Coupe homme', 'Barbe', 'Manucure'])).toBe('haircut');
    expect(mainMotif(['Maquillage mariée', 'Épilation sourcils', 'Maquillage soirée'])).toBe('makeup');
    expect(mainMotif(['Manucure express', 'PÉDICURE'])).toBe('nails');
    expect(mainMotif(['Soin du visage éclat'])).toBe('face');
    expect(mainMotif(['Massage relaxant', 'Hammam'])).toBe('wellness');
    expect(mainMotif([])).toBe('wellness');
  });

  it('gives salons of the same category different covers, each the same every time', () => {
    const services = ['Coupe femme', 'Brushing'];
    const ids = Array.from({ length: 12 }, (_, i) => `3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e${10 + i}`);
    const covers = ids.map((id) => salonCoverUrl(null, { id, serviceNames: services }));
    expect(new Set(covers).size).toBe(ids.length);
    expect(salonCoverUrl(null, { id: must(ids[0], 'ids[0]'), serviceNames: services })).toBe(covers[0]);
    for (const cover of covers) {
      const svg = svgOf(cover);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 900">/);
      expect(svg).not.toMatch(/"[il]"/);
      expect(cover.length).toBeLessThan(4000);
    }
  });
});
