import { useState } from 'react';
import { apiErrorMessage, Button, formatStaffDateTime, toast } from 'shared-kernel';
import { Checkbox } from 'shared-kernel/ui/forms';
import { packColdChain } from './api/pack-cold-chain';
import type { StaffOrder } from './api/get-staff-orders';

type ColdChain = NonNullable<StaffOrder['coldChain']>;

/**
 * An order with a medicine stored at 2–8 °C: pack it last, in a cold box. Before the tick the staff
 * member sees what to do and ticks it (the server records when it left the fridge and refuses the
 * hand-over to a rider, or ready for pickup, without it); after it, when it left the fridge and,
 * once handed over, when.
 */
export function ColdChainPacking({ orderId, coldChain, onDone }: { orderId: string; coldChain: ColdChain; onDone: () => void }) {
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const items = coldChain.items.join(', ');
  async function record() {
    setBusy(true);
    try {
      const packed = await packColdChain(orderId);
      toast.success('Packed in a cold box', `Left the fridge at ${formatStaffDateTime(packed?.leftFridgeAt ?? new Date().toISOString())}.`);
      onDone();
    } catch (err) {
      toast.error('Not recorded', apiErrorMessage(err, 'The cold box could not be recorded.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="admin-staff__cold" role="group" aria-label="Cold chain">
      <p>
        <strong>Keep cold (2–8 °C):</strong> {items}.
      </p>
      {coldChain.coldBoxPackedAt ? (
        <p data-testid="cold-chain-times">
          Packed in a cold box · left the fridge {formatStaffDateTime(coldChain.leftFridgeAt!)}
          {coldChain.handedOverAt && <> · handed over {formatStaffDateTime(coldChain.handedOverAt)}</>}
        </p>
      ) : (
        <>
          <p>Leave it in the fridge until everything else is packed. Pack it last, in a cold box with its ice packs, then tick.</p>
          <Checkbox
            id={`cold-box-${orderId}`}
            label="Packed last in a cold box"
            checked={ticked}
            onChange={(event) => setTicked(event.target.checked)}
          />
          <Button variant="secondary" disabled={!ticked || busy} onClick={() => void record()}>
            Record: it left the fridge now
          </Button>
        </>
      )}
    </div>
  );
}
