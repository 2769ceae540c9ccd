import { useState } from 'react';
import {
  Alert,
  apiErrorCode,
  apiErrorMessage,
  Button,
  buttonClass,
  formatDayMonthYear,
  formatStaffDateTime,
  formatNaira,
  httpStatusOf,
  lineTotalNaira,
  Link,
  Loading,
  Money,
  orderStatusLabel,
  type ReviewItem,
  useLoad,
  telHref,
} from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { PrescriptionFileView } from 'prescriptions-kit';
import { decideReview } from '../api/decide-review';
import { getReview } from '../api/get-review';
import { ReviewSafety } from './safety/review-safety';

type LineDecision = 'approved' | 'rejected' | '';

export const REVIEW_DECIDED =
  'Another pharmacist has already decided this order, so your decision was not recorded. Open the queue for the next one.';

/** The reason the shopper reads: required (3–500 characters) when any line is not approved. */
export function reasonProblem(reason: string, anyRejected: boolean): string {
  const text = reason.trim();
  if (anyRejected && text.length < 3) return 'Give the shopper a reason: it is required when any medicine is not approved.';
  if (text.length > 500) return 'Keep the reason under 500 characters.';
  return '';
}

type Decisions = Record<string, LineDecision>;
type RxLine = ReviewItem['lines'][number];

/** The prescription the order carries: prescriber, dates, notes and its file; or a warning when there is none. */
/** Who ordered, when, for how much, and the phone to call them on. */
function ShopperLine({ review }: { review: ReviewItem }) {
  return (
    <>
      <p className="admin-hint">
        {review.customerName}, placed {formatStaffDateTime(review.placedAt)}. Total {formatNaira(review.totalPrice)} (delivery{' '}
        {formatNaira(review.deliveryFee)}).
      </p>
      <p className="admin-hint" data-testid="review-phone">
        Shopper&apos;s phone: {review.customerPhone ? <a href={telHref(review.customerPhone)}>{review.customerPhone}</a> : 'not given'}
      </p>
    </>
  );
}

/** A prescription's day (yyyy-mm-dd) as dd/mm/yyyy, as staff screens write dates. */
const day = (iso: string) => formatDayMonthYear(`${iso}T12:00:00+01:00`);

export function ReviewPrescription({ prescription }: { prescription: ReviewItem['prescription'] }) {
  return (
    <section className="admin-review__rx" aria-labelledby="admin-review-rx-title">
      <h2 id="admin-review-rx-title">Prescription</h2>
      {prescription ? (
        <>
          <dl className="admin-review__facts">
            <dt>Prescriber</dt>
            <dd>{prescription.prescriberName}</dd>
            <dt>Written</dt>
            <dd>
              {day(prescription.writtenOn)} ({prescription.usable ? `usable until ${day(prescription.usableUntil)}` : 'expired'})
            </dd>
            {prescription.notes ? (
              <>
                <dt>Notes</dt>
                <dd>{prescription.notes}</dd>
              </>
            ) : null}
          </dl>
          <PrescriptionFileView prescription={prescription} />
        </>
      ) : (
        <Alert>No prescription is attached to this order (it may have been deleted). Reject the prescription-only medicines.</Alert>
      )}
    </section>
  );
}

interface LineChoiceProps {
  line: RxLine;
  decision: LineDecision;
  missing: boolean;
  done: boolean;
  onChoose: (choice: LineDecision) => void;
}

