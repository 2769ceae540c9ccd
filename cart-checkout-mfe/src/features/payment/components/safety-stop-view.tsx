import { Alert, Link, useLocale } from 'shared-kernel';
import { Checkbox } from 'shared-kernel/ui/forms';
import { askPharmacistPath } from 'medication-safety-kit';
import { bilingualPart, type SafetyStop } from '../lib/safety-stop';
import { useCartText } from '../../../i18n';

type Props = {
  stop: SafetyStop;
  /** The shopper's tick "I have read these warnings" (only asked for major warnings). */
  read: boolean;
  onRead: (read: boolean) => void;
};

const TITLE = {
  'safety-acknowledgement-required': 'safety.ackTitle',
  'safety-review-required': 'safety.reviewTitle',
  'safety-refused': 'safety.refusedTitle',
  'pod-safety-review': 'safety.podTitle',
} as const;

/**
 * Why the clinical checks stopped this checkout, in the shopper's language: a pharmacist must check
 * the order first (nothing charged), a pharmacist refused it, pay on delivery is not offered, or
 * major warnings to read and confirm before paying. Each reason is listed.
 */
export function SafetyStopView({ stop, read, onRead }: Props) {
  const t = useCartText();
  const locale = useLocale();
  const warnings = stop.warnings.map((w) => bilingualPart(w, locale));
  const asking = stop.code === 'safety-acknowledgement-required';
  const body = (
    <>
      <h2 className="checkout-safety-stop__title">{t(TITLE[stop.code])}</h2>
      <p>{bilingualPart(stop.message, locale)}</p>
      {warnings.length ? (
        <>
          <p className="checkout-safety-stop__why">{t('safety.why')}</p>
          <ul className="checkout-safety-stop__reasons">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link to={askPharmacistPath(warnings.join('\n') || bilingualPart(stop.message, locale), t('safety.askSubject'))}>
          {t('safety.ask')}
        </Link>
      </p>
    </>
  );
  return (
    <div className="checkout-safety-stop" data-testid="safety-stop" data-code={stop.code}>
      {asking ? (
        <Alert tone="info">
          {body}
          <Checkbox id="checkout-safety-read" label={t('safety.readTick')} checked={read} onChange={(e) => onRead(e.target.checked)} />
        </Alert>
      ) : (
        <Alert>{body}</Alert>
      )}
    </div>
  );
}
