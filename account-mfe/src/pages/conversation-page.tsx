import { useState } from 'react';
import { Alert, apiErrorMessage, formatDateTime, httpStatusOf, Link, Loading, toast, useParams } from 'shared-kernel';
import {
  ConversationFileButton,
  type ConversationDetail,
  getConversation,
  SendConversationFile,
  sendConversationMessage,
  EmergencyBanner,
  usePolling,
} from 'care-kit';
import { HealthConsentGate, isConsentRequired } from 'prescriptions-kit';
import { QuestionBox } from '../features/care/components/question-box';
import { useHealthConsentTexts } from '../features/care/health-consent-texts';
import { useCareText } from '../i18n/care';
import '../components/ui/ui.css';
import '../features/care/care.css';

/** How often the open conversation looks for a reply. */
const POLL_MS = 15_000;

function Messages({ thread }: { thread: ConversationDetail }) {
  const t = useCareText();
  return (
    <ol className="account-care-messages" aria-label={t('conversation.messages')}>
      {thread.messages.map((m) => (
        <li key={m.id} className={`account-care-message account-care-message--${m.author}`} data-author={m.author}>
          <p className="account-care-message__who">
            {m.author === 'pharmacist' ? <strong data-signed-by="">{m.signedBy}</strong> : <strong>{t('conversation.you')}</strong>}{' '}
            <time dateTime={m.sentAt}>{formatDateTime(m.sentAt)}</time>
          </p>
          <p className="account-care-message__body">{m.body}</p>
          {m.attachment && <ConversationFileButton threadId={thread.id} messageId={m.id} contentType={m.attachment.contentType} />}
        </li>
      ))}
    </ol>
  );
}

/** One conversation with a pharmacist: it checks for a reply by itself while open. */
export default function ConversationPage() {
  const t = useCareText();
  const consentTexts = useHealthConsentTexts();
  const { threadId = '' } = useParams();
  const thread = usePolling(() => getConversation(threadId), POLL_MS, [threadId]);
  const [busy, setBusy] = useState(false);
  const reload = thread.refresh;
  const redFlag = thread.data?.redFlag ?? false;

  async function send(text: string, consentMissing: () => void) {
    setBusy(true);
    try {
      await sendConversationMessage(threadId, text);
      reload();
      return true;
    } catch (err) {
      if (isConsentRequired(err)) consentMissing();
      else toast.error(t('conversation.notSentTitle'), apiErrorMessage(err, t('conversation.notSentText')));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="account-page" data-page="conversation">
      <p>
        <Link to="/ask-pharmacist">{t('conversation.back')}</Link>
      </p>
      {thread.loading && <Loading label={t('conversation.loading')} />}
      {!thread.data && thread.error !== null && (
        <Alert onRetry={reload}>{httpStatusOf(thread.error) === 403 ? t('conversation.notYours') : t('conversation.loadFailed')}</Alert>
      )}
      {thread.data && (
        <>
          <h1>{thread.data.subject}</h1>
          {/* A message named an emergency: calling 112 comes before any reply, so it stays on the thread, in view while reading and typing. */}
          {thread.data.redFlag && <EmergencyBanner idPrefix="account-care-thread-emergency" requestPath="/emergency" compact sticky />}
          {thread.data.status === 'waiting' && (
            <Alert tone="info" className="account-care-wait">
              {thread.data.expectedWait.text}
            </Alert>
          )}
          <Messages thread={thread.data} />
          {thread.data.status !== 'closed' && (
            <section className="account-card" aria-labelledby="account-care-reply-title">
              <h2 id="account-care-reply-title">{t('conversation.addMessage')}</h2>
              <HealthConsentGate use="conversations" via="ask-pharmacist" idPrefix="account-care-reply" texts={consentTexts}>
                {(consentMissing) => (
                  <>
                    <QuestionBox
                      idPrefix="account-care-reply"
                      label={t('conversation.yourMessage')}
                      submitLabel={t('conversation.send')}
                      busy={busy}
                      emergencyShown={redFlag}
                      onSend={(text) => send(text, consentMissing)}
                    />
                    <SendConversationFile threadId={threadId} idPrefix="account-care-reply" onSent={reload} />
                  </>
                )}
              </HealthConsentGate>
            </section>
          )}
        </>
      )}
    </section>
  );
}
