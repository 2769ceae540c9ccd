import { useState } from 'react';
import { Alert, api, apiErrorMessage, apiFieldErrors, Button } from 'shared-kernel';
import { FormActions, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { NafdacChannels } from './nafdac-channels';
import { useVigilanceText, vigilanceMessages } from './i18n';

type Translate = typeof vigilanceMessages.t;
/** The catalogue's word for a report's kind (an ICU select takes no dash). */
const kindOf = (kind: SafetyReportKind) => (kind === 'suspected-fake' ? 'fake' : 'sideEffect');

export type SafetyReportKind = 'side-effect' | 'suspected-fake';

type Values = { description: string; lotNumber: string; contactPhone: string };
const LOT = /^[A-Za-z0-9 ./-]*$/;
const PHONE = /^[0-9 +()-]*$/;

function validate(kind: SafetyReportKind, t: Translate) {
  return (v: Values) => ({
    description:
      v.description.trim().length < 10
        ? t('report.error.description')
        : v.description.length > 2000
          ? t('report.error.descriptionLong')
          : undefined,
    lotNumber:
      kind === 'suspected-fake' && !v.lotNumber.trim()
        ? t('report.error.lotMissing')
        : v.lotNumber.length > 40 || !LOT.test(v.lotNumber)
          ? t('report.error.lotFormat')
          : undefined,
    contactPhone: v.contactPhone.length > 20 || !PHONE.test(v.contactPhone) ? t('report.error.phone') : undefined,
  });
}

/**
 * The buttons "Report a side effect" and "Report a suspected fake" for one medicine, each opening
 * its form, with NAFDAC's own channels beside it. From an order, `lots` are the batch numbers it
 * received (the batch is chosen, not typed); from a product page the shopper types it from the pack.
 */
export function SafetyReport({
  medicineId,
  medicineName,
  orderId,
  lots,
  idPrefix,
}: {
  medicineId: string;
  medicineName: string;
  orderId?: string;
  lots?: string[];
  idPrefix: string;
}) {
  const t = useVigilanceText();
  const [open, setOpen] = useState<SafetyReportKind | null>(null);
  const [sent, setSent] = useState<SafetyReportKind | null>(null);
  return (
    <div className="ep-safety-report" data-testid={`${idPrefix}-safety-report`}>
      {sent && !open && <Alert tone="success">{t('report.thanks', { medicine: medicineName })}</Alert>}
      {!open && (
        <div className="ep-safety-report__actions">
          <Button variant="secondary" onClick={() => setOpen('side-effect')}>
            {t('report.title', { kind: kindOf('side-effect') })}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('suspected-fake')}>
            {t('report.title', { kind: kindOf('suspected-fake') })}
          </Button>
        </div>
      )}
      {open && (
        <SafetyReportForm
          key={open}
          kind={open}
          medicineId={medicineId}
          medicineName={medicineName}
          orderId={orderId}
          lots={lots}
          idPrefix={idPrefix}
          onDone={(done) => {
            setOpen(null);
            if (done) setSent(open);
          }}
        />
      )}
    </div>
  );
}

function SafetyReportForm({
  kind,
  medicineId,
  medicineName,
  orderId,
  lots,
  idPrefix,
  onDone,
}: {
  kind: SafetyReportKind;
  medicineId: string;
  medicineName: string;
  orderId?: string;
  lots?: string[];
  idPrefix: string;
  onDone: (sent: boolean) => void;
}) {
  const t = useVigilanceText();
  const choices = lots && lots.length > 0 ? lots : null;
  const form = useForm<Values>({
    initial: { description: '', lotNumber: choices?.length === 1 ? choices[0] : '', contactPhone: '' },
    validate: validate(kind, t),
  });
  const [error, setError] = useState<string | null>(null);
  const send = async (v: Values) => {
    setError(null);
    try {
      await api.post('/api/safety-reports', {
        body: {
          kind,
          medicineId,
          ...(orderId ? { orderId } : {}),
          ...(v.lotNumber.trim() ? { lotNumber: v.lotNumber.trim() } : {}),
          description: v.description.trim(),
          ...(v.contactPhone.trim() ? { contactPhone: v.contactPhone.trim() } : {}),
        },
      });
      onDone(true);
    } catch (e) {
      form.setServerErrors(apiFieldErrors(e));
      setError(t('report.notSent', { reason: apiErrorMessage(e, t('report.failed')) }));
    }
  };
  const id = `${idPrefix}-${kind}`;
  return (
    <form
      className="ep-safety-report__form"
      aria-label={t('report.formTitle', { kind: kindOf(kind), medicine: medicineName })}
      onSubmit={form.handleSubmit(send)}
      noValidate
    >
      <h3>{t('report.formTitle', { kind: kindOf(kind), medicine: medicineName })}</h3>
      <TextField
        id={`${id}-description`}
        label={t('report.description', { kind: kindOf(kind) })}
        hint={t('report.descriptionHint', { kind: kindOf(kind) })}
        multiline
        maxLength={2000}
        {...form.field('description')}
      />
      <LotField id={`${id}-lot`} kind={kind} choices={choices} field={form.field('lotNumber')} />
      <TextField id={`${id}-phone`} label={t('report.phone')} optional inputMode="tel" maxLength={20} {...form.field('contactPhone')} />
      <NafdacChannels />
      <FormActions
        submitLabel={t('report.send')}
        busyLabel={t('report.sending')}
        busy={form.busy}
        onCancel={() => onDone(false)}
        error={error ? <Alert>{error}</Alert> : undefined}
      />
    </form>
  );
}

/** The batch number: chosen from the order's batches, or typed from the pack. */
function LotField({
  id,
  kind,
  choices,
  field,
}: {
  id: string;
  kind: SafetyReportKind;
  choices: string[] | null;
  field: ReturnType<ReturnType<typeof useForm<Values>>['field']>;
}) {
  const t = useVigilanceText();
  return choices ? (
    <Select id={id} label={t('report.lot')} optional={kind === 'side-effect'} hint={t('report.lotChoicesHint')} {...field}>
      <option value="">{t('report.lotNone', { kind: kindOf(kind) })}</option>
      {choices.map((lot) => (
        <option key={lot} value={lot}>
          {lot}
        </option>
      ))}
    </Select>
  ) : (
    <TextField id={id} label={t('report.lot')} optional={kind === 'side-effect'} hint={t('report.lotHint')} maxLength={40} {...field} />
  );
}