/** Approve or reject one prescription-only line. */
function LineChoice({ line, decision, missing, done, onChoose }: LineChoiceProps) {
  return (
    <li>
      <fieldset
        className="admin-review__line"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `line-${line.lineId}-error` : undefined}
      >
        <legend>
          {line.medicineName} × {line.quantity} <Money className="admin-hint" amount={lineTotalNaira(line.price, line.quantity)} />
        </legend>
        {(['approved', 'rejected'] as const).map((choice) => (
          <label key={choice} className="admin-review__choice">
            <input
              type="radio"
              name={`line-${line.lineId}`}
              value={choice}
              disabled={done}
              checked={decision === choice}
              onChange={() => onChoose(choice)}
            />
            {choice === 'approved' ? 'Approve' : 'Reject'}
          </label>
        ))}
        {missing ? (
          <p id={`line-${line.lineId}-error`} className="ep-field__error" role="alert">
            Approve or reject this medicine.
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}

/** What the decision refunds: the rejected lines, or (every line rejected) the whole payment. */
function refundText(rxLines: RxLine[], otherLines: RxLine[], decisions: Decisions): string {
  const rejectedTotal =
    rxLines
      .filter((l) => decisions[l.lineId] === 'rejected')
      .reduce((sum, l) => sum + Math.round(lineTotalNaira(l.price, l.quantity) * 100), 0) / 100;
  const allRejected = rxLines.length > 0 && otherLines.length === 0 && rxLines.every((l) => decisions[l.lineId] === 'rejected');
  return allRejected
    ? 'Every medicine rejected: the order is canceled and the whole payment, delivery included, refunded.'
    : `The rejected medicines (${formatNaira(rejectedTotal)}) are refunded; the rest goes on.`;
}

/** Sending the decision: busy while it goes, done once recorded (or decided by another pharmacist). */
function useSendDecision(review: ReviewItem) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [done, setDone] = useState(false);

  const send = async (rxLines: RxLine[], decisions: Decisions, reason: string) => {
    setBusy(true);
    try {
      const order = await decideReview(review.orderId, {
        lines: rxLines.map((l) => ({ lineId: l.lineId, approved: decisions[l.lineId] === 'approved' })),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      setDone(true);
      setOutcome({
        kind: 'success',
        text: `Decision recorded. ${review.orderNumber} is now ${orderStatusLabel(order.status)}; the shopper is emailed.`,
      });
    } catch (error) {
      if (httpStatusOf(error) === 409 && apiErrorCode(error) === 'review-decided') {
        setDone(true);
        setOutcome({ kind: 'error', text: REVIEW_DECIDED });
      } else
        setOutcome({
          kind: 'error',
          text: `The decision was not recorded: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}`,
        });
    } finally {
      setBusy(false);
    }
  };

  return { busy, outcome, setOutcome, done, send };
}

/** Approve or reject every prescription-only line at once. */
function DecideAll({ done, onAll }: { done: boolean; onAll: (decision: LineDecision) => void }) {
  return (
    <div className="admin-actions">
      <Button variant="secondary" disabled={done} onClick={() => onAll('approved')}>
        Approve all
      </Button>
      <Button variant="secondary" disabled={done} onClick={() => onAll('rejected')}>
        Reject all
      </Button>
    </div>
  );
}

/** The lines to decide: the prescription-only ones; every line of an order the safety checks sent (the server requires it). */
function linesToDecide(review: ReviewItem) {
  const decided = (line: RxLine) => line.requiresPrescription || review.safety?.review === true;
  return {
    rxLines: review.lines.filter(decided),
    otherLines: review.lines.filter((line) => !decided(line)),
    needsPrescription: review.lines.some((line) => line.requiresPrescription),
  };
}

function ReviewForm({ review }: { review: ReviewItem }) {
  const { rxLines, otherLines, needsPrescription } = linesToDecide(review);
  const form = useForm<{ decisions: Decisions; reason: string }>({
    initial: { decisions: Object.fromEntries(rxLines.map((l) => [l.lineId, ''])), reason: '' },
    mode: 'onChange',
    validate: ({ decisions, reason }) => {
      const problem = reasonProblem(reason, Object.values(decisions).includes('rejected'));
      return {
        ...(rxLines.some((l) => !decisions[l.lineId]) ? { decisions: 'Approve or reject every prescription-only medicine.' } : {}),
        ...(problem ? { reason: problem } : {}),
      };
    },
  });
  const { values, setValue, submitted } = form;
  const { decisions } = values;
  const { busy, outcome, setOutcome, done, send } = useSendDecision(review);

  const anyRejected = Object.values(decisions).includes('rejected');
  const setAll = (decision: LineDecision) => setValue('decisions', Object.fromEntries(rxLines.map((l) => [l.lineId, decision])));
  const submit = form.handleSubmit(
    ({ decisions: decided, reason }) => {
      setOutcome(null);
      return send(rxLines, decided, reason);
    },
    () => setOutcome(null),
  );

  return (
    <div className="admin-review">
      <ReviewSafety safety={review.safety} />
      {needsPrescription || review.prescription ? <ReviewPrescription prescription={review.prescription} /> : null}
      <form className="admin-review__lines" noValidate onSubmit={submit} aria-labelledby="admin-review-lines-title">
        <h2 id="admin-review-lines-title">Ordered medicines</h2>
        <ShopperLine review={review} />
        <DecideAll done={done} onAll={setAll} />
        <ul className="admin-review__list">
          {rxLines.map((line) => (
            <LineChoice
              key={line.lineId}
              line={line}
              decision={decisions[line.lineId] ?? ''}
              missing={submitted && !decisions[line.lineId]}
              done={done}
              onChoose={(choice) => setValue('decisions', { ...decisions, [line.lineId]: choice })}
            />
          ))}
          {otherLines.map((line) => (
            <li key={line.lineId} className="admin-review__other">
              {line.medicineName} × {line.quantity}: over the counter, goes with the order
            </li>
          ))}
        </ul>
        <TextField
          id="admin-review-reason"
          label="Reason for the shopper"
          multiline
          rows={3}
          optional={!anyRejected}
          required={anyRejected}
          disabled={done}
          hint="The shopper reads this in the order and the email. Required when any medicine is not approved."
          {...form.field('reason')}
        />
        {anyRejected ? (
          <p className="admin-attention" role="status">
            {refundText(rxLines, otherLines, decisions)}
          </p>
        ) : null}
        {outcome ? <Alert tone={outcome.kind}>{outcome.text}</Alert> : null}
        <div className="admin-actions">
          <Button type="submit" disabled={busy || done}>
            {busy ? 'Recording…' : 'Record decision'}
          </Button>
          <Link to="/pharmacist/reviews" className={buttonClass('secondary')}>
            Back to the queue
          </Link>
        </div>
      </form>
    </div>
  );
}

export function ReviewDecision({ orderId }: { orderId: string }) {
  const state = useLoad(() => getReview(orderId), [orderId]);
  if (state.status === 'loading') return <Loading label="Loading the order and its prescription…" />;
  if (state.status === 'error') {
    const status = httpStatusOf(state.error);
    return (
      <Alert onRetry={status === 404 ? undefined : state.reload}>
        {status === 404 || status === 409
          ? 'This order is not awaiting review any more (it may have been decided already).'
          : apiErrorMessage(state.error, 'Could not load this review.')}
      </Alert>
    );
  }
  return <ReviewForm review={state.data} />;
}
