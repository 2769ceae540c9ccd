import { Alert, EmptyState, Link, Loading, useLoad } from 'shared-kernel';
import { getUnansweredSearches } from '../api/get-unanswered-searches';

/**
 * This week's searches that found nothing (no shopper recorded), most frequent first: on the admin
 * home (`limit`, with a link to the vocabulary) and on the vocabulary page, where each one is a
 * button that starts a term for it (`onPick`).
 */
export function UnansweredSearches({ limit, onPick, reload = 0 }: { limit?: number; onPick?: (query: string) => void; reload?: number }) {
  const state = useLoad(getUnansweredSearches, [reload]);
  if (state.status === 'loading') return <Loading label="Loading the unanswered searches…" />;
  if (state.status === 'error') return <Alert onRetry={state.reload}>Could not load the unanswered searches.</Alert>;
  const searches = limit ? state.data.searches.slice(0, limit) : state.data.searches;
  if (searches.length === 0) return <EmptyState>Every search this week found something.</EmptyState>;
  return (
    <>
      <ol className="admin-unanswered" aria-label={`Unanswered searches, week of ${state.data.week}`}>
        {searches.map((s) => (
          <li key={s.query}>
            {onPick ? (
              <button type="button" className="admin-link-button" onClick={() => onPick(s.query)}>
                Add a term for “{s.query}”
              </button>
            ) : (
              <span>“{s.query}”</span>
            )}{' '}
            <span className="admin-field-hint">
              {s.count} {s.count === 1 ? 'time' : 'times'}
            </span>
          </li>
        ))}
      </ol>
      {onPick ? null : <Link to="/admin/search-vocabulary">Add a term for one</Link>}
    </>
  );
}
