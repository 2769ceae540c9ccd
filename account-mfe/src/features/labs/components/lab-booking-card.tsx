import { useState } from 'react';
import { apiErrorMessage, Button, formatDateTime, formatNaira, toast } from 'shared-kernel';
import { browser, cancelBooking, getResult, payBooking, type LabBooking } from '../api/labs-api';

const FOUR_HOURS = 4 * 3_600_000;

/** Whether the shopper may still cancel for a full refund (the server decides again). */
export const cancellable = (b: LabBooking, now = Date.now()) =>
  b.status === 'awaiting-payment' || (b.status === 'booked' && new Date(b.startsAt).getTime() - now >= FOUR_HOURS);

const STATUS: Record<LabBooking['status'], string> = { 'awaiting-payment': 'Awaiting payment', booked: 'Booked', cancelled: 'Cancelled' };

/** Off to Paystack's page for this booking. */
export async function startPayment(id: string) {
  try {
    browser.leaveFor(await payBooking(id));
  } catch (err) {
    toast.error('Payment', apiErrorMessage(err, 'The payment could not be started. Please try again.'));
  }
}

export function LabBookingCard({ booking, onChange }: { booking: LabBooking; onChange: (b: LabBooking) => void }) {
  const [busy, setBusy] = useState(false);

  async function cancel() {
    const refund = booking.status === 'booked' ? ' You get a full refund.' : '';
    if (!window.confirm(`Cancel your ${booking.testName} booking?${refund}`)) return;
    setBusy(true);
    try {
      onChange(await cancelBooking(booking.id));
      toast.success('Booking cancelled', 'Your booking is cancelled.');
    } catch (err) {
      toast.error('Not cancelled', apiErrorMessage(err, 'The booking could not be cancelled.'));
    } finally {
      setBusy(false);
    }
  }

  async function openResult() {
    try {
      const blob = await getResult(booking.id);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      toast.error('Result', apiErrorMessage(err, 'The result could not be opened.'));
    }
  }

  return (
    <li className="account-card account-labs__booking" aria-label={booking.testName}>
      <h3>{booking.testName}</h3>
      <p>
        {formatDateTime(booking.startsAt)} · {booking.area} · {booking.mode === 'home' ? 'at home' : 'at the laboratory'}
      </p>
      {booking.address && <p className="account-labs__address">{booking.address}</p>}
      <p>
        {formatNaira(booking.total)} · <strong>{STATUS[booking.status]}</strong>
        {booking.status === 'cancelled' && booking.refundDue ? ' (full refund)' : ''}
      </p>
      <div className="account-form__actions">
        {booking.status === 'awaiting-payment' && (
          <Button disabled={busy} onClick={() => void startPayment(booking.id)}>
            Pay {formatNaira(booking.total)}
          </Button>
        )}
        {booking.resultReady && <Button onClick={() => void openResult()}>Open result</Button>}
        {cancellable(booking) && (
          <Button variant="secondary" disabled={busy} onClick={() => void cancel()}>
            Cancel booking
          </Button>
        )}
      </div>
    </li>
  );
}
