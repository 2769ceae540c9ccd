import { useLoad } from 'shared-kernel';
import { getPharmacies } from '../api/get-pharmacies';
import { OperationsList } from './operations-list';

export function PharmacyList() {
  const state = useLoad(getPharmacies, []);
  return (
    <OperationsList
      state={state}
      onRetry={state.reload}
      failure="Could not load the pharmacies."
      plural="pharmacies"
      addPath="/add-pharmacy"
      addLabel="Add a pharmacy"
      itemKey={(p) => p.pharmacyId}
      renderItem={(p) => (
        <>
          <h2>{p.name}</h2>
          <p>Location: {p.location}</p>
          <p>Contact: {p.contact}</p>
          <p>Delivery range: {p.deliveryRange}</p>
        </>
      )}
    />
  );
}
