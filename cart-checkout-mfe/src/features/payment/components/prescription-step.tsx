import { useEffect, useState } from 'react';
import { Alert, Loading, type Prescription } from 'shared-kernel';
import { getPrescriptions } from 'prescriptions-kit';
import { PrescriptionUploadForm } from 'prescriptions-kit';
import { useCartText } from '../../../i18n';
import { richText } from '../../../i18n/rich';

interface PrescriptionStepProps {
  /** The prescription-only medicines in the cart, as the quote names them. */
  items: string[];
  chosen: string;
  onChoose: (prescriptionId: string) => void;
  /** A refusal of the chosen prescription from the payment call, in the shopper's words. */
  problem?: string;
}

/**
 * "Prescription needed": a cart holding prescription-only medicines is paid for only with a
 * prescription attached: one of the shopper's usable saved ones, or one uploaded here.
 */
export function PrescriptionStep({ items, chosen, onChoose, problem }: PrescriptionStepProps) {
  const [saved, setSaved] = useState<Prescription[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const t = useCartText();

  useEffect(() => {
    let current = true;
    getPrescriptions()
      .then((list) => {
        if (!current) return;
        setSaved(list);
        const usable = list.filter((p) => p.usable);
        if (usable.length === 0) setUploading(true);
      })
      .catch(() => {
        if (!current) return;
        setLoadError(true);
        setSaved([]);
        setUploading(true);
      });
    return () => {
      current = false;
    };
  }, []);

  const usable = saved?.filter((p) => p.usable) ?? [];
  const expired = saved?.filter((p) => !p.usable).length ?? 0;
  return (
    <fieldset className="checkout-rx" aria-describedby="checkout-rx-why" data-testid="prescription-step">
      <legend>{t('checkout.rxLegend')}</legend>
      <p id="checkout-rx-why">{richText(t, 'checkout.rxWhy', { count: items.length }, { items: <strong>{items.join(', ')}</strong> })}</p>
      {saved === null ? <Loading label={t('checkout.rxLoading')} /> : null}
      {loadError ? <Alert>{t('checkout.rxLoadFailed')}</Alert> : null}
      {usable.length > 0 ? (
        <div className="checkout-rx__saved" role="radiogroup" aria-label={t('checkout.rxSaved')}>
          {usable.map((p) => (
            <label key={p.id} className="checkout-saved-address">
              <input type="radio" name="prescriptionId" value={p.id} checked={chosen === p.id} onChange={() => onChoose(p.id)} />
              <span>
                <strong>{p.prescriberName}</strong>
                <br />
                {t('checkout.rxWritten', { written: p.writtenOn, until: p.usableUntil })}
              </span>
            </label>
          ))}
        </div>
      ) : null}
      {saved !== null && usable.length === 0 && !loadError ? (
        <p className="checkout-rx__none">
          {expired > 0 ? `${t('checkout.rxExpired')} ` : ''}
          {t('checkout.rxUploadBelow')}
        </p>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {uploading ? (
        <PrescriptionUploadForm
          idPrefix="checkout-rx"
          embedded
          submitLabel={t('checkout.rxUploadAttach')}
          onUploaded={(uploaded) => {
            setSaved((list) => [uploaded, ...(list ?? [])]);
            onChoose(uploaded.id);
            setUploading(false);
          }}
        />
      ) : (
        <button type="button" className="ep-button ep-button--link checkout-rx__upload" onClick={() => setUploading(true)}>
          {t('checkout.rxUploadAnother')}
        </button>
      )}
    </fieldset>
  );
}
