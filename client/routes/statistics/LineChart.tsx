import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** Seconds of a day, and the x axis's tick steps: whole days, weeks, months (a label per day at most). */
const DAY = 86_400;
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 91 * DAY];

/** A line of a chart: its name, its theme colour (a CSS variable of theme.css) and which axis it reads. */
export interface ChartLine { label: string; values: number[]; colorVar: string; axis?: 'left' | 'right' }

export interface LineChartProps {
  /** Seconds since the epoch of each point (days). */
  x: number[];
  lines: ChartLine[];
  height?: number;
  /** Rank charts: 1 at the top. */
  invert?: boolean;
  /** Shown when the browser draws no canvas (the data stays in the section's table for screen readers). */
  noCanvas: string;
}

/**
 * The statistics charts, drawn by uPlot on a canvas (loaded with React.lazy: the library stays out of the
 * map's first paint). Colours come from the theme's variables; the chart follows its box's width.
 */
export default function LineChart({ x, lines, height = 220, invert, noCanvas }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawable] = useState(() => typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null);
  useEffect(() => {
    const el = box.current;
    if (!el || !drawable) return;
    const css = getComputedStyle(el);
    const color = (v: string, fallback: string) => css.getPropertyValue(v).trim() || fallback;
    const dim = color('--text-dim', '#b3a487');
    const grid = { stroke: 'rgba(138, 106, 62, 0.25)', width: 1 };
    // uPlot lays a scale out along its axis's side: the x axis must be at the bottom (2), or the chart turns.
    const axis = (scale: string, side: 1 | 2 | 3) => ({ scale, side, stroke: dim, grid: side === 1 ? { show: false } : grid, ticks: grid, font: '11px system-ui, sans-serif',
      values: scale === 'x' ? undefined : (_u: uPlot, v: number[]) => v.map((n) => (Number.isInteger(n) ? n.toLocaleString('en-GB') : '')) });
    const right = lines.some((l) => l.axis === 'right');
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      legend: { show: true, live: false },
      cursor: { points: { size: 6 } },
      // One day of history would span years (uPlot widens a zero range): a day either side, ticks at whole days.
      scales: { x: { time: true, range: (_u, min, max) => (min === max ? [min - DAY, max + DAY] : [min, max]) }, y: invert ? { dir: -1, range: (_u, min, max) => [Math.max(1, Math.floor(min)), Math.ceil(max) + (max === min ? 1 : 0)] } : {}, y2: {} },
      axes: [
        { ...axis('x', 2), incrs: DAY_STEPS, values: (_u: uPlot, v: number[]) => v.map((s) => new Date(s * 1000).toISOString().slice(5, 10)) },
        axis('y', 3),
        ...(right ? [axis('y2', 1)] : []),
      ],
      series: [
        {},
        ...lines.map((l) => ({ label: l.label, stroke: color(l.colorVar, '#d9a845'), width: 2, scale: l.axis === 'right' ? 'y2' : 'y', points: { show: x.length <= 40 } })),
      ],
    };
    const plot = new uPlot(opts, [x, ...lines.map((l) => l.values)], el);
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    ro.observe(el);
    return () => { ro.disconnect(); plot.destroy(); };
  }, [x, lines, height, invert, drawable]);
  if (!drawable) return <p className="ak-vpage__note">{noCanvas}</p>;
  return <div ref={box} className="ak-stats__chart" aria-hidden="true" />;
}
