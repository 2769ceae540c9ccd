import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  apiErrorCode,
  apiErrorMessage,
  Button,
  EmptyState,
  formatStaffDateTime,
  httpStatusOf,
  Loading,
  useLoad,
} from 'shared-kernel';
import { type AccessRequest } from '../api/health-access-types';
import { decideAccessRequest } from '../api/decide-access-request';
import { getAccessRequests } from '../api/get-access-requests';
import { getLaboratoryNames } from '../api/get-laboratory-names';
import './access-requests.css';

export const TWO_PEOPLE_MESSAGE = 'You asked for this or would receive it: another pharmacist must decide.';

type Notice = { tone: 'success' | 'info'; text: string } | null;

/** What approving opens, in a phrase after the grantee's name. */
function whatItOpens(request: AccessRequest, labNames: ReadonlyMap<string, string>): string {
  if (request.kind === 'pharmacist') return `becomes a pharmacist (${request.pharmacistRegistration ?? 'no PCN number'})`;
  const lab = request.laboratoryId ? labNames.get(request.laboratoryId) : undefined;
  return lab ? `becomes staff of ${lab}` : 'becomes staff of a laboratory';
}

const nameOf = (request: AccessRequest) => request.userName || 'An account';

async function loadRequests() {
  const requests = await getAccessRequests();
  const labNames = requests.some((r) => r.kind === 'laboratory') ? await getLaboratoryNames() : new Map<string, string>();
  return { requests, labNames };
}

/**
 * Requests to open health data (the pharmacist role, a laboratory binding) an admin made, oldest
 * first: a second person, this pharmacist, approves or refuses each. Decided, it leaves the list.
 */
export function AccessRequests() {
  const list = useLoad(loadRequests, [], 'the access requests');
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // The decided card is gone: focus moves to what happened, not to the top of the page.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const decided = (request: AccessRequest, next: Notice) => {
    setGone((current) => new Set(current).add(request.id));
    setNotice(next);
  };

  if (list.status === 'loading') return <Loading label="Loading the access requests…" />;
  if (list.status === 'error') return <Alert onRetry={list.reload}>Could not load the access requests.</Alert>;
  const waiting = list.data.requests.filter((r) => !gone.has(r.id));
  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className="admin-access__notice">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      </div>
      {waiting.length === 0 ? (
        <EmptyState>No requests are waiting.</EmptyState>
      ) : (
        <>
          <p className="admin-hint">
            {waiting.length} {waiting.length === 1 ? 'request is' : 'requests are'} waiting, the oldest first. Approve only what you have
            checked with the person: approving opens patients&rsquo; health data to them.
          </p>
          <ul className="admin-access__list" aria-label="Access requests waiting">
            {waiting.map((request) => (
              <AccessRequestCard
                key={request.id}
                request={request}
                what={whatItOpens(request, list.data.labNames)}
                onDecided={(next) => decided(request, next)}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function AccessRequestCard({ request, what, onDecided }: { request: AccessRequest; what: string; onDecided: (notice: Notice) => void }) {
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = nameOf(request);
  const summary = `${name} ${what}`;
  const headingId = `admin-access-${request.id}`;

  async function decide(approve: boolean) {
    setBusy(approve ? 'approve' : 'refuse');
    setError(null);
    try {
      await decideAccessRequest(request.id, approve);
      onDecided({
        tone: 'success',
        text: approve ? `Approved: ${summary}.` : `Refused: ${name} ${what.replace(/^becomes /, 'does not become ')}.`,
      });
    } catch (failure) {
      if (apiErrorCode(failure) === 'health-access-two-people') setError(TWO_PEOPLE_MESSAGE);
      else if (httpStatusOf(failure) === 409) onDecided({ tone: 'info', text: `Another pharmacist has already decided: ${summary}.` });
      else setError(apiErrorMessage(failure, 'The decision was not saved. Please try again.'));
      setBusy(null);
      setConfirming(false);
    }
  }

  return (
    <li className="admin-card admin-access__request" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p className="admin-access__what">{what.charAt(0).toUpperCase() + what.slice(1)}</p>
      <p className="admin-hint">
        Asked by {request.requestedByName || 'an admin'} on{' '}
        <time dateTime={request.requestedAt}>{formatStaffDateTime(request.requestedAt)}</time>
      </p>
      {error && <Alert>{error}</Alert>}
      {confirming ? (
        <div className="admin-access__confirm" role="group" aria-label={`Refuse: ${summary}?`}>
          <p>Refuse this request? {name} will not get this access; an admin would have to ask again.</p>
          <div className="admin-actions">
            <Button variant="danger" disabled={busy !== null} onClick={() => void decide(false)} aria-label={`Yes, refuse: ${summary}`}>
              {busy === 'refuse' ? 'Refusing…' : 'Yes, refuse'}
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(false)}>
              Keep it waiting
            </Button>
          </div>
        </div>
      ) : (
        <div className="admin-actions">
          <Button disabled={busy !== null} onClick={() => void decide(true)} aria-label={`Approve: ${summary}`}>
            {busy === 'approve' ? 'Approving…' : 'Approve'}
          </Button>
          <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(true)} aria-label={`Refuse: ${summary}`}>
            Refuse
          </Button>
        </div>
      )}
    </li>
  );
}
