import { useState } from 'react';
import {
  addressLines,
  Alert,
  apiErrorMessage,
  Button,
  deleteSavedAddress,
  EmptyState,
  getSavedAddresses,
  Loading,
  useLoad,
} from 'shared-kernel';

/** The delivery addresses saved at checkout: each shown as the rider will read it, with Remove. */
export function SavedAddresses() {
  const addresses = useLoad(getSavedAddresses, [], 'your saved addresses');
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  const remove = async (id: string) => {
    setProblem('');
    setRemoving(id);
    try {
      await deleteSavedAddress(id);
      if (addresses.status === 'ready') addresses.replace(addresses.data.filter((a) => a.id !== id));
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The address could not be removed. Please try again.'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="account-addresses" aria-labelledby="account-addresses-title">
      <h2 id="account-addresses-title">Delivery addresses</h2>
      {addresses.status === 'loading' && <Loading label="Loading your addresses..." />}
      {addresses.status === 'error' && <Alert onRetry={addresses.reload}>We could not load your saved addresses.</Alert>}
      {addresses.status === 'ready' && addresses.data.length === 0 && (
        <EmptyState>No saved addresses yet. Tick “Save this address in my profile” at checkout to keep one.</EmptyState>
      )}
      {addresses.status === 'ready' && addresses.data.length > 0 && (
        <ul className="account-address-list" aria-label="Saved delivery addresses">
          {addresses.data.map((address) => (
            <li key={address.id} className="account-address">
              <address>
                {address.label && <strong>{address.label}</strong>}
                {addressLines(address).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
              <Button variant="secondary" disabled={removing === address.id} onClick={() => void remove(address.id!)}>
                {removing === address.id ? 'Removing...' : 'Remove'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
