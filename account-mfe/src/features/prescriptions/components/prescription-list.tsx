import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, EmptyState, type Prescription } from 'shared-kernel';
import { deletePrescription, PRESCRIPTION_ERROR_TEXT } from 'shared-kernel/prescriptions';
import { PrescriptionFileView } from 'shared-kernel/ui/forms';
import { Dialog } from '../../../components/ui/dialog';
import { PrescriptionAccessLog } from './prescription-access-log';

/** Deleting one prescription: its confirm step, busy state and the reason it was refused. */
function useDeletePrescription(prescription: Prescription, onDeleted: (id: string) => void) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState('');

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
        code && PRESCRIPTION_ERROR_TEXT[code]
          ? PRESCRIPTION_ERROR_TEXT[code]
          : apiErrorMessage(error, 'The prescription could not be deleted.'),
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
  const inUse = prescription.orderNumbers.length > 0;
  return (
    <dl className="account-order-card">
      <dt>Written</dt>
      <dd>{prescription.writtenOn}</dd>
      <dt>{prescription.usable ? 'Usable until' : 'Expired on'}</dt>
      <dd>{prescription.usableUntil}</dd>
      <dt>File</dt>
      <dd className="account-rx__file">{prescription.fileName}</dd>
      {prescription.notes ? (
        <>
          <dt>Notes</dt>
          <dd>{prescription.notes}</dd>
        </>
      ) : null}
      <dt>Used by</dt>
      <dd>{inUse ? prescription.orderNumbers.join(', ') : 'No order yet'}</dd>
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
  return (
    <Dialog title="Delete this prescription?" onClose={onKeep}>
      <p>
        The prescription from {prescription.prescriberName} and its file are deleted for good. You would need to upload it again to use it.
      </p>
      <div className="account-form__actions">
        <Button variant="danger" disabled={deleting} onClick={onDelete}>
          {deleting ? 'Deleting…' : 'Yes, delete it'}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}

function PrescriptionCard({ prescription, onDeleted }: { prescription: Prescription; onDeleted: (id: string) => void }) {
  const [showFile, setShowFile] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const { confirming, setConfirming, deleting, problem, remove } = useDeletePrescription(prescription, onDeleted);
  const inUse = prescription.orderNumbers.length > 0;
  const titleId = `account-rx-${prescription.id}`;

  return (
    <li className="account-rx" aria-labelledby={titleId}>
      <div className="account-rx__head">
        <h3 id={titleId}>{prescription.prescriberName}</h3>
        <span className={`account-status${prescription.usable ? '' : ' account-status--canceled'}`}>
          {prescription.usable ? 'Usable' : 'Expired'}
        </span>
      </div>
      <PrescriptionFacts prescription={prescription} />
      <div className="account-form__actions">
        <Button variant="secondary" aria-expanded={showFile} onClick={() => setShowFile(!showFile)}>
          {showFile ? 'Hide the file' : 'View the file'}
        </Button>
        <Button variant="secondary" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide who viewed it' : 'Who viewed it'}
        </Button>
        <Button
          variant="danger"
          disabled={inUse || deleting}
          aria-describedby={inUse ? `${titleId}-kept` : undefined}
          onClick={() => setConfirming(true)}
        >
          Delete
        </Button>
      </div>
      {inUse ? (
        <p id={`${titleId}-kept`} className="account-rx__kept">
          Kept with {prescription.orderNumbers.length === 1 ? 'order' : 'orders'} {prescription.orderNumbers.join(', ')}: a prescription an
          order used cannot be deleted.
        </p>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {showFile ? <PrescriptionFileView prescription={prescription} /> : null}
      {showLog ? (
        <section aria-label="Who viewed it">
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
  if (prescriptions.length === 0)
    return (
      <EmptyState>No prescriptions yet. Upload one here, or at checkout when your cart holds a prescription-only medicine.</EmptyState>
    );
  return (
    <ul className="account-rx-list" aria-label="Your prescriptions">
      {prescriptions.map((p) => (
        <PrescriptionCard key={p.id} prescription={p} onDeleted={onDeleted} />
      ))}
    </ul>
  );
}
