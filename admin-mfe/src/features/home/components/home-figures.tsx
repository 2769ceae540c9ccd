import { Alert, apiErrorMessage, Link, Loading, Money, useLoad } from 'shared-kernel';
import { type AdminHome, getHome } from '../api/get-home';
import { SalesChart } from './sales-chart';

type Period = AdminHome['sales']['today'];

/** "3 h", "2 d": how long something has waited. */
export function waited(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} d`;
}

/** +12% / −5% / new against the period before. */
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '\u2212' : '\u00b1'}${Math.abs(pct)}%`;
}

const PERIODS = [
  ['today', 'Today', 'yesterday'],
  ['week', 'This week', 'last week'],
  ['month', 'This month', 'last month'],
] as const;

function SalesCard({ label, before, period }: { label: string; before: string; period: Period }) {
  const { current, previous } = period;
  const labs = period.labBookings.current;
  return (
    <li className="admin-card admin-home__sales">
      <h3>{label}</h3>
      <p className="admin-home__big">
        <Link to="/orders">
          <Money amount={current.naira} />
        </Link>
      </p>
      <p>
        {current.orders} {current.orders === 1 ? 'order' : 'orders'} · average <Money amount={current.averageBasket} />
      </p>
      <p className="admin-hint">
        {change(current.naira, previous.naira)} against {before} (<Money amount={previous.naira} />, {previous.orders}{' '}
        {previous.orders === 1 ? 'order' : 'orders'})
      </p>
      <p className="admin-home__labs" data-testid="lab-bookings">
        Lab bookings: <Money amount={labs.naira} /> · {labs.bookings}
        {'\u00a0'}
        {labs.bookings === 1 ? 'booking' : 'bookings'}
      </p>
    </li>
  );
}

const WAITING_LINKS: Record<string, string> = {
  toReview: '/orders?status=AwaitingReview',
  toPack: '/orders?status=Pending',
  toShip: '/orders?status=Processing',
  toRefund: '/admin/stock-issues',
};

/** Orders waiting for a pharmacist, oldest first, and prescriptions sent before payment. */
function PrescriptionsCard({ home }: { home: AdminHome }) {
  return (
    <section aria-labelledby="home-prescriptions" className="admin-card">
      <h2 id="home-prescriptions">Prescriptions waiting</h2>
      {home.prescriptions.orders.length === 0 ? (
        <p className="admin-hint">No order waits for a pharmacist.</p>
      ) : (
        <ol className="admin-home__list">
          {home.prescriptions.orders.map((o) => (
            <li key={o.orderId}>
              <Link to={`/orders/${o.orderId}`}>{o.orderNumber}</Link> <span className="admin-hint">waiting {waited(o.ageHours)}</span>
            </li>
          ))}
        </ol>
      )}
      <p className="admin-hint">
        {home.prescriptions.beforePayment.count} sent before payment
        {home.prescriptions.beforePayment.count ? `, oldest ${waited(home.prescriptions.beforePayment.oldestAgeHours)}` : ''}
      </p>
    </section>
  );
}

