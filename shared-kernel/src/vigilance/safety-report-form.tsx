import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../http/http-error';
import { api } from '../http/typed-api';
import { Alert, Button } from 'shared-kernel';
import { FormActions } from '../ui/form-actions';
import { Select, TextField } from '../ui/fields';
import { useForm } from '../ui/use-form';
import { NafdacChannels } from './nafdac-channels';

export type SafetyReportKind = 'side-effect' | 'suspected-fake';

const TITLES: Record<SafetyReportKind, string> = {
  'side-effect': 'Report a side effect',
  'suspected-fake': 'Report a suspected fake',
};

type Values = { description: string; lotNumber: string; contactPhone: string };
const LOT = /^[A-Za-z0-9 ./-]*$/;
const PHONE = /^[0-9 +()-]*$/;

function validate(kind: SafetyReportKind) {
  return (v: Values) => ({
    description:
      v.description.trim().length < 10
        ? '*Tell us what happened in a few words (at least 10 characters)'
        : v.description.length > 2000
          ? '*At most 2,000 characters'
          : undefined,
    lotNumber:
      kind === 'suspected-fake' && !v.lotNumber.trim()
        ? '*Give the batch (lot) number printed on the pack'
        : v.lotNumber.length > 40 || !LOT.test(v.lotNumber)
          ? '*Letters, digits, spaces, dots, slashes and dashes, at most 40'
          : undefined,
    contactPhone: v.contactPhone.length > 20 || !PHONE.test(v.contactPhone) ? '*A phone number such as 0803 123 4567' : undefined,
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
  const [open, setOpen] = useState<SafetyReportKind | null>(null);
  const [sent, setSent] = useState<SafetyReportKind | null>(null);
  return (
    <div className="ep-safety-report" data-testid={`${idPrefix}-safety-report`}>
      {sent && !open && (
        <Alert tone="success">
          Thank you: your report about {medicineName} has reached our pharmacist, who will look at it and may call you.
        </Alert>
      )}
      {!open && (
        <div className="ep-safety-report__actions">
          <Button variant="secondary" onClick={() => setOpen('side-effect')}>
            {TITLES['side-effect']}
          </Button>
          <Button variant="secondary" onClick={() => setOpen('suspected-fake')}>
            {TITLES['suspected-fake']}
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
  const choices = lots && lots.length > 0 ? lots : null;
  const form = useForm<Values>({
    initial: { description: '', lotNumber: choices?.length === 1 ? choices[0] : '', contactPhone: '' },
    validate: validate(kind),
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
      setError(`Not sent: ${apiErrorMessage(e, 'Something went wrong. Please try again.')}`);
    }
  };
  const id = `${idPrefix}-${kind}`;
  return (
    <form className="ep-safety-report__form" aria-label={`${TITLES[kind]}: ${medicineName}`} onSubmit={form.handleSubmit(send)} noValidate>
      <h3>
        {TITLES[kind]}: {medicineName}
      </h3>
      <TextField
        id={`${id}-description`}
        label={kind === 'side-effect' ? 'What happened, and when?' : 'What looks wrong with the pack or the medicine?'}
        hint={
          kind === 'side-effect'
            ? 'For example: a rash on my arms the day after the first dose. If it is serious, see a doctor or call 112 now.'
            : 'For example: the seal was broken, the colour or the spelling differs from my last pack.'
        }
        multiline
        maxLength={2000}
        {...form.field('description')}
      />
      <LotField id={`${id}-lot`} kind={kind} choices={choices} field={form.field('lotNumber')} />
      <TextField
        id={`${id}-phone`}
        label="Phone number for the pharmacist to call you"
        optional
        inputMode="tel"
        maxLength={20}
        {...form.field('contactPhone')}
      />
      <NafdacChannels />
      <FormActions
        submitLabel="Send the report"
        busyLabel="Sending…"
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
  return choices ? (
    <Select id={id} label="Batch (lot) number" optional={kind === 'side-effect'} hint="The batches this order received." {...field}>
      <option value="">{kind === 'side-effect' ? 'Not sure' : 'Choose the batch'}</option>
      {choices.map((lot) => (
        <option key={lot} value={lot}>
          {lot}
        </option>
      ))}
    </Select>
  ) : (
    <TextField
      id={id}
      label="Batch (lot) number"
      optional={kind === 'side-effect'}
      hint="Printed on the pack, often after LOT or B/N."
      maxLength={40}
      {...field}
    />
  );
}
