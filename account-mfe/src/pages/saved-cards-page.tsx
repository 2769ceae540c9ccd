import { Alert, EmptyState, Loading, useLoad } from 'shared-kernel';
import { getAccountCards } from '../features/saved-cards/api/get-account-cards';
import { SavedCardItem } from '../features/saved-cards/components/saved-card-item';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';
import '../features/saved-cards/components/saved-cards.css';

/**
 * Saved cards: only those the shopper saved at their own checkout (a card someone else paid with for
 * them is never kept), each with where it came from and the refill plans using it; removable.
 */
export default function SavedCardsPage() {
  const t = useAccountText();
  const cards = useLoad(getAccountCards, [], 'your saved cards');
  return (
    <section className="account-page account-saved-cards-page" data-page="saved-cards" data-boundary="account">
      <h1>{t('cards.title')}</h1>
      <p>{t('cards.intro')}</p>
      {cards.status === 'loading' && <Loading label={t('cards.loading')} />}
      {cards.status === 'error' && <Alert onRetry={cards.reload}>{t('cards.failed')}</Alert>}
      {cards.status === 'ready' && cards.data.length === 0 ? <EmptyState>{t('cards.empty')}</EmptyState> : null}
      {cards.status === 'ready' && cards.data.length > 0 ? (
        <ul className="account-saved-cards" aria-label={t('cards.listLabel')}>
          {cards.data.map((card) => (
            <SavedCardItem
              key={card.id}
              card={card}
              onRemoved={(removed) => cards.replace(cards.data.filter((c) => c.id !== removed.id))}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
