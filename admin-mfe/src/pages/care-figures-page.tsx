import { Alert, Loading, useLoad } from 'shared-kernel';
import { duration } from '../features/care/api/care-shared';
import { getCareFigures } from '../features/care/api/get-care-figures';
import '../components/ui/admin-ui.css';
import '../features/care/care.css';

/** Each care service's figures over the last 30 days. */
export default function CareFiguresPage() {
  const figures = useLoad(() => getCareFigures(30), [], 'the care figures');
  return (
    <section className="admin-page" data-page="careFigures">
      <h1>Care services: the last 30 days</h1>
      {figures.status === 'loading' && <Loading label="Loading the figures…" />}
      {figures.status === 'error' && <Alert onRetry={figures.reload}>Could not load the figures.</Alert>}
      {figures.status === 'ready' && (
        <div className="admin-cards">
          <section className="admin-card" aria-labelledby="care-q-title">
            <h2 id="care-q-title">Ask a pharmacist</h2>
            <dl className="admin-care-figures">
              <dt>Questions opened</dt>
              <dd>{figures.data.questions.threadsOpened}</dd>
              <dt>Answered</dt>
              <dd>{figures.data.questions.replies}</dd>
              <dt>Median response (opening hours)</dt>
              <dd>{duration(figures.data.questions.medianResponseSeconds)}</dd>
              <dt>90th percentile (opening hours)</dt>
              <dd>{duration(figures.data.questions.p90ResponseSeconds)}</dd>
              <dt>Waiting now</dt>
              <dd>{figures.data.questions.waitingNow}</dd>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="care-a-title">
            <h2 id="care-a-title">Ambulance requests</h2>
            <dl className="admin-care-figures">
              <dt>Requests</dt>
              <dd>{figures.data.ambulances.requests}</dd>
              <dt>Open now</dt>
              <dd>{figures.data.ambulances.open}</dd>
              <dt>Closed</dt>
              <dd>{figures.data.ambulances.closed}</dd>
              <dt>Cancelled</dt>
              <dd>{figures.data.ambulances.cancelled}</dd>
              <dt>False alarms</dt>
              <dd>{figures.data.ambulances.falseAlarms}</dd>
              <dt>Median time to assign</dt>
              <dd>{duration(figures.data.ambulances.medianSecondsToAssign)}</dd>
              <dt>Median time to arrive</dt>
              <dd>{duration(figures.data.ambulances.medianSecondsToArrive)}</dd>
            </dl>
          </section>
          <section className="admin-card" aria-labelledby="care-l-title">
            <h2 id="care-l-title">Lab tests</h2>
            <dl className="admin-care-figures">
              <dt>Bookings</dt>
              <dd>{figures.data.labs.bookings}</dd>
              <dt>Paid</dt>
              <dd>{figures.data.labs.paid}</dd>
              <dt>Awaiting payment</dt>
              <dd>{figures.data.labs.awaitingPayment}</dd>
              <dt>Home collections</dt>
              <dd>{figures.data.labs.homeCollections}</dd>
              <dt>Cancelled (refunded)</dt>
              <dd>
                {figures.data.labs.cancelled} ({figures.data.labs.refunded})
              </dd>
              <dt>Samples collected</dt>
              <dd>{figures.data.labs.collected}</dd>
              <dt>No-shows</dt>
              <dd>{figures.data.labs.noShows}</dd>
              <dt>Results uploaded</dt>
              <dd>{figures.data.labs.resultsUploaded}</dd>
            </dl>
          </section>
        </div>
      )}
    </section>
  );
}
