import { Link, useLocale } from 'shared-kernel';
import { useSearchText } from '../../../i18n/search';
import type { SearchAnswer } from '../api/search-answer';
import { BackInStock } from './back-in-stock';

/** Ask a pharmacist, the question already written. */
export const askPharmacistPath = (question: string) => `/ask-pharmacist?${new URLSearchParams({ subject: question.slice(0, 200) })}`;

/**
 * Above a search's results, what the answer says besides the medicines: the same medicine for a
 * brand we do not stock, the strength asked for, and when nothing matched, the closest spellings,
 * a category, "Ask a pharmacist" with the question written and "Tell me when it's in stock" for a
 * known medicine that is out. When what was found needs a prescription (nothing a shopper can buy
 * matched, since those rank first), it says so beside "Ask a pharmacist".
 */
export function SearchGuidance({ answer }: { answer: SearchAnswer }) {
  const t = useSearchText();
  const pidgin = useLocale().split('-')[0] === 'pcm';
  const say = (text: { en: string; pcm: string }) => (pidgin ? text.pcm : text.en);
  const out = answer.results.slice(0, 3).find((m) => m.stockStatus === 'out-of-stock');
  const ask = (
    <Link className="catalog-ask-pharmacist" to={askPharmacistPath(say(answer.askPharmacist))}>
      {t('search.askPharmacist')}
    </Link>
  );
  if (answer.total === 0)
    return (
      <div className="catalog-search-guidance" role="status">
        {answer.message && <p>{say(answer.message)}</p>}
        {answer.didYouMean.length > 0 && (
          <p>
            {t('search.didYouMean')}{' '}
            {answer.didYouMean.map((word, i) => (
              <span key={word}>
                {i > 0 && ', '}
                <Link to={`/search?${new URLSearchParams({ query: word })}`}>{word}</Link>
              </span>
            ))}
          </p>
        )}
        {answer.category && (
          <p>
            {t('search.lookIn')} <Link to={`/medicines/category/${answer.category.id}`}>{answer.category.name}</Link>
          </p>
        )}
        <p>{ask}</p>
      </div>
    );
  return (
    <div className="catalog-search-guidance">
      {answer.notStockedBrand && <p role="status">{say(answer.notStockedBrand.message)}</p>}
      {answer.strength && answer.otherStrength.length > 0 && <p>{t('search.strengthFirst', { strength: answer.strength })}</p>}
      {out && (
        <div>
          <p>{t('search.outOfStock', { name: out.name })}</p>
          <BackInStock medicine={out} />
        </div>
      )}
      <p className="catalog-search-ask">
        {answer.results[0]?.prescriptionRequired ? t('search.prescriptionFirst') : t('search.notWhatYouNeed')} {ask}
      </p>
    </div>
  );
}
