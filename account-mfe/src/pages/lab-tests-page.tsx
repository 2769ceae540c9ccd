import { Alert, EmptyState, Loading, toast, useLoad } from 'shared-kernel';
import { getLabTests, getMyBookings } from '../features/labs/api/labs-api';
import { BookLabTest } from '../features/labs/components/book-lab-test';
import { LabBookingCard } from '../features/labs/components/lab-booking-card';
import '../components/ui/ui.css';
import '../features/labs/components/labs.css';

/** My lab tests: book one (at the laboratory or at home), see the bookings, cancel in time, open a result. */
export default function LabTestsPage() {
  const tests = useLoad(getLabTests, [], 'the lab tests');
  const bookings = useLoad(getMyBookings, [], 'your lab bookings');
  return (
    <section className="account-page account-labs" data-page="lab-tests" data-boundary="account">
      <h1>My lab tests</h1>
      <p>Book a test at the laboratory or have the sample taken at home. Cancel up to 4 hours before for a full refund.</p>
      {tests.status === 'loading' && <Loading label="Loading the tests…" />}
      {tests.status === 'error' && <Alert onRetry={tests.reload}>We could not load the lab tests.</Alert>}
      {tests.status === 'ready' &&
        (tests.data.length ? (
          <BookLabTest
            tests={tests.data}
            onBooked={(b) => {
              toast.success('Booked', `${b.testName} is booked.`);
              if (bookings.status === 'ready') bookings.replace([b, ...bookings.data]);
              else bookings.reload();
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
