import { useEffect, useState } from 'react';
import { currentUserId, Link, type Medicine, useAuth, useCartCount, useLocale } from 'shared-kernel';
import {
  askPharmacistPath,
  getMedicineSafety,
  inLanguage,
  type SafetyCheck,
  ShoppingForChooser,
  useSafetyText,
  useShoppingFor,
} from 'medication-safety-kit';

const WORST = ['block', 'major', 'moderate'] as const;

/**
 * Whether this medicine suits the person the shopper buys for ("Contains paracetamol: you already
 * have 2 products with paracetamol in your cart"), read again when the cart or the person changes,
 * with "Ask a pharmacist" opened with these lines. Its own chunk, loaded after the page is shown.
 */
export default function MedicineSafety({ medicine }: { medicine: Medicine }) {
  const t = useSafetyText();
  const locale = useLocale();
  const userId = useAuth(currentUserId);
  const inCart = useCartCount();
  const [profileId, setProfileId] = useShoppingFor(userId);
  const [check, setCheck] = useState<SafetyCheck | null>(null);
  useEffect(() => {
    let live = true;
    getMedicineSafety(medicine.id, profileId).then(
      (answer) => live && setCheck(answer),
      () => live && setCheck(null),
    );
    return () => {
      live = false;
    };
  }, [medicine.id, profileId, inCart]);
  // The short lines (a duplicate ingredient), then every other warning (age, allergy, interaction...) in full.
  const others = (check?.alerts ?? []).filter((a) => a.kind !== 'duplicate-ingredient').map((a) => a.message);
  const lines = [...(check?.summary ?? []), ...others].map((line) => inLanguage(line, locale));
  const worst = WORST.find((s) => check?.alerts.some((a) => a.severity === s));
  return (
    <section className="catalog-medicine-safety" aria-labelledby="catalog-medicine-safety-title">
      <h2 id="catalog-medicine-safety-title" className="catalog-facts__title">
        {t('product.title')}
      </h2>
      <ShoppingForChooser idPrefix="catalog-medicine" profileId={profileId} onChange={setProfileId} />
      <div aria-live="polite" data-testid="medicine-safety">
        {lines.length ? (
          <div className={`ep-safety-alert ep-safety-alert--${worst ?? 'moderate'}`}>
            {worst ? <strong className="ep-safety-alert__severity">{t(`severity.${worst}`)}</strong> : null}
            <ul className="catalog-medicine-safety__lines">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link to={askPharmacistPath(lines.join('\n'), medicine.name, medicine.id)}>{t('alerts.ask')}</Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
