import { useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { sendHandoverPhoto } from './api/send-handover-photo';

/**
 * Right after the hand-over, the rider may take a photo of it (optional): the phone's camera opens
 * from the button; the photo is sent as it is, and the server keeps it without its location data.
 * "Done" moves on without one.
 */
export function HandoverPhotoStep({ deliveryId, orderNumber, onDone }: { deliveryId: string; orderNumber: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      await sendHandoverPhoto(deliveryId, file);
      toast.success('Photo kept', `The handover of ${orderNumber} has its photo.`);
      onDone();
    } catch (err) {
      setError(apiErrorMessage(err, 'The photo could not be sent. Try again, or carry on without it.'));
    } finally {
      setBusy(false);
    }
  }
  const inputId = `handover-photo-${deliveryId}`;
  return (
    <div className="rider-stop__photo">
      <p className="rider-stop__flag">Delivered.</p>
      <label htmlFor={inputId}>Photo of the handover (optional)</label>
      <input
        id={inputId}
        className="rider-stop__photo-input"
        type="file"
        accept="image/jpeg,image/png"
        capture="environment"
        disabled={busy}
        onChange={(e) => void send(e.target.files?.[0])}
      />
      {busy && <p role="status">Sending the photo…</p>}
      {error && (
        <p className="rider-stop__photo-error" role="alert">
          {error}
        </p>
      )}
      <Button variant="secondary" className="rider-stop__main" disabled={busy} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
