import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, EmptyState, type Prescription } from 'shared-kernel';
import { deletePrescription, PRESCRIPTION_ERROR_TEXT } from 'prescriptions-kit';
import { PrescriptionFileView } from 'prescriptions-kit';
import { Dialog } from '../../../components/ui/dialog';
import { useCareText } from '../../../i18n/care';
import { PrescriptionAccessLog } from './prescription-access-log';

/** Deleting one prescription: its confirm step, busy state and the reason it was refused. */
function useDeletePrescription(prescription: Prescription, onDeleted: (id: string) => void) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState('');
  const t = useCareText();

  const remove = async () => {
    setDeleting(true);
    setProblem('');
    try {
      await deletePrescription(prescription.id);
      setConfirming(false);
      onDeleted(prescription.id);
    } catch (error) {
      const code = apiErrorCode(error);
      setProblem(
        code && PRESCRIPTION_ERROR_TEXT[code] ? PRESCRIPTION_ERROR_TEXT[code] : apiErrorMessage(error, t('prescriptions.deleteFailed')),
      );
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return { confirming, setConfirming, deleting, problem, remove };
}

/** What is known of a prescription: when written, until when usable, its file, notes and orders. */
function PrescriptionFacts({ prescription }: { prescription: Prescription }) {
  const t = useCareText();
  const inUse = prescription.orderNumbers.length > 0;
  return (
    <dl className="account-order-card">
      <dt>{t('prescriptions.written')}</dt>
      <dd>{prescription.writtenOn}</dd>
      <dt>{prescription.usable ? t('prescriptions.usableUntil') : t('prescriptions.expiredOn')}</dt>
      <dd>{prescription.usableUntil}</dd>
      <dt>{t('prescriptions.file')}</dt>
      <dd className="account-rx__file">{prescription.fileName}</dd>
      {prescription.notes ? (
        <>
          <dt>{t('prescriptions.notes')}</dt>
          <dd>{prescription.notes}</dd>
        </>
      ) : null}
      <dt>{t('prescriptions.usedBy')}</dt>
      <dd>{inUse ? prescription.orderNumbers.join(', ') : t('prescriptions.noOrder')}</dd>
    </dl>
  );
}

interface ConfirmDeleteProps {
  prescription: Prescription;
  deleting: boolean;
  onDelete: () => void;
  onKeep: () => void;
}

function ConfirmDelete({ prescription, deleting, onDelete, onKeep }: ConfirmDeleteProps) {
  const t = useCareText();
  return (
    <Dialog title={t('prescriptions.confirmTitle')} onClose={onKeep}>
      <p>{t('prescriptions.confirmText', { prescriber: prescription.prescriberName })}</p>
      <div className="account-form__actions">
        <Button variant="danger" disabled={deleting} onClick={onDelete}>
          {deleting ? t('prescriptions.deleting') : t('prescriptions.confirmDelete')}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t('prescriptions.keep')}
        </Button>
      </div>
    </Dialog>
  );
}

function PrescriptionCard({ prescription, onDeleted }: { prescription: Prescription; onDeleted: (id: string) => void }) {
  const [showFile, setShowFile] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const { confirming, setConfirming, deleting, problem, remove } = useDeletePrescription(prescription, onDeleted);
  const t = useCareText();
  const inUse = prescription.orderNumbers.length > 0;
  const titleId = `account-rx-${prescription.id}`;

  return (
    <li className="account-rx" aria-labelledby={titleId}>
      <div className="account-rx__head">
        <h3 id={titleId}>{prescription.prescriberName}</h3>
        <span className={`account-status${prescription.usable ? '' : ' account-status--canceled'}`}>
          {prescription.usable ? t('prescriptions.usable') : t('prescriptions.expired')}
        </span>
      </div>
      <PrescriptionFacts prescription={prescription} />
      <div className="account-form__actions">
        <Button variant="secondary" aria-expanded={showFile} onClick={() => setShowFile(!showFile)}>
          {showFile ? t('prescriptions.hideFile') : t('prescriptions.viewFile')}
        </Button>
        <Button variant="secondary" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? t('prescriptions.hideWhoViewed') : t('prescriptions.whoViewed')}
        </Button>
        <Button
          variant="danger"
          disabled={inUse || deleting}
          aria-describedby={inUse ? `${titleId}-kept` : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('prescriptions.delete')}
        </Button>
      </div>
      {inUse ? (
        <p id={`${titleId}-kept`} className="account-rx__kept">
          {t('prescriptions.kept', { count: prescription.orderNumbers.length, orders: prescription.orderNumbers.join(', ') })}
        </p>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {showFile ? <PrescriptionFileView prescription={prescription} /> : null}
      {showLog ? (
        <section aria-label={t('prescriptions.whoViewed')}>
          <PrescriptionAccessLog prescriptionId={prescription.id} />
        </section>
      ) : null}
      {confirming && (
        <ConfirmDelete prescription={prescription} deleting={deleting} onDelete={() => void remove()} onKeep={() => setConfirming(false)} />
      )}
    </li>
  );
}

export function PrescriptionList({ prescriptions, onDeleted }: { prescriptions: Prescription[]; onDeleted: (id: string) => void }) {
  const t = useCareText();
  if (prescriptions.length === 0) return <EmptyState>{t('prescriptions.empty')}</EmptyState>;
  return (
    <ul className="account-rx-list" aria-label={t('prescriptions.listLabel')}>
      {prescriptions.map((p) => (
        <PrescriptionCard key={p.id} prescription={p} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
