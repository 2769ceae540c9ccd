import { Badge, useLoad } from 'shared-kernel';
import { getAmbulances } from '../api/get-ambulances';
import { OperationsList } from './operations-list';

export function AmbulanceList() {
  const state = useLoad(getAmbulances, []);
  return (
    <OperationsList
      state={state}
      onRetry={state.reload}
      failure="Could not load the ambulances."
      plural="ambulances"
      addPath="/add-ambulance"
      addLabel="Add an ambulance"
      itemKey={(a) => a.id}
      renderItem={(a) => (
        <>
          <h2>{a.name}</h2>
          <p>Location: {a.location}</p>
          <p>
            <Badge className={`admin-badge ${a.availability ? 'admin-badge-success' : 'admin-badge-failed'}`}>
              {a.availability ? 'Available' : 'Not available'}
            </Badge>
          </p>
        </>
      )}
    />
  );
}
