// What the charts' axes write, decided apart from the canvas so it can be tested: value ticks are
// distinct round numbers (an all-zero period once read "1 DT, 1 DT, 1 DT, 0 DT, 0 DT, 0 DT"), and
// the category labels are as many as fit side by side (30 day labels once ran into one line).

/** The steps a value axis may take between ticks: 1, 2, 5, 10, 20, 50… never below 1. */
export const VALUE_STEPS: number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/** Room left between two category labels, in CSS pixels. */
const LABEL_GAP = 12;

/**
 * The categories to label on an axis `room` pixels long: every one when they fit, else one in two,
 * one in three… from the first, so the labels never touch.
 */
export function labelledCategories(
  labels: readonly string[],
  room: number,
  widthOf: (label: string) => number,
): number[] {
  if (labels.length === 0) return [];
  const widest = Math.max(...labels.map(widthOf)) + LABEL_GAP;
  const fit = Math.max(1, Math.floor(room / widest));
  const every = Math.max(1, Math.ceil(labels.length / fit));
  return labels.map((_, index) => index).filter((index) => index % every === 0);
}
