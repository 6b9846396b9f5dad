import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { labelledCategories, VALUE_STEPS } from './chart-ticks';

const AXIS_FONT = '12px system-ui, sans-serif';

/** A label's width in the axes' font, in CSS pixels. */
function textWidth(): (label: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (label) => label.length * 7;
  context.font = AXIS_FONT;
  return (label) => context.measureText(label).width;
}

/**
 * Bars drawn by uPlot (canvas), sized to their box and redrawn when it changes: a 360 px phone gets
 * a chart that fits. The canvas says nothing to a screen reader: each chart's figures are also a
 * table beside it.
 */
export function BarChart({
  labels,
  values,
  format,
  horizontal = false,
  max,
}: {
  labels: readonly string[];
  values: readonly number[];
  /** The value axis's text ("25 DT", "40 %"). */
  format: (value: number) => string;
  /** One bar per row (the employees): names stay readable on a phone. */
  horizontal?: boolean;
  max?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const height = horizontal ? Math.max(120, labels.length * 36 + 40) : 220;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const ink = style.color;
    const bar = style.getPropertyValue('--color-primary').trim() || '#be185d';
    const indices = labels.map((_, index) => index);
    const widthOf = textWidth();
    const categoryAxis: uPlot.Axis = {
      stroke: ink,
      grid: { show: false },
      ticks: { show: false },
      // One row a name when horizontal; along the bottom, as many days as fit side by side.
      splits: horizontal
        ? () => indices
        : (u) => labelledCategories(labels, u.bbox.width / uPlot.pxRatio, widthOf),
      values: (_u, splits) => splits.map((split) => labels[split] ?? ''),
      size: horizontal ? 96 : 36,
      gap: 4,
      font: AXIS_FONT,
    };
    const valueAxis: uPlot.Axis = {
      stroke: ink,
      grid: { stroke: 'rgba(128,128,128,0.2)' },
      // Whole, round steps: an all-zero period reads 0 and 1, not 0, 0, 0, 1, 1, 1 rounded.
      incrs: VALUE_STEPS,
      // Across the top, « 100 % » beside « 80 % » needs more room than the default 30 px.
      space: horizontal ? 56 : 30,
      values: (_u, splits) => splits.map(format),
      size: horizontal ? 30 : 64,
      font: AXIS_FONT,
    };
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5], ...(horizontal ? { ori: 1, dir: -1 } : {}) },
          y: { range: [0, Math.max(max ?? 0, ...values, 1)], ...(horizontal ? { ori: 0 } : {}) },
        },
        axes: horizontal
          ? [
              { ...categoryAxis, side: 3 },
              { ...valueAxis, side: 0 },
            ]
          : [categoryAxis, valueAxis],
        series: [
          {},
          {
            stroke: bar,
            fill: bar,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
            points: { show: false },
          },
        ],
      },
      [indices, [...values]],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, format, horizontal, max, height]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden text-foreground" />;
}
