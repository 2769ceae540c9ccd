import { useEffect } from 'react';
import { Alert, apiErrorMessage, EmptyState, Loading, toast, useLoad } from 'shared-kernel';
import { getLabTests } from '../features/labs/api/get-lab-tests';
import { getMyBookings } from '../features/labs/api/get-my-bookings';
import { verifyBookingPayment } from '../features/labs/api/verify-booking-payment';
import { BookLabTest } from '../features/labs/components/book-lab-test';
import { LabBookingCard, startPayment } from '../features/labs/components/lab-booking-card';
import '../components/ui/ui.css';
import '../features/labs/components/labs.css';
import { useAccountText } from '../i18n';

/** My lab tests: book one (at the laboratory or at home), see the bookings, cancel in time, open a result. */
export default function LabTestsPage() {
  const t = useAccountText();
  const tests = useLoad(getLabTests, [], 'the lab tests');
  const bookings = useLoad(getMyBookings, [], 'your lab bookings');
  const reload = bookings.reload;

  // Back from Paystack (?booking=…&reference=…): the server asks the provider, then the list is read again.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const id = params.get('booking');
    if (!id) return;
    window.history.replaceState(window.history.state, '', window.location.pathname);
    verifyBookingPayment(id)
      .then((b) =>
        b.paid
          ? toast.success(t('labs.paidTitle'), t('labs.paid', { test: b.testName }))
          : toast.error(t('labs.notPaidTitle'), t('labs.notPaid')),
      )
      .catch((err) => toast.error(t('labs.paymentTitle'), apiErrorMessage(err, t('labs.checkFailed'))))
      .finally(reload);
    // Once, on the way back from Paystack: the texts are those of the language at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);
  return (
    <section className="account-page account-labs" data-page="lab-tests" data-boundary="account">
      <h1>{t('labs.title')}</h1>
      <p>{t('labs.intro')}</p>
      {tests.status === 'loading' && <Loading label={t('labs.loadingTests')} />}
      {tests.status === 'error' && <Alert onRetry={tests.reload}>{t('labs.testsFailed')}</Alert>}
      {tests.status === 'ready' &&
        (tests.data.length ? (
          <BookLabTest
            tests={tests.data}
            onBooked={(b) => {
              toast.success(t('labs.bookedTitle'), t('labs.booked', { test: b.testName }));
              if (bookings.status === 'ready') bookings.replace([b, ...bookings.data]);
              else bookings.reload();
              void startPayment(b.id);
            }}
          />
        ) : (
          <EmptyState>{t('labs.noTests')}</EmptyState>
        ))}
      <div>
        <h2>{t('labs.bookings')}</h2>
        {bookings.status === 'loading' && <Loading label={t('labs.loadingBookings')} />}
        {bookings.status === 'error' && <Alert onRetry={bookings.reload}>{t('labs.bookingsFailed')}</Alert>}
        {bookings.status === 'ready' && bookings.data.length === 0 && <EmptyState>{t('labs.noBookings')}</EmptyState>}
        {bookings.status === 'ready' && bookings.data.length > 0 && (
          <ul className="account-labs__list" aria-label={t('labs.bookingsLabel')}>
            {bookings.data.map((b) => (
              <LabBookingCard
                key={b.id}
                booking={b}
                onChange={(changed) => bookings.replace(bookings.data.map((x) => (x.id === changed.id ? changed : x)))}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
