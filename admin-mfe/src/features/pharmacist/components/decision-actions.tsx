import { Button, buttonClass, Link } from 'shared-kernel';

type Props = {
  /** While the answer is being sent, or once it is given. */
  disabled: boolean;
  onDecide: (approve: boolean) => void;
  /** The word for no: "Reject" a prescription, "Refuse" a refill plan. */
  refuseLabel: string;
};

/** A pharmacist's two answers to a check, and the way back to the review queue. */
export function DecisionActions({ disabled, onDecide, refuseLabel }: Props) {
  return (
    <div className="admin-actions">
      <Button type="button" disabled={disabled} onClick={() => onDecide(true)}>
        Approve
      </Button>
      <Button type="button" variant="secondary" disabled={disabled} onClick={() => onDecide(false)}>
        {refuseLabel}
      </Button>
      <Link to="/pharmacist/reviews" className={buttonClass('secondary')}>
        Back to the queue
      </Link>
    </div>
  );
}
