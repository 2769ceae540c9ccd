import { useState } from 'react';
import {
  Alert,
  apiErrorMessage,
  EmptyState,
  formatDateTime,
  isLoggedIn,
  Link,
  loginPath,
  toast,
  useAuth,
  useLoad,
  useNavigate,
  useSearchParams,
} from 'shared-kernel';
import { askPharmacist, type ConversationTopic, getExpectedWait, getMyConversations } from 'shared-kernel/care';
import { QuestionBox } from '../features/care/components/question-box';
import '../components/ui/ui.css';
import '../features/care/care.css';

const TOPICS: ConversationTopic[] = ['product', 'order', 'prescription', 'refill', 'general'];
const STATUS_WORDS = { waiting: 'Waiting for a pharmacist', answered: 'Answered', closed: 'Closed' } as const;

function MyQuestions() {
  const list = useLoad(getMyConversations, [], 'your questions');
  if (list.status !== 'ready' || list.data.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="account-care-mine-title">
      <h2 id="account-care-mine-title">Your questions</h2>
      <ul className="account-care-threads">
        {list.data.map((t) => (
          <li key={t.id}>
            <Link to={`/ask-pharmacist/${t.id}`}>{t.subject}</Link>
            <span className={`account-care-status account-care-status--${t.status}`}>{STATUS_WORDS[t.status]}</span>
            <time dateTime={t.updatedAt}>{formatDateTime(t.updatedAt)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Ask a pharmacist: from a medicine, order, prescription or refill plan (?topic=&topicId=&subject=)
 * or from the pharmacist link. The emergency banner shows while typing, signed in or not.
 */
export default function AskPharmacistPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAuth((s) => isLoggedIn(s));
  const wait = useLoad(getExpectedWait, [], 'the expected wait');
  const [busy, setBusy] = useState(false);
  const asked = params.get('topic') as ConversationTopic | null;
  const topic: ConversationTopic = asked && TOPICS.includes(asked) ? asked : 'general';
  const topicId = params.get('topicId') ?? undefined;
  const subject = params.get('subject') ?? undefined;
  const here = `/ask-pharmacist${params.toString() ? `?${params.toString()}` : ''}`;

  async function send(message: string): Promise<boolean> {
    if (!signedIn) {
      toast.info('Log in to send', 'Your question is private: log in so only you and our pharmacists can read the answer.');
      navigate(loginPath(here));
      return false;
    }
    setBusy(true);
    try {
      const opened = await askPharmacist({ topic, topicId, subject, message });
      navigate(`/ask-pharmacist/${opened.thread.id}`);
      return true;
    } catch (err) {
      toast.error('Not sent', apiErrorMessage(err, 'Your question could not be sent. Please try again.'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page" data-page="askPharmacist">
      <h1>Ask a pharmacist</h1>
      <p className="account-care-intro">
        A registered pharmacist answers in writing; every reply shows their name and PCN number. Your conversation is private: only you and
        our pharmacists can read it, and every look is recorded.
      </p>
      {wait.status === 'ready' && (
        <Alert tone="info" className="account-care-wait">
          {wait.data.text}
        </Alert>
      )}
      <section className="account-card" aria-labelledby="account-care-ask-title">
        <h2 id="account-care-ask-title">{subject ? `About ${subject}` : 'Your question'}</h2>
        <QuestionBox
          idPrefix="account-care-ask"
          label="What would you like to ask?"
          submitLabel={signedIn ? 'Send to a pharmacist' : 'Log in to send'}
          busy={busy}
          onSend={send}
        />
      </section>
      {signedIn ? <MyQuestions /> : <EmptyState>Log in to see your earlier questions.</EmptyState>}
    </section>
  );
}
