import { useLoad } from '../../../hooks/use-load';
import { getPharmacies } from '../api/get-pharmacies';
import { OperationsList } from './operations-list';

export function PharmacyList() {
  const [state, reload] = useLoad(getPharmacies, 'Could not load the pharmacies.');
  return (
    <OperationsList
      state={state}
      onRetry={reload}
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
