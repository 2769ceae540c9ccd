import { type ReactNode, useRef, useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, toast } from 'shared-kernel';
import { usePolling } from 'care-kit';
import { assignAmbulance } from '../features/care/api/assign-ambulance';
import { type BoardAmbulance, type DispatchRequest } from '../features/care/api/care-shared';
import { getDispatchBoard } from '../features/care/api/get-dispatch-board';
import { moveRequest, type MoveTo } from '../features/care/api/move-request';
import { CloseSource, closedMessage, RepeatBadge } from '../features/care/repeat-requests';
import '../components/ui/admin-ui.css';
import '../features/care/care.css';

const STATUS_WORDS: Record<DispatchRequest['status'], string> = {
  requested: 'Waiting for an ambulance',
  assigned: 'Assigned',
  on_the_way: 'On the way',
  arrived: 'Arrived',
  closed: 'Closed',
  cancelled: 'Cancelled',
  false_alarm: 'False alarm',
};
const NEXT: Partial<Record<DispatchRequest['status'], { to: MoveTo; label: string }>> = {
  assigned: { to: 'on_the_way', label: 'On the way' },
  on_the_way: { to: 'arrived', label: 'Arrived' },
  arrived: { to: 'closed', label: 'Close' },
};
const OPEN = ['requested', 'assigned', 'on_the_way', 'arrived'];

type Run = (work: () => Promise<unknown>, done: string) => Promise<void>;

/** What the dispatcher can do next with a request. */
function RequestActions({
  r,
  free,
  busy,
  run,
  children,
}: {
  r: DispatchRequest;
  free: BoardAmbulance[];
  busy: boolean;
  run: Run;
  children?: ReactNode;
}) {
  const [choice, setChoice] = useState('');
  const end = (to: 'cancelled' | 'false_alarm') => {
    const reason = window.prompt(to === 'cancelled' ? 'Why is it cancelled?' : 'Why is it a false alarm?') ?? undefined;
    void run(() => moveRequest(r.id, to, reason || undefined), to === 'cancelled' ? 'Cancelled' : 'Recorded as a false alarm');
  };
  const next = NEXT[r.status];
  const ambulanceId = choice || free[0]?.id || '';
  return (
    <div className="admin-care-actions">
      {r.status === 'requested' &&
        (free.length > 0 ? (
          <>
            <label className="admin-care-assign">
              <span>Ambulance</span>
              <select value={ambulanceId} onChange={(e) => setChoice(e.target.value)} className="ep-input">
                {free.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} ({a.location})
                  </option>
                ))}
              </select>
            </label>
            <Button disabled={busy || !ambulanceId} onClick={() => run(() => assignAmbulance(r.id, ambulanceId), 'Assigned')}>
              Assign
            </Button>
          </>
        ) : (
          <span>No ambulance is available.</span>
        ))}
      {next && (
        <Button disabled={busy} onClick={() => run(() => moveRequest(r.id, next.to), next.label)}>
          {next.label}
        </Button>
      )}
      {OPEN.includes(r.status) && (
        <>
          <Button variant="secondary" disabled={busy} onClick={() => end('cancelled')}>
            Cancel
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => end('false_alarm')}>
            False alarm
          </Button>
        </>
      )}
      {children}
    </div>
  );
}

function RequestCard({
  r,
  free,
  onChange,
  onSourceClosed,
}: {
  r: DispatchRequest;
  free: BoardAmbulance[];
  onChange: () => void;
  onSourceClosed: (closed: DispatchRequest[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      toast.success(done, r.address);
    } catch (err) {
      toast.error('Not done', apiErrorMessage(err, 'The request could not be updated.'));
    } finally {
      setBusy(false);
      onChange();
    }
  }
  return (
    <li className={`admin-card admin-care-request admin-care-request--${r.status}`} data-request={r.id} data-status={r.status}>
      <p className="admin-care-request__status">
        <strong>{STATUS_WORDS[r.status]}</strong> · requested <time dateTime={r.requestedAt}>{formatStaffDateTime(r.requestedAt)}</time>
      </p>
      {r.possibleRepeat && <RepeatBadge />}
      <p>
        <strong>{r.address}</strong>
        {r.landmark ? ` (${r.landmark})` : ''} · <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>
        {r.latitude !== null && r.longitude !== null && (
          <>
            {' '}
            ·{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${r.latitude}&mlon=${r.longitude}#map=17/${r.latitude}/${r.longitude}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              map
            </a>
          </>
        )}
      </p>
      <p>
        {r.patient === 'self' ? 'For the caller' : 'For someone else'}: {r.whatHappened}
      </p>
      {r.ambulanceName && (
        <p>
          {r.ambulanceName} · crew {r.crewPhone ?? '—'}
        </p>
      )}
      {r.endReason && <p>Reason: {r.endReason}</p>}
      <RequestActions r={r} free={free} busy={busy} run={run}>
        {r.possibleRepeat && OPEN.includes(r.status) && <CloseSource r={r} onClosed={onSourceClosed} />}
      </RequestActions>
    </li>
  );
}

/** The dispatch board: open requests oldest first, the day's others after; it refreshes by itself. */
export default function DispatchPage() {
  const board = usePolling(getDispatchBoard, 5_000, []);
  // Requests just closed from one source: false alarms for good, shown at once without waiting for the next load.
  const [closedNow, setClosedNow] = useState<Record<string, DispatchRequest>>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const data = board.data && { ...board.data, requests: board.data.requests.map((r) => closedNow[r.id] ?? r) };
  function sourceClosed(closed: DispatchRequest[]) {
    setClosedNow((before) => ({ ...before, ...Object.fromEntries(closed.map((r) => [r.id, r])) }));
    setOutcome(closedMessage(closed.length));
    board.refresh();
    // The card that was acted on may have moved to the ended list: the message takes the focus.
    window.setTimeout(() => outcomeRef.current?.focus(), 0);
  }
  const free = data?.ambulances.filter((a) => a.available) ?? [];
  const open = data?.requests.filter((r) => OPEN.includes(r.status)) ?? [];
  const ended = data?.requests.filter((r) => !OPEN.includes(r.status)).reverse() ?? [];
  return (
    <section className="admin-page" data-page="dispatch">
      <h1>Dispatch board</h1>
      <div role="status" aria-live="polite">
        {outcome && (
          <p ref={outcomeRef} tabIndex={-1} className="ep-alert ep-alert--success admin-care-outcome">
            {outcome}
          </p>
        )}
      </div>
      {board.loading && <Loading label="Loading the board…" />}
      {!data && board.error !== null && <Alert onRetry={board.refresh}>Could not load the dispatch board.</Alert>}
      {data && (
        <>
          <p className="admin-hint">
            {open.length} open {open.length === 1 ? 'request' : 'requests'} · {free.length} of {data.ambulances.length} ambulances available
          </p>
          {open.length === 0 ? (
            <EmptyState>No open request.</EmptyState>
          ) : (
            <ul className="admin-care-requests">
              {open.map((r) => (
                <RequestCard key={r.id} r={r} free={free} onChange={board.refresh} onSourceClosed={sourceClosed} />
              ))}
            </ul>
          )}
          {ended.length > 0 && (
            <>
              <h2>Earlier today</h2>
              <ul className="admin-care-requests">
                {ended.map((r) => (
                  <RequestCard key={r.id} r={r} free={free} onChange={board.refresh} onSourceClosed={sourceClosed} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
