import { useEffect } from 'react';
import { Alert, apiErrorMessage, EmptyState, Loading, toast, useLoad } from 'shared-kernel';
import { getLabTests, getMyBookings, verifyBookingPayment } from '../features/labs/api/labs-api';
import { BookLabTest } from '../features/labs/components/book-lab-test';
import { LabBookingCard, startPayment } from '../features/labs/components/lab-booking-card';
import '../components/ui/ui.css';
import '../features/labs/components/labs.css';

/** My lab tests: book one (at the laboratory or at home), see the bookings, cancel in time, open a result. */
export default function LabTestsPage() {
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
          ? toast.success('Paid', `${b.testName} is booked and paid.`)
          : toast.error('Not paid yet', 'The payment was not completed. You can pay from your booking below.'),
      )
      .catch((err) => toast.error('Payment', apiErrorMessage(err, 'We could not check the payment.')))
      .finally(reload);
  }, [reload]);
  return (
    <section className="account-page account-labs" data-page="lab-tests" data-boundary="account">
      <h1>My lab tests</h1>
      <p>
        Book a test at the laboratory or have the sample taken at home. Pay online through Paystack; cancel up to 4 hours before for a full
        refund.
      </p>
      {tests.status === 'loading' && <Loading label="Loading the tests…" />}
      {tests.status === 'error' && <Alert onRetry={tests.reload}>We could not load the lab tests.</Alert>}
      {tests.status === 'ready' &&
        (tests.data.length ? (
          <BookLabTest
            tests={tests.data}
            onBooked={(b) => {
              toast.success('Booked', `${b.testName} is held for you: pay to confirm it.`);
              if (bookings.status === 'ready') bookings.replace([b, ...bookings.data]);
              else bookings.reload();
              void startPayment(b.id);
            }}
          />
        ) : (
          <EmptyState>No laboratory publishes tests yet.</EmptyState>
        ))}
      <div>
        <h2>Your bookings</h2>
        {bookings.status === 'loading' && <Loading label="Loading your bookings…" />}
        {bookings.status === 'error' && <Alert onRetry={bookings.reload}>We could not load your bookings.</Alert>}
        {bookings.status === 'ready' && bookings.data.length === 0 && <EmptyState>You have no lab bookings yet.</EmptyState>}
        {bookings.status === 'ready' && bookings.data.length > 0 && (
          <ul className="account-labs__list" aria-label="Your lab bookings">
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
