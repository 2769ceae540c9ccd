import { Alert, Loading, toast, useLoad } from 'shared-kernel';
import { getPrescriptions } from 'prescriptions-kit';
import { PrescriptionUploadForm } from 'prescriptions-kit';
import { PrescriptionList } from '../features/prescriptions/components/prescription-list';
import { useHealthConsentTexts } from '../features/care/health-consent-texts';
import { useCareText } from '../i18n/care';
import '../components/ui/ui.css';

export default function PrescriptionsPage() {
  const t = useCareText();
  const consentTexts = useHealthConsentTexts();
  const list = useLoad(getPrescriptions, [], 'your prescriptions');
  return (
    <section className="account-page" data-page="prescriptions" data-boundary="account">
      <h1>{t('prescriptions.title')}</h1>
      <p className="account-rx-intro">{t('prescriptions.intro')}</p>
      <div className="account-rx-layout">
        <section className="account-card" aria-labelledby="account-rx-upload-title">
          <h2 id="account-rx-upload-title">{t('prescriptions.uploadTitle')}</h2>
          <PrescriptionUploadForm
            idPrefix="account-rx"
            consentTexts={consentTexts}
            onUploaded={(saved) => {
              toast.success(t('prescriptions.uploadedTitle'), t('prescriptions.uploadedText'));
              if (list.status === 'ready') list.replace([saved, ...list.data]);
              else list.reload();
            }}
          />
        </section>
        <section className="account-card" aria-labelledby="account-rx-list-title">
          <h2 id="account-rx-list-title">{t('prescriptions.savedTitle')}</h2>
          {list.status === 'loading' && <Loading label={t('prescriptions.loading')} />}
          {list.status === 'error' && <Alert onRetry={list.reload}>{t('prescriptions.loadFailed')}</Alert>}
          {list.status === 'ready' && (
            <PrescriptionList prescriptions={list.data} onDeleted={(id) => list.replace(list.data.filter((p) => p.id !== id))} />
          )}
        </section>
      </div>
    </section>
  );
}
