import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, Loading, type SavedAddress, useLoad } from 'shared-kernel';
import { addressLines, deleteSavedAddress, getSavedAddresses, makeDefaultAddress } from 'delivery-kit';
import { AddressEditor } from './address-editor';
import { useMoreText } from '../../../i18n/more';

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
  const t = useMoreText();
  return (
    <li className="account-address">
      <address>
        {(address.label || address.isDefault) && (
          <strong>
            {address.label}
            {address.isDefault && <span className="account-status account-address__default">{t('addresses.default')}</span>}
          </strong>
        )}
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className="account-address__actions">
        <Button variant="secondary" onClick={onEdit} aria-label={t('addresses.editNamed', { name: address.label || address.street })}>
          {t('addresses.edit')}
        </Button>
        {!address.isDefault && (
          <Button variant="secondary" disabled={busy} onClick={onDefault}>
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={onRemove}>
          {busy ? t('addresses.working') : t('addresses.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The shopper's delivery addresses: each as the rider will read it, with Edit, Make default and Remove; a new one can be added. */
export function SavedAddresses() {
  const t = useMoreText();
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
      <h2 id="account-addresses-title">{t('addresses.title')}</h2>
      {addresses.status === 'loading' && <Loading label={t('addresses.loading')} />}
      {addresses.status === 'error' && <Alert onRetry={addresses.reload}>{t('addresses.loadFailed')}</Alert>}
      {addresses.status === 'ready' && addresses.data.length === 0 && editing === null && <EmptyState>{t('addresses.empty')}</EmptyState>}
      {addresses.status === 'ready' && addresses.data.length > 0 && (
        <ul className="account-address-list" aria-label={t('addresses.list')}>
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
                onDefault={() => void act(address.id!, () => makeDefaultAddress(address.id!), t('addresses.defaultFailed'))}
                onRemove={() => void act(address.id!, () => deleteSavedAddress(address.id!), t('addresses.removeFailed'))}
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
            {t('addresses.add')}
          </Button>
        )
      )}
      {problem && <Alert>{problem}</Alert>}
    </section>
  );
}
