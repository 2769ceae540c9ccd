import { Alert, formatDateTime, Loading, useLoad, type PrescriptionAccess } from 'shared-kernel';
import { getPrescriptionAccessLog } from 'shared-kernel/prescriptions';

const WHO: Record<PrescriptionAccess['actor'], string> = {
  owner: 'You',
  pharmacist: 'Pharmacist',
  other: 'Someone else',
  anonymous: 'Not signed in',
};

/** Who looked at a prescription or its file, and whether they were let in: newest first. */
export function PrescriptionAccessLog({ prescriptionId }: { prescriptionId: string }) {
  const log = useLoad(() => getPrescriptionAccessLog(prescriptionId), [prescriptionId]);
  if (log.status === 'loading') return <Loading label="Loading who viewed it…" />;
  if (log.status === 'error') return <Alert onRetry={log.reload}>We could not load who viewed this prescription.</Alert>;
  if (log.data.length === 0) return <p>No one has viewed it yet.</p>;
  return (
    <ol className="account-rx-log" aria-label="Who viewed this prescription">
      {log.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={entry.allowed ? undefined : 'account-rx-log__refused'}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{' '}
          <strong>
            {entry.actor === 'owner' ? WHO.owner : `${entry.actorName || WHO[entry.actor]} (${WHO[entry.actor].toLowerCase()})`}
          </strong>{' '}
          {entry.action === 'file' ? 'opened the file' : 'viewed the details'}
          {entry.allowed ? '' : ': refused'}
        </li>
      ))}
    </ol>
  );
}
