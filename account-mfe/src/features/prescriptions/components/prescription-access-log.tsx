import { Alert, formatDateTime, Loading, useLoad, type PrescriptionAccess } from 'shared-kernel';
import { getPrescriptionAccessLog } from 'prescriptions-kit';
import { useCareText } from '../../../i18n/care';

type Entry = PrescriptionAccess;

/** Who looked at a prescription or its file, and whether they were let in: newest first. */
export function PrescriptionAccessLog({ prescriptionId }: { prescriptionId: string }) {
  const t = useCareText();
  const who = (entry: Entry) =>
    entry.actor === 'owner' || !entry.actorName
      ? t('prescriptions.log.who', { actor: entry.actor })
      : t('prescriptions.log.named', { name: entry.actorName, actor: entry.actor });
  const log = useLoad(() => getPrescriptionAccessLog(prescriptionId), [prescriptionId]);
  if (log.status === 'loading') return <Loading label={t('prescriptions.log.loading')} />;
  if (log.status === 'error') return <Alert onRetry={log.reload}>{t('prescriptions.log.loadFailed')}</Alert>;
  if (log.data.length === 0) return <p>{t('prescriptions.log.empty')}</p>;
  return (
    <ol className="account-rx-log" aria-label={t('prescriptions.log.label')}>
      {log.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className={entry.allowed ? undefined : 'account-rx-log__refused'}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> <strong>{who(entry)}</strong>{' '}
          {t('prescriptions.log.action', { action: entry.action, allowed: entry.allowed ? 'yes' : 'no' })}
        </li>
      ))}
    </ol>
  );
}
