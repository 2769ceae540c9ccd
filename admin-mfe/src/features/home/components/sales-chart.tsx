import { useEffect, useRef, useState } from 'react';
import { Alert, apiErrorMessage, Loading, Money, useLoad } from 'shared-kernel';
import { getSeries, type SeriesPoint } from '../api/get-series';

type Span = 'days' | 'months';

/** A period ("2026-11-26" or "2026-11") as the Lagos midnight it starts at, in seconds. */
const startOf = (period: string) => Date.parse(`${period.length === 7 ? `${period}-01` : period}T00:00:00+01:00`) / 1000;

/** The chart itself, drawn by uPlot loaded on demand; its figures stay readable in the table below it. */
function Chart({ points, span }: { points: SeriesPoint[]; span: Span }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let remove: (() => void) | null = null;
    let cancelled = false;
    const draw = () =>
      import('./draw-sales-chart')
        .then(({ drawSalesChart }) => {
          if (cancelled || !box.current) return;
          remove?.();
          box.current.textContent = '';
          remove = drawSalesChart(
            box.current,
            points.map((p) => ({ at: startOf(p.period), naira: p.naira, orders: p.orders })),
            span === 'months',
            Math.max(280, box.current.clientWidth),
          );
        })
        .catch(() => setFailed(true));
    void draw();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void draw(), 150);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      remove?.();
    };
  }, [points, span]);
  if (failed) return <p className="admin-hint">The chart could not be drawn; the figures are in the table.</p>;
  return <div ref={box} className="admin-home__chart" data-testid="sales-chart" aria-hidden="true" />;
}

/** Sales and orders per day (30 days) or per month (12 months), as a chart and as a table. */
export function SalesChart() {
  const [span, setSpan] = useState<Span>('days');
  const state = useLoad(() => getSeries(span), [span]);
  return (
    <section aria-labelledby="home-chart" className="admin-card admin-home__chart-card">
      <div className="admin-home__chart-head">
        <h2 id="home-chart">Sales and orders over time</h2>
        <div role="group" aria-label="Period" className="admin-home__spans">
          {(
            [
              ['days', '30 days'],
              ['months', '12 months'],
            ] as const
          ).map(([value, label]) => (
            <button key={value} type="button" className="admin-button" aria-pressed={span === value} onClick={() => setSpan(value)}>
              {label}
            </button>
          ))}
        </div>
      </div>
      {state.status === 'loading' && <Loading label="Reading the sales…" />}
      {state.status === 'error' && (
        <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the sales over time.')}</Alert>
      )}
      {state.status === 'ready' && (
        <>
          <Chart points={state.data} span={span} />
          <details>
            <summary>The figures</summary>
            <table className="admin-home__table">
              <thead>
                <tr>
                  <th scope="col">{span === 'days' ? 'Day' : 'Month'}</th>
                  <th scope="col">Sales</th>
                  <th scope="col">Orders</th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((p) => (
                  <tr key={p.period}>
                    <td>{p.period}</td>
                    <td>
                      <Money amount={p.naira} />
                    </td>
                    <td>{p.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
