import { useLoad } from '../../../hooks/use-load';
import { getLaboratories } from '../api/get-laboratories';
import { OperationsList } from './operations-list';

export function LaboratoryList() {
  const [state, reload] = useLoad(getLaboratories, 'Could not load the laboratories.');
  return (
    <OperationsList
      state={state}
      onRetry={reload}
      plural="laboratories"
      addPath="/add-laboratory"
      addLabel="Add a laboratory"
      itemKey={(l) => l.id}
      renderItem={(l) => (
        <>
          <h2>{l.name}</h2>
          <p>Location: {l.location}</p>
          {l.description && <p>{l.description}</p>}
        </>
      )}
    />
  );
}
