import { api, buttonClass, Link, useLoad } from 'shared-kernel';
import './approval.css';

/** The cart's prescription-only medicines and the shopper's latest check before payment. */
async function getCurrentCheck() {
  const { data } = await api.get('/api/cart-approvals/current');
  return data;
}

/**
 * On the cart, when it holds prescription-only medicine: attach the prescription at checkout and
 * pay now (a pharmacist checks it before dispatch), or have it checked first and pay after approval.
 */
export function CheckFirstChoice({ cartKey }: { cartKey: string }) {
  const current = useLoad(getCurrentCheck, [cartKey]);
  // Nothing to choose until the answer names prescription-only medicines.
  if (current.status !== 'ready' || !current.data?.prescriptionItems?.length) return null;
  const { prescriptionItems, approval } = current.data;
  const open = approval && (approval.status === 'awaiting' || approval.status === 'approved') && approval.coversCart;
  return (
    <section className="checkout-check-first" aria-labelledby="checkout-check-first-title" data-testid="check-first">
      <h2 id="checkout-check-first-title">Prescription medicine in your cart</h2>
      <p>
        <strong>{prescriptionItems.join(', ')}</strong> {prescriptionItems.length === 1 ? 'needs' : 'need'} a prescription. Choose how:
      </p>
      <ul className="checkout-check-first__options">
        <li>
          <strong>Pay now:</strong> attach the prescription at checkout; a pharmacist checks it before we send your order and refunds what
          they can&apos;t approve.
        </li>
        <li>
          <strong>Have it checked first, pay after approval:</strong> send the prescription now; when a pharmacist approves it we email you
          a link to pay.
        </li>
      </ul>
      {open ? (
        <Link className={buttonClass('secondary')} to={`/approved-cart?approval=${approval.approvalId}`}>
          {approval.status === 'approved' ? 'Approved: pay for your cart' : 'See your prescription check'}
        </Link>
      ) : (
        <Link className={buttonClass('secondary')} to="/approved-cart">
          Have it checked first, pay after approval
        </Link>
      )}
    </section>
  );
}
