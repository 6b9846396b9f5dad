import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/shared/format';
import { labelledCategories, VALUE_STEPS } from './chart-ticks';

// uPlot places value ticks at multiples of the smallest step that leaves room between them; these
// are the steps it may take, and the categories it labels.
const ticksOf = (max: number, rows: number) => {
  const step = VALUE_STEPS.find((candidate) => max / candidate <= rows) ?? 1;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
};

describe('the charts’ axes', () => {
  it('write distinct round amounts, an all-zero period included', () => {
    for (const max of [1, 3, 7, 40, 65.5, 1234, 98_765]) {
      const labels = ticksOf(max, 6).map((value) => formatPrice(Math.round(value)));
      expect(new Set(labels).size, `${max}: ${labels.join(', ')}`).toBe(labels.length);
    }
    // The chart's range of a period with no revenue is 0 to 1.
    expect(ticksOf(1, 6).map((value) => formatPrice(value))).toEqual(['0 DT', '1 DT']);
    expect(VALUE_STEPS.slice(0, 4)).toEqual([1, 2, 5, 10]);
  });

  it('label as many days as fit, never two touching', () => {
    const days = Array.from({ length: 30 }, (_, i) => `${i + 1} nov`);
    const width = (label: string) => label.length * 6.5;
    for (const room of [280, 600, 1200]) {
      const shown = labelledCategories(days, room, width);
      const every = (shown[1] ?? days.length) - (shown[0] ?? 0);
      expect(shown[0]).toBe(0);
      // Each label has the room of `every` bars, and needs its own width with the gap.
      expect((room / days.length) * every, `${room} px`).toBeGreaterThanOrEqual(width('30 nov') + 12);
      expect(shown.length, `${room} px`).toBeGreaterThan(1);
    }
    expect(labelledCategories(days.slice(0, 7), 600, width)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledCategories([], 600, width)).toEqual([]);
  });
});
