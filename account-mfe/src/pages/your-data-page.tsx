import { useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { downloadMyData } from '../features/your-data/api/your-data-api';
import { EraseAccount } from '../features/your-data/components/erase-account';
import '../components/ui/ui.css';
import '../features/your-data/components/your-data.css';

/** Your data: download everything we hold about you, or erase the account. */
export default function YourDataPage() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const blob = await downloadMyData();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `e-pharmacy-my-data-${new Date().toISOString().slice(0, 10)}.zip`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (err) {
      toast.error('Not downloaded', apiErrorMessage(err, 'Your data could not be downloaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page account-your-data" data-page="your-data" data-boundary="account">
      <h1>Your data</h1>
      <div className="account-card account-your-data__download">
        <h2>Download your data</h2>
        <p>
          Everything we hold about you (profile, addresses, orders, payments, prescriptions and who viewed them, conversations, lab
          bookings, refill plans, consents and the messages we sent) in one zip file, as JSON and as CSV for a spreadsheet.
        </p>
        <Button disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
      <EraseAccount />
    </section>
  );
}
