import { useState } from 'react';
import { Alert, EmptyState, Loading, useLoad } from 'shared-kernel';
import { getMyDeliveries } from '../features/riders/api/get-my-deliveries';
import { RiderStopCard } from '../features/riders/rider-stop-card';
import '../components/ui/admin-ui.css';
import '../features/riders/riders.css';

/** A rider's phone page: the day's deliveries in order (the server answers only the rider's own). */
export default function RiderPage() {
  const [round, setRound] = useState(0);
  const stops = useLoad(getMyDeliveries, [round], 'your deliveries');
  return (
    <section className="rider-page" data-page="rider">
      <h1>Today’s deliveries</h1>
      {stops.status === 'loading' && <Loading label="Loading your deliveries…" />}
      {stops.status === 'error' && (
        <Alert onRetry={stops.reload}>Only a pharmacy’s rider can see this page. Ask your pharmacy to add you.</Alert>
      )}
      {stops.status === 'ready' && stops.data.length === 0 && <EmptyState>No delivery for you now.</EmptyState>}
      {stops.status === 'ready' && stops.data.length > 0 && (
        <ol className="rider-stops">
          {stops.data.map((s, i) => (
            <RiderStopCard key={s.id} stop={s} number={i + 1} onDone={() => setRound((n) => n + 1)} />
          ))}
        </ol>
      )}
    </section>
  );
}
