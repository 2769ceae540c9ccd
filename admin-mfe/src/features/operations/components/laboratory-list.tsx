import { useLoad } from 'shared-kernel';
import { getLaboratories } from '../api/get-laboratories';
import { OperationsList } from './operations-list';

export function LaboratoryList() {
  const state = useLoad(getLaboratories, []);
  return (
    <OperationsList
      state={state}
      onRetry={state.reload}
      failure="Could not load the laboratories."
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
