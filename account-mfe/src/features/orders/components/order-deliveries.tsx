import { useEffect, useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { collectInstead } from '../api/collect-instead';
import { getHandoverPhoto } from '../api/get-handover-photo';
import { getOrderDeliveries, type OrderDelivery } from '../api/get-order-deliveries';
import { rebookDelivery, type RebookSlot } from '../api/rebook-delivery';
import { useAccountText } from '../../../i18n';

const SLOTS: RebookSlot[] = ['morning', 'afternoon', 'evening'];

/** The next seven days from today (Lagos), as YYYY-MM-DD. */
function nextDays(now = new Date()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now);
  const start = new Date(`${today}T12:00:00Z`).getTime();
  return Array.from({ length: 7 }, (_, i) => new Date(start + (i + 1) * 86_400_000).toISOString().slice(0, 10));
}

/**
 * A delivered order's rider: "Your rider is Musa, 0803 …, on the way", then "arriving in about 20
 * minutes", then "delivered at 14:32" (the API words it in the shopper's language); the delivery
 * code to give at the door; after a failed try, rebook a day or collect it at the pharmacy.
 */
export function OrderDeliveries({ orderId, onChange }: { orderId: string; onChange: () => void }) {
  const t = useAccountText();
  const [deliveries, setDeliveries] = useState<OrderDelivery[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    getOrderDeliveries(orderId)
      .then((answer) => live && setDeliveries(Array.isArray(answer) ? answer : []))
      .catch(() => live && setDeliveries([]));
    return () => {
      live = false;
    };
  }, [orderId, round]);
  if (deliveries.length === 0) return null;
  const changed = () => {
    setRound((n) => n + 1);
    onChange();
  };
  return (
    <section className="account-track__section" aria-labelledby="track-delivery-title" data-testid="track-delivery">
      <h2 id="track-delivery-title">{t('track.delivery.title')}</h2>
      {deliveries.map((d) => (
        <div key={d.id}>
          <p role="status">{d.line}</p>
          {d.code && (
            <p className="account-pickup-pin">
              {t('track.delivery.code')} <strong data-testid="delivery-code">{d.code}</strong>
              <br />
              {t('track.delivery.codeNote')}
            </p>
          )}
          {d.canRebook && <Rebook orderId={orderId} delivery={d} onDone={changed} />}
          {d.photo && <HandoverPhotoLink deliveryId={d.id} />}
        </div>
      ))}
    </section>
  );
}

/** Opens the rider's photo of the handover in a new tab (fetched with the session; never cached). */
function HandoverPhotoLink({ deliveryId }: { deliveryId: string }) {
  const t = useAccountText();
  async function open() {
    try {
      window.open(URL.createObjectURL(await getHandoverPhoto(deliveryId)), '_blank', 'noopener');
    } catch (err) {
      toast.error(t('track.delivery.photo'), apiErrorMessage(err, t('track.delivery.photoFailed')));
    }
  }
  return (
    <Button variant="secondary" onClick={() => void open()}>
      {t('track.delivery.photo')}
    </Button>
  );
}

function Rebook({ orderId, delivery, onDone }: { orderId: string; delivery: OrderDelivery; onDone: () => void }) {
  const t = useAccountText();
  const days = nextDays();
  const [day, setDay] = useState(days[0]);
  const [slot, setSlot] = useState<RebookSlot>('morning');
  const [busy, setBusy] = useState(false);
  async function run(step: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await step();
      toast.success(t('track.delivery.title'), done);
      onDone();
    } catch (err) {
      toast.error(t('track.delivery.failed'), apiErrorMessage(err, t('track.delivery.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="account-form">
      <h3>{t('track.delivery.rebookTitle')}</h3>
      <Select id={`day-${delivery.id}`} label={t('track.delivery.day')} value={day} onChange={(e) => setDay(e.target.value)}>
        {days.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </Select>
      <Select
        id={`slot-${delivery.id}`}
        label={t('track.delivery.slot')}
        value={slot}
        onChange={(e) => setSlot(e.target.value as RebookSlot)}
      >
        {SLOTS.map((s) => (
          <option key={s} value={s}>
            {t('track.delivery.slotName', { slot: s })}
          </option>
        ))}
      </Select>
      <div className="account-form__actions">
        <Button
          disabled={busy}
          onClick={() => void run(() => rebookDelivery(orderId, delivery.id, day, slot), t('track.delivery.rebooked'))}
        >
          {t('track.delivery.rebook')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => collectInstead(orderId, delivery.id), t('track.delivery.collecting'))}
        >
          {t('track.delivery.pickup')}
        </Button>
      </div>
    </div>
  );
}
