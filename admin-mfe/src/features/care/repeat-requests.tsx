import { useEffect, useId, useRef, useState } from 'react';
import { Alert, apiErrorMessage, Badge, Button, buttonClass, visuallyHiddenClass } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { closeSource } from './api/close-source';
import { type DispatchRequest, FLOOD_REASON } from './api/care-shared';

/** "3 requests closed as false alarms." — what the board says after a flood is closed. */
export function closedMessage(count: number): string {
  if (count === 0) return 'No request was closed: none from this source was still waiting for an ambulance.';
  return count === 1 ? '1 request closed as a false alarm.' : `${count} requests closed as false alarms.`;
}

/** A request flagged as a possible repeat: the badge in words, and why. */
export function RepeatBadge() {
  return (
    <p className="admin-care-repeat">
      <Badge className="admin-care-repeat__badge">Possible repeat</Badge>{' '}
      <span>Another open request came from the same device or network within 30 minutes.</span>
    </p>
  );
}

/**
 * On an open flagged request, the one action that closes every request from the same source still
 * waiting for an ambulance, as false alarms, after a confirmation with the reason.
 */
export function CloseSource({ r, onClosed }: { r: DispatchRequest; onClosed: (closed: DispatchRequest[]) => void }) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  function keepOpen() {
    setAsking(false);
    // The button is drawn again on the next render; focus goes back to it.
    window.setTimeout(() => trigger.current?.focus(), 0);
  }

  if (asking) {
    return (
      <ConfirmClose
        r={r}
        onKeepOpen={keepOpen}
        onClosed={(closed) => {
          setAsking(false);
          onClosed(closed);
        }}
      />
    );
  }
  return (
    <button ref={trigger} type="button" className={buttonClass('danger', 'admin-care-repeat__close')} onClick={() => setAsking(true)}>
      Close all from this source
      <span className={visuallyHiddenClass}>
        {' '}
        (request at {r.address}, {r.phone})
      </span>
    </button>
  );
}

/** The confirmation: what happens (and what does not), the reason, and the two answers. */
function ConfirmClose({
  r,
  onKeepOpen,
  onClosed,
}: {
  r: DispatchRequest;
  onKeepOpen: () => void;
  onClosed: (closed: DispatchRequest[]) => void;
}) {
  const form = useForm({
    initial: { reason: FLOOD_REASON },
    mode: 'onSubmit',
    validate: ({ reason }) => (reason.trim() ? {} : { reason: 'Write why these requests are closed.' }),
  });
  const { busy } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const { error: missing, onBlur: _onBlur, ...reason } = form.field('reason');
  const error = missing ?? failure;
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const reasonId = useId();

  useEffect(() => reasonField.current?.focus(), []);

  const confirm = async (values: { reason: string }) => {
    setFailure(null);
    try {
      onClosed(await closeSource(r.id, values.reason.trim()));
    } catch (err) {
      setFailure(apiErrorMessage(err, 'The requests could not be closed. Try again.'));
    }
  };

  return (
    <form className="admin-care-repeat__confirm" aria-labelledby={titleId} onSubmit={form.handleSubmit(confirm)} noValidate>
      <p id={titleId}>
        <strong>Close all requests from this source as false alarms?</strong>
      </p>
      <p>
        Every request still waiting for an ambulance from the same device as this one (or the same network, when the device is unknown)
        becomes a false alarm. Requests with an ambulance assigned are not changed.
      </p>
      <label htmlFor={reasonId}>Reason</label>
      <textarea
        ref={reasonField}
        id={reasonId}
        className="ep-input"
        rows={2}
        {...reason}
        maxLength={500}
        aria-invalid={missing ? true : undefined}
      />
      {error && <Alert>{error}</Alert>}
      <div className="admin-care-actions">
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? 'Closing…' : 'Close them as false alarms'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onKeepOpen}>
          Keep them open
        </Button>
      </div>
    </form>
  );
}
