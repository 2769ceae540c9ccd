import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button } from 'shared-kernel';
import { detectRedFlags, EmergencyBanner } from 'care-kit';
import { TextField } from 'shared-kernel/ui/forms';
import { useCareText } from '../../../i18n/care';

type Props = {
  idPrefix: string;
  label: string;
  submitLabel: string;
  busy?: boolean;
  /** The page already keeps the emergency banner in view (a thread that named one): no second banner here. */
  emergencyShown?: boolean;
  onSend: (text: string) => Promise<boolean> | boolean;
};

/**
 * A message to a pharmacist. While it is typed, a phrase naming an emergency (English or Pidgin)
 * shows the emergency banner at once, before anything is sent: short (112 first, 767, the request
 * link) and kept in view beside the text box while the shopper goes on typing.
 */
export function QuestionBox({ idPrefix, label, submitLabel, busy, emergencyShown = false, onSend }: Props) {
  const t = useCareText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const kinds = useMemo(() => detectRedFlags(text), [text]);
  const flagged = kinds.length > 0 && !emergencyShown;
  // The banner appears above the text box: the box is kept in view (under the banner kept at the top).
  useEffect(() => {
    if (flagged) document.getElementById(`${idPrefix}-message`)?.scrollIntoView?.({ block: 'nearest' });
  }, [flagged, idPrefix]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('care.writeMessage'));
      return;
    }
    setError(undefined);
    if (await onSend(text.trim())) setText('');
  }
  return (
    <form className="account-care-form" onSubmit={submit} noValidate>
      {flagged && <EmergencyBanner kinds={kinds} idPrefix={`${idPrefix}-emergency`} requestPath="/emergency" compact sticky />}
      <TextField
        id={`${idPrefix}-message`}
        label={label}
        multiline
        rows={4}
        maxLength={4000}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
