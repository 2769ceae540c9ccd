import { COLD_CHAIN_REFUSED } from 'delivery-kit';
import { Alert, Button } from 'shared-kernel';
import { useCartText } from '../../../i18n';

/** Why the delivery could not be quoted: the cold-chain refusal with its pickup button, else the server's words. */
export function QuoteProblem({ error, code, onCollect }: { error: string; code: string | null; onCollect: () => void }) {
  if (!error) return null;
  return code === COLD_CHAIN_REFUSED ? <ColdChainRefusal detail={error} onCollect={onCollect} /> : <Alert>{error}</Alert>;
}

/**
 * Shown before payment when the cart holds a medicine kept at 2–8 °C and the chosen state has no
 * same-day delivery: why (in the shopper's language), the server's words naming the items and the
 * pharmacy to collect them from, and one button to switch to collecting at a pharmacy.
 */
export function ColdChainRefusal({ detail, onCollect }: { detail: string; onCollect: () => void }) {
  const t = useCartText();
  return (
    <div data-testid="cold-chain-refusal">
      <Alert className="checkout-cold-chain">
        <strong>{t('coldChain.title')}</strong>
        <span className="checkout-cold-chain__detail">{detail}</span>
        <Button variant="secondary" onClick={onCollect}>
          {t('coldChain.collectInstead')}
        </Button>
      </Alert>
    </div>
  );
}
