import { useState } from 'react';
import { apiErrorMessage, Button, clearSession, toast } from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { eraseMyAccount } from '../api/your-data-api';

/** Erase my account: what goes and what the law keeps, the shopper's own tick and password, then signed out. */
export function EraseAccount() {
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [erased, setErased] = useState(false);

  async function erase() {
    setBusy(true);
    try {
      await eraseMyAccount(password);
      setErased(true);
      clearSession();
    } catch (err) {
      toast.error('Not erased', apiErrorMessage(err, 'Your account could not be erased.'));
      setBusy(false);
    }
  }

  if (erased)
    return (
      <p className="account-notice" role="status">
        Your account is erased and you are signed out. Thank you for shopping with us.
      </p>
    );
  return (
    <div className="account-card account-your-data__erase">
      <h2>Erase my account</h2>
      <p>
        This cannot be undone. We remove your name, e-mail address, phone numbers, addresses, saved cards, cart, consents, conversations
        with the pharmacist and messages, and you can no longer sign in.
      </p>
      <p>
        Pharmacy law makes us keep a short record of prescription medicines dispensed to you (your name, the medicine, the date and the
        pharmacist) for the period on our privacy page; it is marked as kept after erasure and deleted then.
      </p>
      <Checkbox
        label="I understand my account will be erased for good"
        checked={understood}
        onChange={(e) => setUnderstood(e.target.checked)}
      />
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button variant="danger" disabled={!understood || !password || busy} onClick={() => void erase()}>
        Erase my account
      </Button>
    </div>
  );
}
