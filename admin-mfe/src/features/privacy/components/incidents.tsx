import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, toast, useLoad } from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
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
  const form = useForm({ initial: { title: '', description: '', discoveredAt: '', notice: template } });
  const { busy } = form;
  const { title, description, discoveredAt } = form.values;

  const submit = async (values: typeof form.values) => {
    try {
      await recordIncident({
        title: values.title,
        description: values.description,
        discoveredAt: new Date(values.discoveredAt).toISOString(),
        shopperNotice: values.notice,
      });
      toast.success('Incident recorded', 'The 72-hour clock runs from when it was discovered.');
      form.setValues((current) => ({ ...current, title: '', description: '' }));
      onRecorded();
    } catch (err) {
      toast.error('Not recorded', apiErrorMessage(err, 'The incident could not be recorded.'));
    }
  };

  return (
    <form className="admin-form" onSubmit={form.handleSubmit(submit)} aria-label="Record an incident">
      <h2>Record an incident</h2>
      <TextField label="What happened (short)" {...form.field('title')} required />
      <TextField label="Details" multiline rows={3} {...form.field('description')} required />
      <TextField label="Discovered at" type="datetime-local" {...form.field('discoveredAt')} required />
      <TextField label="Notice to shoppers affected" multiline rows={8} {...form.field('notice')} />
      <Button type="submit" disabled={busy || !title || !description || !discoveredAt}>
        Record incident
      </Button>
    </form>
  );
}
