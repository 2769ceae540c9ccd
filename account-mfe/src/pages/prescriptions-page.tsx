import { Alert, Loading, toast, useLoad } from 'shared-kernel';
import { getPrescriptions } from 'shared-kernel/prescriptions';
import { PrescriptionUploadForm } from 'shared-kernel/ui/forms';
import { PrescriptionList } from '../features/prescriptions/components/prescription-list';
import '../components/ui/ui.css';

export default function PrescriptionsPage() {
  const list = useLoad(getPrescriptions, [], 'your prescriptions');
  return (
    <section className="account-page" data-page="prescriptions" data-boundary="account">
      <h1>My prescriptions</h1>
      <p className="account-rx-intro">
        Prescription-only medicines are sent only against a prescription a pharmacist has checked. Your prescriptions are private: only you
        and our pharmacists can see them, and every look is recorded below. A prescription can be used for six months from the day it was
        written.
      </p>
      <div className="account-rx-layout">
        <section className="account-card" aria-labelledby="account-rx-upload-title">
          <h2 id="account-rx-upload-title">Upload a prescription</h2>
          <PrescriptionUploadForm
            idPrefix="account-rx"
            onUploaded={(saved) => {
              toast.success('Uploaded', 'Your prescription was saved.');
              if (list.status === 'ready') list.replace([saved, ...list.data]);
              else list.reload();
            }}
          />
        </section>
        <section className="account-card" aria-labelledby="account-rx-list-title">
          <h2 id="account-rx-list-title">Saved prescriptions</h2>
          {list.status === 'loading' && <Loading label="Loading your prescriptions…" />}
          {list.status === 'error' && <Alert onRetry={list.reload}>We could not load your prescriptions.</Alert>}
          {list.status === 'ready' && (
            <PrescriptionList prescriptions={list.data} onDeleted={(id) => list.replace(list.data.filter((p) => p.id !== id))} />
          )}
        </section>
      </div>
    </section>
  );
}
