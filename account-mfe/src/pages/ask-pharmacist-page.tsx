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
import { askPharmacist, type ConversationTopic, getExpectedWait, getMyConversations } from 'care-kit';
import { HealthConsentPrompt, isConsentRequired, useHealthConsent } from 'prescriptions-kit';
import { QuestionBox } from '../features/care/components/question-box';
import { useHealthConsentTexts } from '../features/care/health-consent-texts';
import { useCareText } from '../i18n/care';
import '../components/ui/ui.css';
import '../features/care/care.css';

const TOPICS: ConversationTopic[] = ['product', 'order', 'prescription', 'refill', 'general'];

function MyQuestions() {
  const t = useCareText();
  const list = useLoad(getMyConversations, [], 'your questions');
  if (list.status !== 'ready' || list.data.length === 0) return null;
  return (
    <section className="account-card" aria-labelledby="account-care-mine-title">
      <h2 id="account-care-mine-title">{t('askPharmacist.mine')}</h2>
      <ul className="account-care-threads">
        {list.data.map((thread) => (
          <li key={thread.id}>
            <Link to={`/ask-pharmacist/${thread.id}`}>{thread.subject}</Link>
            <span className={`account-care-status account-care-status--${thread.status}`}>
              {t('askPharmacist.status', { status: thread.status })}
            </span>
            <time dateTime={thread.updatedAt}>{formatDateTime(thread.updatedAt)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Ask a pharmacist: from a medicine, order, prescription or refill plan (?topic=&topicId=&subject=), the question pre-filled
 * from a safety warning (&message=)
 * or from the pharmacist link. The emergency banner shows while typing, signed in or not.
 */
export default function AskPharmacistPage() {
  const t = useCareText();
  const consentTexts = useHealthConsentTexts();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAuth((s) => isLoggedIn(s));
  const wait = useLoad(getExpectedWait, [], 'the expected wait');
  const consent = useHealthConsent('conversations', signedIn);
  const [busy, setBusy] = useState(false);
  const asked = params.get('topic') as ConversationTopic | null;
  const topic: ConversationTopic = asked && TOPICS.includes(asked) ? asked : 'general';
  const topicId = params.get('topicId') ?? undefined;
  const subject = params.get('subject') ?? undefined;
  const prefilled = (params.get('message') ?? '').slice(0, 4000);
  const here = `/ask-pharmacist${params.toString() ? `?${params.toString()}` : ''}`;

  async function send(message: string): Promise<boolean> {
    if (!signedIn) {
      toast.info(t('askPharmacist.logInTitle'), t('askPharmacist.logInText'));
      navigate(loginPath(here));
      return false;
    }
    setBusy(true);
    try {
      const opened = await askPharmacist({ topic, topicId, subject, message });
      navigate(`/ask-pharmacist/${opened.thread.id}`);
      return true;
    } catch (err) {
      if (isConsentRequired(err)) consent.missing();
      else toast.error(t('askPharmacist.notSentTitle'), apiErrorMessage(err, t('askPharmacist.notSentText')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page" data-page="askPharmacist">
      <h1>{t('askPharmacist.title')}</h1>
      <p className="account-care-intro">{t('askPharmacist.intro')}</p>
      {wait.status === 'ready' && (
        <Alert tone="info" className="account-care-wait">
          {wait.data.text}
        </Alert>
      )}
      <section className="account-card" aria-labelledby="account-care-ask-title">
        <h2 id="account-care-ask-title">{subject ? t('askPharmacist.about', { subject }) : t('askPharmacist.yourQuestion')}</h2>
        {signedIn && consent.state.status === 'missing' ? (
          <HealthConsentPrompt
            consent={consent.state.consent}
            via="ask-pharmacist"
            idPrefix="account-care-ask"
            texts={consentTexts}
            onGiven={consent.given}
          />
        ) : (
          <QuestionBox
            idPrefix="account-care-ask"
            label={t('askPharmacist.label')}
            submitLabel={signedIn ? t('askPharmacist.send') : t('askPharmacist.logInToSend')}
            busy={busy || (signedIn && consent.state.status === 'checking')}
            initialMessage={prefilled}
            onSend={send}
          />
        )}
      </section>
      {signedIn ? <MyQuestions /> : <EmptyState>{t('askPharmacist.logInForEarlier')}</EmptyState>}
    </section>
  );
}
