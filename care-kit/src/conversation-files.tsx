import { useState } from 'react';
// Through the kernel's main entry, like the rest of care-kit: one toast host for the site.
import { apiErrorMessage, Button, toast } from 'shared-kernel';
import { getConversationFile } from './api/get-conversation-file';
import { sendConversationFile } from './api/send-conversation-file';
import { careMessages, useCareText } from './i18n';

/** "Open the photo / PDF" on a message that carries one (opened in a new tab from memory, never a link that outlives the session). */
export function ConversationFileButton({ threadId, messageId, contentType }: { threadId: string; messageId: string; contentType: string }) {
  const t = useCareText();
  async function open() {
    try {
      const blob = await getConversationFile(threadId, messageId);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (err) {
      toast.error(careMessages.t('files.toastTitle'), apiErrorMessage(err, careMessages.t('files.openError')));
    }
  }
  return (
    <Button variant="link" onClick={() => void open()}>
      {contentType === 'application/pdf' ? t('files.openPdf') : t('files.openPhoto')}
    </Button>
  );
}

/** Sends a photo or PDF (5 MB at most) into the thread. */
export function SendConversationFile({ threadId, idPrefix, onSent }: { threadId: string; idPrefix: string; onSent: () => void }) {
  const t = useCareText();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(0);

  async function send() {
    if (!file) return;
    setBusy(true);
    try {
      await sendConversationFile(threadId, file);
      setFile(null);
      setKey((k) => k + 1);
      onSent();
    } catch (err) {
      toast.error(careMessages.t('files.notSent'), apiErrorMessage(err, careMessages.t('files.sendError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      className="care-file-send"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginTop: '0.75rem' }}
    >
      <label htmlFor={`${idPrefix}-file`} style={{ flexBasis: '100%' }}>
        {t('files.choose')}
      </label>
      <input
        key={key}
        id={`${idPrefix}-file`}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        style={{ maxWidth: '100%' }}
      />
      <Button variant="secondary" disabled={busy || !file} onClick={() => void send()}>
        {t('files.send')}
      </Button>
    </div>
  );
}
