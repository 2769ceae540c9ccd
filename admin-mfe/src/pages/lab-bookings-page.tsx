import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, toast, useLoad } from 'shared-kernel';
import { getLabBookings } from '../features/labs/api/get-lab-bookings';
import { markAttendance } from '../features/labs/api/mark-attendance';
import { type StaffBooking } from '../features/labs/api/lab-types';
import { uploadResult } from '../features/labs/api/upload-result';
import '../components/ui/admin-ui.css';
import '../features/labs/labs.css';

const ATTENDANCE: Record<string, string> = { collected: 'Sample collected', 'no-show': 'No-show' };

/** Lab staff: their laboratory's paid bookings (only theirs: the server decides), collected or no-show, and the result. */
export default function LabBookingsPage() {
  const bookings = useLoad(getLabBookings, [], 'the lab bookings');
  const replace = (b: StaffBooking) => bookings.status === 'ready' && bookings.replace(bookings.data.map((x) => (x.id === b.id ? b : x)));
  return (
    <section className="admin-page admin-lab" data-page="labBookings">
      <h1>Laboratory bookings</h1>
      <p className="admin-hint">
        Paid bookings of your laboratory, latest slot first. Results are private: the shopper is mailed that one is ready.
      </p>
      {bookings.status === 'loading' && <Loading label="Loading the bookings…" />}
      {bookings.status === 'error' && (
        <Alert onRetry={bookings.reload}>Could not load the bookings. Only a laboratory’s staff can see them.</Alert>
      )}
      {bookings.status === 'ready' && bookings.data.length === 0 && <EmptyState>No paid booking yet.</EmptyState>}
      {bookings.status === 'ready' && bookings.data.length > 0 && (
        <ul className="admin-lab__list" aria-label="Bookings">
          {bookings.data.map((b) => (
            <StaffBookingCard key={b.id} booking={b} onChange={replace} onUploaded={bookings.reload} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StaffBookingCard(props: { booking: StaffBooking; onChange: (b: StaffBooking) => void; onUploaded: () => void }) {
  const { booking: b, onChange, onUploaded } = props;
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const open = b.status === 'booked';

  async function mark(attendance: 'collected' | 'no-show') {
    setBusy(true);
    try {
      onChange(await markAttendance(b.id, attendance));
    } catch (err) {
      toast.error('Not saved', apiErrorMessage(err, 'The booking could not be marked.'));
    } finally {
      setBusy(false);
    }
  }

  async function upload() {
    if (!file) return;
    setBusy(true);
    try {
      await uploadResult(b.id, file);
      toast.success('Result uploaded', `${b.shopperName} is told that it is ready.`);
      setFile(null);
      onUploaded();
    } catch (err) {
      toast.error('Not uploaded', apiErrorMessage(err, 'The result could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  const inputId = `lab-result-${b.id}`;
  return (
    <li className="admin-card admin-lab__booking" aria-label={`${b.testName} for ${b.shopperName}`}>
      <h2>
        {b.testName} · {b.shopperName}
      </h2>
      <p>
        {formatStaffDateTime(b.startsAt)} · {b.area} · {b.mode === 'home' ? 'home collection' : 'at the laboratory'}
      </p>
      {b.address && <p>{b.address}</p>}
      <p>
        <strong>{b.status === 'cancelled' ? 'Cancelled' : b.attendance ? ATTENDANCE[b.attendance] : 'Booked'}</strong>
        {b.resultUploadedAt && <> · result uploaded {formatStaffDateTime(b.resultUploadedAt)}</>}
      </p>
      {open && (
        <div className="admin-lab__actions">
          <Button variant="secondary" disabled={busy || b.attendance === 'collected'} onClick={() => void mark('collected')}>
            Sample collected
          </Button>
          <Button variant="secondary" disabled={busy || b.attendance === 'no-show'} onClick={() => void mark('no-show')}>
            No-show
          </Button>
          <label htmlFor={inputId}>Result file (PDF, JPEG or PNG)</label>
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button disabled={busy || !file} onClick={() => void upload()}>
            Upload result
          </Button>
        </div>
      )}
    </li>
  );
}
