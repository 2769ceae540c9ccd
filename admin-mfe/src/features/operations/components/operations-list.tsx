import type { ReactNode } from 'react';
import { Link } from 'shared-kernel';
import { Loading } from '../../../components/ui/loading';
import { LoadError } from '../../../components/ui/load-error';
import type { LoadState } from '../../../hooks/use-load';

interface OperationsListProps<T> {
  state: LoadState<T[]>;
  onRetry: () => void;
  /** e.g. 'ambulances' */
  plural: string;
  addPath: string;
  addLabel: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A list with its loading, failure and empty states, and a link to add one. */
export function OperationsList<T>({ state, onRetry, plural, addPath, addLabel, itemKey, renderItem }: OperationsListProps<T>) {
  const add = (
    <Link className="shell-button" to={addPath}>
      {addLabel}
    </Link>
  );
  if (state.status === 'loading') return <Loading label={`Loading ${plural}...`} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={onRetry} />;
  if (state.data.length === 0) {
    return (
      <div className="admin-empty">
        <p>No {plural} yet.</p>
        {add}
      </div>
    );
  }
  return (
    <>
      <p className="admin-actions">
        {state.data.length} {plural} · {add}
      </p>
      <ul className="admin-cards">
        {state.data.map((item) => (
          <li key={itemKey(item)} className="admin-card">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
