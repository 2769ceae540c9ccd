import { useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { Dialog } from '../../../components/ui/dialog';
import { useAccountText } from '../../../i18n';
import { type AccountCard } from '../api/get-account-cards';
import { removeCard, type RemovedCard } from '../api/remove-card';

/** "VISA card ending 4081". */
export function useCardName() {
  const t = useAccountText();
  return (card: { brand: string; last4: string }) => t('cards.card', { brand: card.brand.toUpperCase(), last4: card.last4 });
}

/** Where the card came from: the shopper's own checkout (its order once placed) and the day they saved it. */
function Origin({ card }: { card: AccountCard }) {
  const t = useAccountText();
  const day = new Date(card.savedAt);
  return (
    <dd data-testid="card-origin">
      {card.savedAtOrder ? t('cards.savedAtOrder', { order: card.savedAtOrder, day }) : t('cards.savedAtCheckout', { day })}
    </dd>
  );
}

function CardFacts({ card }: { card: AccountCard }) {
  const t = useAccountText();
  return (
    <dl className="account-saved-card__facts">
      {card.expMonth && card.expYear ? (
        <>
          <dt>{t('cards.expires')}</dt>
          <dd>{t('cards.expiry', { month: card.expMonth, year: card.expYear })}</dd>
        </>
      ) : null}
      {card.bank ? (
        <>
          <dt>{t('cards.bank')}</dt>
          <dd>{card.bank}</dd>
        </>
      ) : null}
      <dt>{t('cards.origin')}</dt>
      <Origin card={card} />
      <dt>{t('cards.plans')}</dt>
      <dd>
        {card.plans.length === 0 ? (
          t('cards.noPlans')
        ) : (
          <ul className="account-saved-card__plans">
            {card.plans.map((plan) => (
              <li key={plan.id}>
                {plan.autoPay ? t('cards.planAuto', { name: plan.medicineName }) : t('cards.planLink', { name: plan.medicineName })}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}

interface ConfirmRemoveProps {
  card: AccountCard;
  removing: boolean;
  onRemove: () => void;
  onKeep: () => void;
}

function ConfirmRemove({ card, removing, onRemove, onKeep }: ConfirmRemoveProps) {
  const t = useAccountText();
  const name = useCardName();
  // Only the plans that charged it change: the others already email a payment link.
  const charging = card.plans.filter((p) => p.autoPay);
  const names = charging.map((p) => p.medicineName).join(', ');
  return (
    <Dialog title={t('cards.confirmTitle')} onClose={onKeep}>
      <p>{t('cards.confirmText', { card: name(card) })}</p>
      {charging.length ? <p>{t('cards.confirmPlans', { count: charging.length, names })}</p> : null}
      <div className="account-form__actions">
        <Button variant="danger" disabled={removing} onClick={onRemove}>
          {removing ? t('cards.removing') : t('cards.remove')}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t('cards.keep')}
        </Button>
      </div>
    </Dialog>
  );
}

/** One saved card: brand, last 4, expiry, where it came from, the plans using it, and removing it (after a confirm). */
export function SavedCardItem({ card, onRemoved }: { card: AccountCard; onRemoved: (removed: RemovedCard) => void }) {
  const t = useAccountText();
  const name = useCardName();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const headingId = `account-saved-card-${card.id}`;

  const remove = async () => {
    setRemoving(true);
    try {
      const removed = await removeCard(card.id);
      const charged = card.plans.filter((p) => p.autoPay && removed.plans.some((r) => r.id === p.id)).length;
      const plans = charged ? ` ${t('cards.removedPlans', { count: charged })}` : '';
      toast.success(t('cards.toastTitle'), `${t('cards.removed', { card: name(card) })}${plans}`);
      setConfirming(false);
      onRemoved(removed);
    } catch (err) {
      toast.error(t('cards.toastTitle'), apiErrorMessage(err, t('cards.removeFailed')));
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <li className="account-card account-saved-card" aria-labelledby={headingId} data-card={card.id}>
      <h2 id={headingId}>{name(card)}</h2>
      <CardFacts card={card} />
      <div className="account-form__actions">
        <Button variant="danger" disabled={removing} onClick={() => setConfirming(true)}>
          {t('cards.remove')}
        </Button>
      </div>
      {confirming && <ConfirmRemove card={card} removing={removing} onRemove={() => void remove()} onKeep={() => setConfirming(false)} />}
    </li>
  );
}
