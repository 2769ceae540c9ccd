import { Alert, EmptyState, formatStaffDateTime, Link, Loading } from 'shared-kernel';
import { usePolling } from 'care-kit';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { duration } from '../features/care/api/care-shared';
import { getQuestionQueue, type QueueItem } from '../features/care/api/get-question-queue';
import '../components/ui/admin-ui.css';
import '../features/care/care.css';

const columns: Column<QueueItem>[] = [
  {
    key: 'subject',
    header: 'Question',
    render: (q) => (
      <Link to={`/pharmacist/questions/${q.id}`}>
        {q.redFlag && <span className="admin-care-flag">Emergency words: call them</span>}{' '}
        {q.channel === 'whatsapp' && <span className="admin-care-channel">WhatsApp</span>} {q.subject}
      </Link>
    ),
  },
  { key: 'who', header: 'Shopper', render: (q) => q.shopperFirstName },
  { key: 'since', header: 'Waiting since', render: (q) => <time dateTime={q.waitingSince}>{formatStaffDateTime(q.waitingSince)}</time> },
  { key: 'waited', header: 'Waited (opening hours)', render: (q) => duration(q.waitingWorkingSeconds), numeric: true },
  { key: 'messages', header: 'Messages', render: (q) => q.messages, numeric: true },
];

/** The pharmacists' queue of questions; it refreshes by itself. */
export default function QuestionQueuePage() {
  const queue = usePolling(getQuestionQueue, 20_000, []);
  return (
    <section className="admin-page" data-page="questionQueue">
      <h1>Questions from shoppers</h1>
      {queue.loading && <Loading label="Loading the questions…" />}
      {!queue.data && queue.error !== null && <Alert onRetry={queue.refresh}>Could not load the questions.</Alert>}
      {queue.data && queue.data.length === 0 && <EmptyState>No question is waiting for a pharmacist.</EmptyState>}
      {queue.data && queue.data.length > 0 && (
        <>
          <p className="admin-hint">{queue.data.length} waiting: emergencies first, then the longest wait.</p>
          <DataTable caption="Questions waiting for a pharmacist" columns={columns} rows={queue.data} rowKey={(q) => q.id} />
        </>
      )}
    </section>
  );
}
