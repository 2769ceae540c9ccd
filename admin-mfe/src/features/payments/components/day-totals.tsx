import { Alert, apiErrorMessage, formatDayMonthYear, Money, useLoad } from 'shared-kernel';
import { getTotals } from '../api/get-totals';

/** A Lagos day (yyyy-MM-dd, as the day field holds it) as staff read it: dd/mm/yyyy. */
export const dayText = (day: string) => formatDayMonthYear(`${day}T12:00:00Z`);

/** The chosen day's totals (every day's when none is chosen): payments, paid, refunded, net. */
export function DayTotals({ day, version }: { day: string; version: number }) {
  const state = useLoad(() => getTotals(day), [day, version]);
  if (state.status === 'loading') return <p className="admin-hint">Adding up the payments…</p>;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not add up the payments.')}</Alert>;
  const t = state.data;
  return (
    <section
      className="admin-pay-totals"
      aria-label={day ? `Totals for ${dayText(day)}` : 'Totals for every day'}
      data-testid="payment-totals"
    >
      <h2>{day ? `Totals for ${dayText(day)}` : 'Totals for every day'}</h2>
      <dl>
        <div>
          <dt>Payments</dt>
          <dd>
            {t.paidCount} paid of {t.count}
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            <Money amount={t.paid} />
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            <Money amount={t.refunded} />
          </dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>
            <strong>
              <Money amount={t.net} />
            </strong>
          </dd>
        </div>
      </dl>
    </section>
  );
}
