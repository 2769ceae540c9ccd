// Loaded only when the admin home draws its chart (a chunk of its own): uPlot and its styles stay
// out of the admin remote's first download and out of every other remote.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartPoint = { at: number; naira: number; orders: number };

const nairaTick = (n: number) => (n >= 1_000_000 ? `₦${(n / 1_000_000).toFixed(1)}m` : n >= 1000 ? `₦${Math.round(n / 1000)}k` : `₦${n}`);

/** Draws sales (naira, bars) and orders (a line, right axis) over time; answers a function that removes it. */
export function drawSalesChart(target: HTMLElement, points: ChartPoint[], monthly: boolean, width: number): () => void {
  const styles = getComputedStyle(target);
  const brand = styles.getPropertyValue('--ep-green').trim() || '#0b7a5a';
  const accent = styles.getPropertyValue('--ep-accent').trim() || '#c2410c';
  const chart = new uPlot(
    {
      width,
      height: 220,
      legend: { show: true },
      scales: {
        x: { time: true },
        naira: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        orders: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          values: (_u, ticks) =>
            ticks.map((t) =>
              new Date(t * 1000).toLocaleDateString('en-NG', monthly ? { month: 'short' } : { day: 'numeric', month: 'short' }),
            ),
        },
        { scale: 'naira', values: (_u, ticks) => ticks.map(nairaTick), size: 60 },
        { scale: 'orders', side: 1, grid: { show: false } },
      ],
      series: [
        {
          value: (_u, v) =>
            v == null
              ? ''
              : new Date(v * 1000).toLocaleDateString(
                  'en-NG',
                  monthly ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'short' },
                ),
        },
        {
          label: 'Sales',
          scale: 'naira',
          stroke: brand,
          fill: brand,
          paths: uPlot.paths.bars!({ size: [0.7, 40] }),
          value: (_u, v) => (v == null ? '' : `₦${v.toLocaleString('en-NG')}`),
        },
        { label: 'Orders', scale: 'orders', stroke: accent, width: 2, points: { show: !monthly } },
      ],
    },
    [points.map((p) => p.at), points.map((p) => p.naira), points.map((p) => p.orders)],
    target,
  );
  return () => chart.destroy();
}