/** Medicines out of stock or under their reorder level, with days of cover. */
function StockCard({ home }: { home: AdminHome }) {
  return (
    <section aria-labelledby="home-stock" className="admin-card">
      <h2 id="home-stock">Stock running out</h2>
      <p>
        <strong>{home.stock.out}</strong> out of stock · <strong>{home.stock.low}</strong> under the reorder level
      </p>
      {home.stock.medicines.length > 0 && (
        <table className="admin-home__table">
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">On hand</th>
              <th scope="col">Level</th>
              <th scope="col">Cover</th>
            </tr>
          </thead>
          <tbody>
            {home.stock.medicines.map((m) => (
              <tr key={m.medicineId}>
                <td>
                  <Link to={`/admin/medicines/${m.medicineId}`}>{m.name}</Link>
                </td>
                <td>{m.out ? <span className="admin-attention">out</span> : m.onHand}</td>
                <td>{m.reorderLevel}</td>
                <td>{m.daysOfCover === null ? 'no sales' : `${m.daysOfCover} d`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** "in 12 d", "today", "expired 3 d ago". */
function expiresIn(days: number): string {
  if (days === 0) return 'today';
  return days > 0 ? `in ${days} d` : `expired ${-days} d ago`;
}

/** Sellable batches expiring within 90 days, soonest first, each opening its medicine. */
function ExpiringCard({ home }: { home: AdminHome }) {
  const { expiring } = home;
  return (
    <section aria-labelledby="home-expiring" className="admin-card">
      <h2 id="home-expiring">Expiring within {expiring.withinDays} days</h2>
      <p>
        <strong>{expiring.count}</strong> {expiring.count === 1 ? 'batch' : 'batches'} · <strong>{expiring.units}</strong>{' '}
        {expiring.units === 1 ? 'unit' : 'units'}
      </p>
      {expiring.batches.length > 0 && (
        <table className="admin-home__table">
          <thead>
            <tr>
              <th scope="col">Medicine</th>
              <th scope="col">Lot</th>
              <th scope="col">Units</th>
              <th scope="col">Expires</th>
            </tr>
          </thead>
          <tbody>
            {expiring.batches.map((b) => (
              <tr key={b.batchId}>
                <td>
                  <Link to={`/admin/medicines/${b.medicineId}`}>{b.name}</Link>
                </td>
                <td>{b.lotNumber}</td>
                <td>{b.quantity}</td>
                <td className={b.daysLeft <= 30 ? 'admin-attention' : undefined}>
                  <time dateTime={b.expiryDate}>{b.expiryDate}</time> ({expiresIn(b.daysLeft)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Refunds on their way or failed, and payments flagged. */
function MoneyCard({ home }: { home: AdminHome }) {
  return (
    <section aria-labelledby="home-money" className="admin-card">
      <h2 id="home-money">Refunds and payments</h2>
      <dl className="admin-home__facts">
        <div>
          <dt>
            <Link to="/payments">Refunds on their way</Link>
          </dt>
          <dd>
            {home.refunds.pending.count} · <Money amount={home.refunds.pending.naira} />
          </dd>
        </div>
        <div>
          <dt>
            <Link to="/payments">Refunds failed</Link>
          </dt>
          <dd className={home.refunds.failed.count ? 'admin-attention' : undefined}>
            {home.refunds.failed.count} · <Money amount={home.refunds.failed.naira} />
          </dd>
        </div>
        <div>
          <dt>
            <Link to="/payments">Payments needing attention</Link>
          </dt>
          <dd className={home.payments.count ? 'admin-attention' : undefined}>
            {home.payments.count} · <Money amount={home.payments.naira} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The admin home: sales, what waits for the shop, stock running out, refunds and payments to look at. */
export function HomeFigures() {
  const state = useLoad(getHome, []);
  if (state.status === 'loading') return <Loading label="Adding up the business…" />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the admin home.')}</Alert>;
  const home = state.data;
  return (
    <div className="admin-home">
      <section aria-labelledby="home-sales">
        <h2 id="home-sales">Sales</h2>
        <p className="admin-hint">
          Medicine orders, cancelled ones left out. Lab bookings paid are counted on their own line, not in the total.
        </p>
        <ul className="admin-cards">
          {PERIODS.map(([key, label, before]) => (
            <SalesCard key={key} label={label} before={before} period={home.sales[key]} />
          ))}
        </ul>
      </section>

      <SalesChart />

      <section aria-labelledby="home-waiting">
        <h2 id="home-waiting">Waiting for action</h2>
        <ul className="admin-cards">
          {home.waiting.map((w) => (
            <li key={w.key} className="admin-card" data-testid={`waiting-${w.key}`}>
              <h3>
                <Link to={WAITING_LINKS[w.key]}>{w.label}</Link>
              </h3>
              <p className="admin-home__big">{w.count}</p>
              <p className="admin-hint">{w.count ? `oldest waiting ${waited(w.oldestAgeHours)}` : 'nothing waiting'}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="admin-home__columns">
        <PrescriptionsCard home={home} />

        <StockCard home={home} />

        <ExpiringCard home={home} />

        <MoneyCard home={home} />
      </div>
    </div>
  );
}
