import { useState } from 'react';
import { apiErrorMessage, Button, formatNaira, toast } from 'shared-kernel';
import { browser, type LabBooking } from '../api/labs-shared';
import { cancelBooking } from '../api/cancel-booking';
import { getResult } from '../api/get-result';
import { payBooking } from '../api/pay-booking';
import { accountMessages, useAccountText } from '../../../i18n';

const FOUR_HOURS = 4 * 3_600_000;

/** Whether the shopper may still cancel for a full refund (the server decides again). */
export const cancellable = (b: LabBooking, now = Date.now()) =>
  b.status === 'awaiting-payment' || (b.status === 'booked' && new Date(b.startsAt).getTime() - now >= FOUR_HOURS);

/** Off to Paystack's page for this booking. */
export async function startPayment(id: string) {
  try {
    browser.leaveFor(await payBooking(id));
  } catch (err) {
    toast.error(accountMessages.t('labs.paymentTitle'), apiErrorMessage(err, accountMessages.t('labs.payFailed')));
  }
}

export function LabBookingCard({ booking, onChange }: { booking: LabBooking; onChange: (b: LabBooking) => void }) {
  const t = useAccountText();
  const [busy, setBusy] = useState(false);

  async function cancel() {
    const question = booking.status === 'booked' ? 'labs.card.confirmCancelRefund' : 'labs.card.confirmCancel';
    if (!window.confirm(t(question, { test: booking.testName }))) return;
    setBusy(true);
    try {
      onChange(await cancelBooking(booking.id));
      toast.success(t('labs.card.cancelledTitle'), t('labs.card.cancelled'));
    } catch (err) {
      toast.error(t('labs.card.notCancelledTitle'), apiErrorMessage(err, t('labs.card.cancelFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function openResult() {
    try {
      const blob = await getResult(booking.id);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      toast.error(t('labs.card.resultTitle'), apiErrorMessage(err, t('labs.card.resultFailed')));
    }
  }

  return (
    <li className="account-card account-labs__booking" aria-label={booking.testName}>
      <h3>{booking.testName}</h3>
      <p>{t('labs.card.where', { when: new Date(booking.startsAt), area: booking.area, mode: booking.mode })}</p>
      {booking.address && <p className="account-labs__address">{booking.address}</p>}
      <p>
        {formatNaira(booking.total)} · <strong>{t('labs.card.status', { status: booking.status.replace(/-/g, '_') })}</strong>
        {booking.status === 'cancelled' && booking.refundDue ? ` ${t('labs.card.fullRefund')}` : ''}
      </p>
      <div className="account-form__actions">
        {booking.status === 'awaiting-payment' && (
          <Button disabled={busy} onClick={() => void startPayment(booking.id)}>
            {t('labs.card.pay', { amount: booking.total })}
          </Button>
        )}
        {booking.resultReady && <Button onClick={() => void openResult()}>{t('labs.card.openResult')}</Button>}
        {cancellable(booking) && (
          <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
            {t('labs.card.cancel')}
          </Button>
        )}
      </div>
    </li>
  );
}
