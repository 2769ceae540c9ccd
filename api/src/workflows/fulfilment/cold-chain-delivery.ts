import type { DeliveryCharge } from '../../platform/db/schema/index';
import { coldChainOffer, coldChainRefusalMessage } from '../../domains/fulfilment/cold-chain-offer';
import { conflict, withCode } from '../../platform/lib/http-errors';
import type { StockService } from '../../domains/stock/stock-service';

/** The refusal's code: a cold-chain item to a state no pharmacy delivers to the same day. */
export const COLD_CHAIN_REFUSED = 'cold-chain-not-delivered';

/**
 * The cold-chain rule at checkout (domains/fulfilment/cold-chain-offer.ts): a cart with a medicine
 * stored at 2–8 °C is delivered only where a pharmacy delivers the same day; elsewhere the quote,
 * the online checkout and pay on delivery answer 409 `cold-chain-not-delivered`, naming the items
 * and the pharmacy to collect them from; so does a refill plan delivering one there (made, or moved
 * to such an address). A pickup is never refused by it.
 */
export class ColdChainDelivery {
  constructor(private readonly stock: StockService) {}

  async assertDeliverable(
    lines: readonly { medicineName: string; coldChain?: boolean }[],
    charge: Pick<DeliveryCharge, 'address'>,
  ): Promise<void> {
    const cold = lines.filter((l) => l.coldChain);
    if (cold.length === 0) return;
    const offer = coldChainOffer(charge.address.state, await this.stock.places.locations());
    if (offer.sameDay) return;
    throw withCode(
      conflict(
        coldChainRefusalMessage(
          cold.map((l) => l.medicineName),
          charge.address.state,
          offer.pickup,
        ),
      ),
      COLD_CHAIN_REFUSED,
    );
  }
}
