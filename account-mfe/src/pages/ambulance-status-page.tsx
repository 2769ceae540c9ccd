import { Alert, apiErrorMessage, Button, formatDateTime, httpStatusOf, Loading, toast, useParams, useSearchParams } from 'shared-kernel';
import { AMBULANCE_STEPS, type AmbulanceRequestView, cancelAmbulanceRequest, getAmbulanceRequest, usePolling } from 'shared-kernel/care';
import { trackingKey } from './emergency-page';
import '../components/ui/ui.css';
import '../features/care/care.css';

const POLL_MS = 5_000;

function storedCode(id: string): string | undefined {
  try {
    return window.localStorage.getItem(trackingKey(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

const STEP_TIME: Partial<Record<AmbulanceRequestView['status'], keyof AmbulanceRequestView>> = {
  requested: 'requestedAt',
  assigned: 'assignedAt',
  on_the_way: 'onTheWayAt',
  arrived: 'arrivedAt',
  closed: 'endedAt',
};

function Steps({ request }: { request: AmbulanceRequestView }) {
  const reached = AMBULANCE_STEPS.findIndex((s) => s.status === request.status);
  return (
    <ol className="account-care-steps" aria-label="Progress">
      {AMBULANCE_STEPS.map((step, i) => {
        const key = STEP_TIME[step.status];
        const at = key ? (request[key] as string | null) : null;
        const state = reached < 0 ? 'todo' : i < reached ? 'done' : i === reached ? 'current' : 'todo';
        return (
          <li
            key={step.status}
            className={`account-care-step account-care-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span>{step.label}</span>
            {at && <time dateTime={at}>{formatDateTime(at)}</time>}
          </li>
        );
      })}
    </ol>
  );
}

/** The caller follows the request; the page checks for news every few seconds by itself. */
export default function AmbulanceStatusPage() {
  const { requestId = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code') ?? storedCode(requestId);
  const polled = usePolling(() => getAmbulanceRequest(requestId, code), POLL_MS, [requestId, code]);
  const request = polled.data;

  async function cancel() {
    if (!window.confirm('Cancel the ambulance request?')) return;
    try {
      await cancelAmbulanceRequest(requestId, code);
      polled.refresh();
    } catch (err) {
      toast.error('Not cancelled', apiErrorMessage(err, 'The request could not be cancelled. Please call the crew or 112.'));
    }
  }

  return (
    <section className="account-page" data-page="ambulanceStatus">
      <h1>Your ambulance request</h1>
      {polled.loading && <Loading label="Loading your request…" />}
      {!request && polled.error !== null && (
        <Alert onRetry={polled.refresh}>
          {httpStatusOf(polled.error) === 403
            ? 'Open this page from the link you were given when you asked.'
            : 'We could not load your request.'}
        </Alert>
      )}
      {request && (
        <div className="account-card account-care-ambulance" data-status={request.status}>
          <p className="account-care-ambulance__now" role="status" aria-live="polite">
            {request.status === 'cancelled'
              ? 'This request was cancelled.'
              : request.status === 'false_alarm'
                ? 'This request was closed as a false alarm.'
                : (AMBULANCE_STEPS.find((s) => s.status === request.status)?.label ?? request.status)}
          </p>
          {request.crewPhone && (
            <p>
              {request.ambulanceName}: crew phone{' '}
              <a className="account-care-crew" href={`tel:${request.crewPhone.replace(/[^\d+]/g, '')}`}>
                {request.crewPhone}
              </a>
            </p>
          )}
          <Steps request={request} />
          <p className="account-care-intro">
            {request.address}
            {request.landmark ? ` (${request.landmark})` : ''}
          </p>
          {['requested', 'assigned', 'on_the_way'].includes(request.status) && (
            <Button variant="secondary" onClick={cancel}>
              Cancel the request
            </Button>
          )}
          <p className="account-care-intro">If things get worse, call 112 (767 in Lagos) at once.</p>
        </div>
      )}
    </section>
  );
}
