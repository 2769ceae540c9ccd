import type { ReactNode } from 'react';
import { Alert, apiErrorMessage, buttonClass, Link, Loading, type LoadState } from 'shared-kernel';

interface OperationsListProps<T> {
  state: LoadState<T[]>;
  onRetry: () => void;
  /** Said when the list could not be loaded and the server gave no reason. */
  failure: string;
  /** e.g. 'ambulances' */
  plural: string;
  addPath: string;
  addLabel: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A list with its loading, failure and empty states, and a link to add one. */
export function OperationsList<T>({ state, onRetry, failure, plural, addPath, addLabel, itemKey, renderItem }: OperationsListProps<T>) {
  const add = (
    <Link className={buttonClass()} to={addPath}>
      {addLabel}
    </Link>
  );
  if (state.status === 'loading') return <Loading label={`Loading ${plural}...`} />;
  if (state.status === 'error') return <Alert onRetry={onRetry}>{apiErrorMessage(state.error, failure)}</Alert>;
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
