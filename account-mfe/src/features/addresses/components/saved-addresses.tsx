import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, Loading, type SavedAddress, useLoad } from 'shared-kernel';
import { addressLines, deleteSavedAddress, getSavedAddresses, makeDefaultAddress } from 'shared-kernel/delivery';
import { AddressEditor } from './address-editor';

/** One saved address as the rider will read it, with its actions. */
function AddressItem({
  address,
  busy,
  onEdit,
  onDefault,
  onRemove,
}: {
  address: SavedAddress;
  busy: boolean;
  onEdit: () => void;
  onDefault: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="account-address">
      <address>
        {(address.label || address.isDefault) && (
          <strong>
            {address.label}
            {address.isDefault && <span className="account-status account-address__default">Default</span>}
          </strong>
        )}
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className="account-address__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${address.label || address.street}`}>
          Edit
        </Button>
        {!address.isDefault && (
          <Button variant="secondary" disabled={busy} onClick={onDefault}>
            Make default
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={onRemove}>
          {busy ? 'Working...' : 'Remove'}
        </Button>
      </div>
    </li>
  );
}

/** The shopper's delivery addresses: each as the rider will read it, with Edit, Make default and Remove; a new one can be added. */
export function SavedAddresses() {
  const addresses = useLoad(getSavedAddresses, [], 'your saved addresses');
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [problem, setProblem] = useState('');

  const act = async (id: string, action: () => Promise<SavedAddress[] | void>, failed: string) => {
    setProblem('');
    setBusy(id);
    try {
      const answer = await action();
      if (answer) addresses.replace(answer);
      else addresses.reload();
    } catch (error) {
      setProblem(apiErrorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  };
  const saved = () => {
    setEditing(null);
    addresses.reload();
  };

  return (
    <section className="account-addresses" aria-labelledby="account-addresses-title">
      <h2 id="account-addresses-title">Delivery addresses</h2>
      {addresses.status === 'loading' && <Loading label="Loading your addresses..." />}
      {addresses.status === 'error' && <Alert onRetry={addresses.reload}>We could not load your saved addresses.</Alert>}
      {addresses.status === 'ready' && addresses.data.length === 0 && editing === null && (
        <EmptyState>No saved addresses yet. Add one here, or tick “Save this address in my profile” at checkout.</EmptyState>
      )}
      {addresses.status === 'ready' && addresses.data.length > 0 && (
        <ul className="account-address-list" aria-label="Saved delivery addresses">
          {addresses.data.map((address) =>
            editing !== 'new' && editing?.id === address.id ? (
              <li key={address.id} className="account-address">
                <AddressEditor address={address} onSaved={saved} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <AddressItem
                key={address.id}
                address={address}
                busy={busy === address.id}
                onEdit={() => setEditing(address)}
                onDefault={() => void act(address.id!, () => makeDefaultAddress(address.id!), 'The address could not be made the default.')}
                onRemove={() =>
                  void act(address.id!, () => deleteSavedAddress(address.id!), 'The address could not be removed. Please try again.')
                }
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <AddressEditor address={null} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        addresses.status === 'ready' && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            Add an address
          </Button>
        )
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
