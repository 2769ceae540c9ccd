import { useEffect, useMemo } from 'react';
import { Button } from 'shared-kernel';
import { detectRedFlags, EmergencyBanner } from 'care-kit';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { useCareText } from '../../../i18n/care';

type Props = {
  idPrefix: string;
  label: string;
  submitLabel: string;
  busy?: boolean;
  /** The page already keeps the emergency banner in view (a thread that named one): no second banner here. */
  emergencyShown?: boolean;
  /** Written in already (a safety warning the shopper asks about), for them to change or send. */
  initialMessage?: string;
  onSend: (text: string) => Promise<boolean> | boolean;
};

/**
 * A message to a pharmacist. While it is typed, a phrase naming an emergency (English or Pidgin)
 * shows the emergency banner at once, before anything is sent: short (112 first, 767, the request
 * link) and kept in view beside the text box while the shopper goes on typing.
 */
export function QuestionBox({ idPrefix, label, submitLabel, busy, emergencyShown = false, initialMessage = '', onSend }: Props) {
  const t = useCareText();
  const form = useForm({
    initial: { message: initialMessage },
    mode: 'onSubmit',
    validate: ({ message }) => (message.trim() ? {} : { message: t('care.writeMessage') }),
  });
  const text = form.values.message;
  const kinds = useMemo(() => detectRedFlags(text), [text]);
  const flagged = kinds.length > 0 && !emergencyShown;
  // The banner appears above the text box: the box is kept in view (under the banner kept at the top).
  useEffect(() => {
    if (flagged) document.getElementById(`${idPrefix}-message`)?.scrollIntoView?.({ block: 'nearest' });
  }, [flagged, idPrefix]);
  const send = async ({ message }: { message: string }) => {
    if (await onSend(message.trim())) form.reset();
  };
  return (
    <form className="account-care-form" onSubmit={form.handleSubmit(send)} noValidate>
      {flagged && <EmergencyBanner kinds={kinds} idPrefix={`${idPrefix}-emergency`} requestPath="/emergency" compact sticky />}
      <TextField id={`${idPrefix}-message`} label={label} multiline rows={4} maxLength={4000} {...form.field('message')} />
      <Button type="submit" disabled={busy || form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
