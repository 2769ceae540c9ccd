import { api, buttonClass, Link, useLoad } from 'shared-kernel';
import { useCartText } from '../i18n';
import { richText } from '../i18n/rich';
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
  const t = useCartText();
  // Nothing to choose until the answer names prescription-only medicines.
  if (current.status !== 'ready' || !current.data?.prescriptionItems?.length) return null;
  const { prescriptionItems, approval } = current.data;
  const open = approval && (approval.status === 'awaiting' || approval.status === 'approved') && approval.coversCart;
  return (
    <section className="checkout-check-first" aria-labelledby="checkout-check-first-title" data-testid="check-first">
      <h2 id="checkout-check-first-title">{t('approval.cartTitle')}</h2>
      <p>
        {richText(
          t,
          'approval.cartNeeds',
          { count: prescriptionItems.length },
          { items: <strong>{(prescriptionItems as string[]).join(', ')}</strong> },
        )}
      </p>
      <ul className="checkout-check-first__options">
        <li>
          <strong>{t('approval.payNowTitle')}</strong> {t('approval.payNowText')}
        </li>
        <li>
          <strong>{t('approval.checkFirstTitle')}</strong> {t('approval.checkFirstText')}
        </li>
      </ul>
      {open ? (
        <Link className={buttonClass('secondary')} to={`/approved-cart?approval=${approval.approvalId}`}>
          {approval.status === 'approved' ? t('approval.payApproved') : t('approval.seeCheck')}
        </Link>
      ) : (
        <Link className={buttonClass('secondary')} to="/approved-cart">
          {t('approval.checkFirst')}
        </Link>
      )}
    </section>
  );
}
