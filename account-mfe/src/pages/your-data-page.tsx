import { useState } from 'react';
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { downloadMyData } from '../features/your-data/api/download-my-data';
import { EraseAccount } from '../features/your-data/components/erase-account';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';
import '../features/your-data/components/your-data.css';

/** Your data: download everything we hold about you, or erase the account. */
export default function YourDataPage() {
  const [busy, setBusy] = useState(false);
  const t = useAccountText();

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
      toast.error(t('yourData.notDownloaded'), apiErrorMessage(err, t('yourData.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page account-your-data" data-page="your-data" data-boundary="account">
      <h1>{t('yourData.title')}</h1>
      <div className="account-card account-your-data__download">
        <h2>{t('yourData.downloadTitle')}</h2>
        <p>{t('yourData.downloadText')}</p>
        <Button disabled={busy} onClick={() => void download()}>
          {busy ? t('yourData.preparing') : t('yourData.download')}
        </Button>
      </div>
      <EraseAccount />
    </section>
  );
}
