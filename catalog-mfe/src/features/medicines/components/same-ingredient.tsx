import { useCatalogText } from '../../../i18n';
import { api, cardClass, currentUserId, formatNaira, Link, type Medicine, publicApi, useAuth, useLoad } from 'shared-kernel';

/**
 * GET /api/medicine/{id}/equivalents: the other medicines with the same ingredients, strength and
 * form, cheapest first. Signed in, the call carries the session: the server then decides whether
 * prescription-only ones may be suggested (only with a usable prescription of the shopper's own).
 */
async function getEquivalents(id: string, signedIn: boolean): Promise<Medicine[]> {
  const options = { params: { path: { id } } };
  const { data } = signedIn
    ? await api.get('/api/medicine/{id}/equivalents', options)
    : await publicApi.get('/api/medicine/{id}/equivalents', options);
  return data;
}

/** "Same active ingredient": cheaper and dearer brands of the same medicine, each with its price beside this one's. */
export function SameIngredient({ medicine }: { medicine: Medicine }) {
  const t = useCatalogText();
  const signedIn = Boolean(useAuth(currentUserId));
  const found = useLoad(() => getEquivalents(medicine.id, signedIn), [medicine.id, signedIn], 'medicines with the same ingredient');
  if (found.status !== 'ready' || found.data.length === 0) return null;
  return (
    <section className={`${cardClass} catalog-same-ingredient`} aria-labelledby="catalog-same-ingredient-title">
      <h2 id="catalog-same-ingredient-title">{t('same.title')}</h2>
      <p className="catalog-same-ingredient__lead">
        {t('same.lead', { ingredients: medicine.activeIngredients, strength: medicine.strength, price: formatNaira(medicine.price) })}
      </p>
      <ul>
        {found.data.map((other) => (
          <li key={other.id}>
            <Link to={`/medicines/${other.id}`}>{other.name}</Link>
            <span className="catalog-same-ingredient__price">{formatNaira(other.price)}</span>
            {other.price < medicine.price && (
              <span className="catalog-same-ingredient__saving">
                {t('same.less', { amount: formatNaira(medicine.price - other.price) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
