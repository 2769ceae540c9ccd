import { useEffect, useState } from 'react';
import { Alert, Loading, type Prescription } from 'shared-kernel';
import { getPrescriptions } from 'shared-kernel/prescriptions';
import { PrescriptionUploadForm } from 'shared-kernel/ui/forms';

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
      <legend>Prescription needed</legend>
      <p id="checkout-rx-why">
        {items.length === 1 ? <strong>{items[0]}</strong> : <>These medicines</>} {items.length === 1 ? 'is' : 'are'} prescription-only
        {items.length > 1 ? (
          <>
            : <strong>{items.join(', ')}</strong>
          </>
        ) : null}
        . Attach the prescription; a pharmacist checks it before we send your order, and refunds what they can&apos;t approve.
      </p>
      {saved === null ? <Loading label="Loading your prescriptions…" /> : null}
      {loadError ? <Alert>We could not load your saved prescriptions. You can upload one below.</Alert> : null}
      {usable.length > 0 ? (
        <div className="checkout-rx__saved" role="radiogroup" aria-label="Your prescriptions">
          {usable.map((p) => (
            <label key={p.id} className="checkout-saved-address">
              <input type="radio" name="prescriptionId" value={p.id} checked={chosen === p.id} onChange={() => onChoose(p.id)} />
              <span>
                <strong>{p.prescriberName}</strong>
                <br />
                Written {p.writtenOn}, usable until {p.usableUntil}
              </span>
            </label>
          ))}
        </div>
      ) : null}
      {saved !== null && usable.length === 0 && !loadError ? (
        <p className="checkout-rx__none">
          {expired > 0 ? 'Your saved prescriptions are older than six months, so they can no longer be used. ' : ''}Upload the prescription
          below: a clear photo is enough.
        </p>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {uploading ? (
        <PrescriptionUploadForm
          idPrefix="checkout-rx"
          embedded
          submitLabel="Upload and attach"
          onUploaded={(uploaded) => {
            setSaved((list) => [uploaded, ...(list ?? [])]);
            onChoose(uploaded.id);
            setUploading(false);
          }}
        />
      ) : (
        <button type="button" className="ep-button ep-button--link checkout-rx__upload" onClick={() => setUploading(true)}>
          Upload another prescription
        </button>
      )}
    </fieldset>
  );
}
