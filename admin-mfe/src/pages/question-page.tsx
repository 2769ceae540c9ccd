import { Alert, apiErrorMessage, Button, formatStaffDateTime, Link, Loading, toast, useParams } from 'shared-kernel';
import { ConversationFileButton, getConversation, SendConversationFile, sendConversationMessage, usePolling } from 'care-kit';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import '../components/ui/admin-ui.css';
import '../features/care/care.css';

/** 0803 123 4567 for +2348031234567, as a Nigerian reads a number aloud. */
const localPhone = (phone: string) => {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : phone;
};

/**
 * A thread that names an emergency: the asker's phone to call first (the server gives it only to
 * pharmacists, only here, and logs the read), above the messages.
 */
function EmergencyCall({ phone }: { phone: string | null }) {
  return (
    <section className="admin-care-call" role="alert" aria-labelledby="question-call-title">
      <h2 id="question-call-title">Emergency words: call the shopper now</h2>
      <p>They were shown the numbers to call (112, 767 in Lagos). Call them to check they got help.</p>
      {phone ? (
        <a className="admin-care-call__phone" href={`tel:${phone}`} data-shopper-phone="">
          Call {localPhone(phone)}
        </a>
      ) : (
        <p>
          <strong>The shopper has no phone on their account.</strong> Answer here at once.
        </p>
      )}
    </section>
  );
}

/** A pharmacist reads a question (the read is logged) and answers; the reply is signed with their name and PCN number. */
export default function QuestionPage() {
  const { threadId = '' } = useParams();
  const thread = usePolling(() => getConversation(threadId), 20_000, [threadId]);
  const form = useForm({ initial: { answer: '' } });
  const { busy } = form;
  const text = form.values.answer;

  const reply = async ({ answer }: { answer: string }) => {
    if (!answer.trim()) return;
    try {
      await sendConversationMessage(threadId, answer.trim());
      form.reset();
      toast.success('Sent', 'Your answer was sent to the shopper.');
      thread.refresh();
    } catch (err) {
      toast.error('Not sent', apiErrorMessage(err, 'The answer could not be sent.'));
    }
  };

  const data = thread.data;
  return (
    <section className="admin-page" data-page="question">
      <p>
        <Link to="/pharmacist/questions">← Questions waiting</Link>
      </p>
      {thread.loading && <Loading label="Loading the question…" />}
      {!data && thread.error !== null && <Alert onRetry={thread.refresh}>Could not load this question.</Alert>}
      {data && (
        <>
          <h1>{data.subject}</h1>
          {data.redFlag && <EmergencyCall phone={data.shopperPhone ?? null} />}
          {data.channel === 'whatsapp' && (
            <p className="admin-hint" data-testid="question-channel">
              <span className="admin-care-channel">WhatsApp</span> Asked in the shop’s WhatsApp chat. Your answer goes back there with your
              name and PCN number while the chat is open (24 hours from the shopper’s last message); after that, the shopper is told to read
              it in their account. A file you attach is not sent to WhatsApp: the shopper opens it in their account.
            </p>
          )}
          <ol className="admin-care-messages">
            {data.messages.map((m) => (
              <li key={m.id} className={`admin-care-message admin-care-message--${m.author}`}>
                <p className="admin-care-message__who">
                  <strong>{m.author === 'pharmacist' ? m.signedBy : 'Shopper'}</strong>{' '}
                  <time dateTime={m.sentAt}>{formatStaffDateTime(m.sentAt)}</time>
                </p>
                <p className="admin-care-message__body">{m.body}</p>
                {m.attachment && <ConversationFileButton threadId={data.id} messageId={m.id} contentType={m.attachment.contentType} />}
              </li>
            ))}
          </ol>
          <form className="admin-care-reply" onSubmit={form.handleSubmit(reply)}>
            <TextField id="question-reply" label="Your answer" multiline rows={5} maxLength={4000} {...form.field('answer')} />
            <Button type="submit" disabled={busy || !text.trim()}>
              Send answer
            </Button>
          </form>
          <SendConversationFile threadId={threadId} idPrefix="question-reply" onSent={thread.refresh} />
        </>
      )}
    </section>
  );
}
