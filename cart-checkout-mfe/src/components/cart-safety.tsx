import { useEffect, useState } from 'react';
import { Alert, currentUserId, useAuth } from 'shared-kernel';
import { getCartSafety, type SafetyCheck, SafetyAlerts, ShoppingForChooser, useShoppingFor, useSafetyText } from 'medication-safety-kit';
import { useCartText } from '../i18n';
import './cart-safety.css';

/**
 * Who the cart is for and what the clinical checks say about it, read again after each change of the
 * cart (`cartKey`) or of the person. Adding is never refused: a block is said here before checkout.
 */
export function CartSafety({ cartKey, idPrefix = 'checkout-cart' }: { cartKey: string; idPrefix?: string }) {
  const t = useCartText();
  const safetyText = useSafetyText();
  const userId = useAuth(currentUserId);
  const [profileId, setProfileId] = useShoppingFor(userId);
  const [check, setCheck] = useState<SafetyCheck | null>(null);
  useEffect(() => {
    let live = true;
    getCartSafety(profileId).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
  }, [cartKey, profileId]);
  const alerts = check?.alerts ?? [];
  return (
    <section className="checkout-safety" aria-labelledby={`${idPrefix}-safety-title`}>
      <h2 id={`${idPrefix}-safety-title`} className="checkout-safety__title">
        {safetyText('alerts.title')}
      </h2>
      <ShoppingForChooser idPrefix={idPrefix} profileId={profileId} onChange={setProfileId} />
      <div className="checkout-safety__results" aria-live="polite" data-testid="cart-safety">
        {check && check.blocking ? <Alert>{t('safety.blockingCart')}</Alert> : null}
        {check && alerts.length > 0 ? <SafetyAlerts alerts={alerts} idPrefix={idPrefix} /> : null}
        {check && alerts.length === 0 ? <p className="checkout-safety__clear">{t('safety.noAlerts')}</p> : null}
        {check && !check.healthData ? <p className="checkout-safety__note">{safetyText('alerts.noHealthData')}</p> : null}
      </div>
    </section>
  );
}
