import { Alert, apiErrorMessage, Button, formatDateTime, httpStatusOf, Loading, toast, useParams, useSearchParams } from 'shared-kernel';
import { AMBULANCE_STEPS, type AmbulanceRequestView, cancelAmbulanceRequest, getAmbulanceRequest, usePolling } from 'care-kit';
import { useCareText } from '../i18n/care';
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
  const t = useCareText();
  const reached = AMBULANCE_STEPS.findIndex((s) => s.status === request.status);
  return (
    <ol className="account-care-steps" aria-label={t('ambulance.progress')}>
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
            <span>{t('ambulance.step', { status: step.status })}</span>
            {at && <time dateTime={at}>{formatDateTime(at)}</time>}
          </li>
        );
      })}
    </ol>
  );
}

/** The caller follows the request; the page checks for news every few seconds by itself. */
export default function AmbulanceStatusPage() {
  const t = useCareText();
  const { requestId = '' } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code') ?? storedCode(requestId);
  const polled = usePolling(() => getAmbulanceRequest(requestId, code), POLL_MS, [requestId, code]);
  const request = polled.data;

  async function cancel() {
    if (!window.confirm(t('ambulance.confirmCancel'))) return;
    try {
      await cancelAmbulanceRequest(requestId, code);
      polled.refresh();
    } catch (err) {
      toast.error(t('ambulance.notCancelledTitle'), apiErrorMessage(err, t('ambulance.notCancelledText')));
    }
  }

  return (
    <section className="account-page" data-page="ambulanceStatus">
      <h1>{t('ambulance.title')}</h1>
      {polled.loading && <Loading label={t('ambulance.loading')} />}
      {!request && polled.error !== null && (
        <Alert onRetry={polled.refresh}>{httpStatusOf(polled.error) === 403 ? t('ambulance.needLink') : t('ambulance.loadFailed')}</Alert>
      )}
      {request && (
        <div className="account-card account-care-ambulance" data-status={request.status}>
          <p className="account-care-ambulance__now" role="status" aria-live="polite">
            {request.status === 'cancelled'
              ? t('ambulance.cancelled')
              : request.status === 'false_alarm'
                ? t('ambulance.falseAlarm')
                : t('ambulance.step', { status: request.status })}
          </p>
          {request.crewPhone && (
            <p>
              {t('ambulance.crewPhone', { ambulance: request.ambulanceName ?? '' })}{' '}
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
              {t('ambulance.cancel')}
            </Button>
          )}
          <p className="account-care-intro">{t('ambulance.worse')}</p>
        </div>
      )}
    </section>
  );
}
