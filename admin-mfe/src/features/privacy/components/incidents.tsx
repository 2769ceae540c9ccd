import { type FormEvent, useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, toast, useLoad } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { getIncidents } from '../api/get-incidents';
import { type Incident } from '../api/incidents-types';
import { markRegulatorNotified } from '../api/mark-regulator-notified';
import { recordIncident } from '../api/record-incident';

/** Data incidents with their 72-hour clock for telling the regulator, and a form to record one. */
export function Incidents() {
  const incidents = useLoad(getIncidents, []);
  if (incidents.status === 'loading') return <Loading label="Loading the incidents…" />;
  if (incidents.status === 'error') return <Alert onRetry={incidents.reload}>Could not load the incidents.</Alert>;
  const columns: Column<Incident>[] = [
    { key: 'what', header: 'Incident', render: (i) => i.title },
    { key: 'found', header: 'Discovered', render: (i) => formatStaffDateTime(i.discoveredAt) },
    {
      key: 'clock',
      header: 'Regulator (72 h)',
      render: (i) =>
        i.regulatorNotifiedAt ? (
          <>
            Told {formatStaffDateTime(i.regulatorNotifiedAt)}
            {i.overdue ? ' (late)' : ''}
          </>
        ) : (
          <>
            <strong>{i.overdue ? 'Overdue' : `${i.hoursLeft} h left`}</strong>{' '}
            <Button
              variant="secondary"
              onClick={() =>
                void markRegulatorNotified(i.id)
                  .then(incidents.reload)
                  .catch((err) => toast.error('Not saved', apiErrorMessage(err, 'Could not mark it.')))
              }
            >
              Regulator told
            </Button>
          </>
        ),
    },
  ];
  return (
    <>
      {incidents.data.items.length === 0 ? (
        <EmptyState>No data incident recorded.</EmptyState>
      ) : (
        <DataTable caption="Data incidents, newest first" columns={columns} rows={incidents.data.items} rowKey={(i) => i.id} />
      )}
      <RecordIncident template={incidents.data.noticeTemplate} onRecorded={incidents.reload} />
    </>
  );
}

function RecordIncident({ template, onRecorded }: { template: string; onRecorded: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [discoveredAt, setDiscoveredAt] = useState('');
  const [notice, setNotice] = useState(template);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await recordIncident({ title, description, discoveredAt: new Date(discoveredAt).toISOString(), shopperNotice: notice });
      toast.success('Incident recorded', 'The 72-hour clock runs from when it was discovered.');
      setTitle('');
      setDescription('');
      onRecorded();
    } catch (err) {
      toast.error('Not recorded', apiErrorMessage(err, 'The incident could not be recorded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)} aria-label="Record an incident">
      <h2>Record an incident</h2>
      <TextField label="What happened (short)" value={title} onChange={(e) => setTitle(e.target.value)} required />
      <TextField label="Details" multiline rows={3} value={description} onChange={(e) => setDescription(e.target.value)} required />
      <TextField
        label="Discovered at"
        type="datetime-local"
        value={discoveredAt}
        onChange={(e) => setDiscoveredAt(e.target.value)}
        required
      />
      <TextField label="Notice to shoppers affected" multiline rows={8} value={notice} onChange={(e) => setNotice(e.target.value)} />
      <Button type="submit" disabled={busy || !title || !description || !discoveredAt}>
        Record incident
      </Button>
    </form>
  );
}
