import { type RefObject, useCallback, useId, useRef, useState } from 'react';
// The page's own Alert and Button (the shared kernel's), not copies bundled with this entry.
import { Alert, apiErrorCode, apiErrorMessage, Button, httpStatusOf, type Prescription } from 'shared-kernel';
import { HealthConsentGate, type HealthConsentTexts, isConsentRequired } from './health-consent';
import { type FieldErrors, TextField, useForm } from 'shared-kernel/ui/forms';
import {
  oldestUsableWrittenOn,
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_ERROR_TEXT,
  prescriptionFileProblem,
  uploadPrescription,
} from './prescriptions';
import { prescriptionMessages, usePrescriptionText } from './i18n';

const t = prescriptionMessages.t;

interface UploadValues {
  prescriberName: string;
  writtenOn: string;
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function validate(values: UploadValues): FieldErrors<UploadValues> {
  const errors: FieldErrors<UploadValues> = {};
  const name = values.prescriberName.trim();
  if (name.length < 2) errors.prescriberName = t('rx.error.prescriber');
  else if (name.length > 120) errors.prescriberName = t('rx.error.prescriberLong');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.writtenOn)) errors.writtenOn = t('rx.error.writtenOn');
  else if (values.writtenOn > today()) errors.writtenOn = t('rx.error.future');
  else if (values.writtenOn < oldestUsableWrittenOn()) errors.writtenOn = t('rx.error.tooOld');
  if (values.notes.length > 500) errors.notes = t('rx.error.notes');
  return errors;
}

/** The shopper's words for a refused upload. */
export function uploadErrorText(error: unknown): string {
  const code = apiErrorCode(error);
  if (code && PRESCRIPTION_ERROR_TEXT[code]) return PRESCRIPTION_ERROR_TEXT[code];
  if (httpStatusOf(error) === 413) return prescriptionMessages.t('file.tooLarge');
  return apiErrorMessage(error, t('rx.error.upload'));
}

/** The server's refusal, on the field it is about and above the button. */
function showRefusal(
  error: unknown,
  form: { setServerErrors: (errors: FieldErrors<UploadValues>) => void },
  setFileError: (text: string) => void,
  setServerError: (text: string) => void,
) {
  const code = apiErrorCode(error);
  if (code === 'prescription-expired') form.setServerErrors({ writtenOn: PRESCRIPTION_ERROR_TEXT[code] });
  else if (code === 'prescription-file-type' || code === 'prescription-pdf-active-content' || httpStatusOf(error) === 413)
    setFileError(uploadErrorText(error));
  setServerError(uploadErrorText(error));
}

interface PrescriptionUploadFormProps {
  /** Prefix for the ids, so two forms on a page never clash. */
  idPrefix: string;
  onUploaded: (prescription: Prescription) => void;
  /** A heading-less form inside another form (checkout) must not nest <form>: it renders a <div>. */
  embedded?: boolean;
  submitLabel?: string;
  /** The words of the consent asked for before the first upload (English unless given). */
  consentTexts?: Partial<HealthConsentTexts>;
}

interface FilePickerProps {
  idPrefix: string;
  file: File | null;
  fileError: string;
  cameraInput: RefObject<HTMLInputElement | null>;
  fileInput: RefObject<HTMLInputElement | null>;
  onPick: (chosen: File | null) => void;
}

/** The file: a photo taken now or a file chosen, what was chosen, and why it cannot be sent. */
function PrescriptionFilePicker({ idPrefix, file, fileError, cameraInput, fileInput, onPick }: FilePickerProps) {
  const fileHint = useId();
  const text = usePrescriptionText();
  return (
    <fieldset className="ep-rx-file">
      <legend className="ep-field__label">{text('rx.file')}</legend>
      <p id={fileHint} className="ep-field__hint">
        {text('rx.fileHint')}
      </p>
      <div className="ep-rx-file__choices">
        <label className="ep-button ep-button--secondary ep-rx-file__choice">
          {text('rx.takePhoto')}
          <input
            ref={cameraInput}
            id={`${idPrefix}-camera`}
            className="ep-visually-hidden"
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            aria-describedby={fileHint}
            onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          />
        </label>
        <label className="ep-button ep-button--secondary ep-rx-file__choice">
          {text('rx.chooseFile')}
          <input
            ref={fileInput}
            id={`${idPrefix}-file`}
            className="ep-visually-hidden"
            type="file"
            accept={PRESCRIPTION_ACCEPT}
            aria-describedby={fileHint}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <p className="ep-rx-file__chosen" aria-live="polite">
        {file ? text('rx.chosen', { name: file.name, kb: Math.max(1, Math.round(file.size / 1024)) }) : text('rx.noFile')}
      </p>
      <p className="ep-field__error" role="alert">
        {fileError}
      </p>
    </fieldset>
  );
}

/** The chosen file, its problem, the server's refusal, and the two file inputs (only the browser clears them). */
function useChosenFile() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [serverError, setServerError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);

  const pick = (chosen: File | null) => {
    setFile(chosen);
    setServerError('');
    setFileError(chosen ? (prescriptionFileProblem(chosen) ?? '') : '');
  };
  return { file, setFile, fileError, setFileError, serverError, setServerError, fileInput, cameraInput, pick };
}

/** The prescriber's name, the date written and the notes for the pharmacist. */
function PrescriptionDetailFields({ idPrefix, field }: { idPrefix: string; field: ReturnType<typeof useForm<UploadValues>>['field'] }) {
  const text = usePrescriptionText();
  return (
    <>
      <TextField id={`${idPrefix}-prescriber`} label={text('rx.prescriber')} autoComplete="off" required {...field('prescriberName')} />
      <TextField
        id={`${idPrefix}-written-on`}
        label={text('rx.writtenOn')}
        type="date"
        required
        max={today()}
        min={oldestUsableWrittenOn()}
        hint={text('rx.writtenOnHint')}
        {...field('writtenOn')}
      />
      <TextField id={`${idPrefix}-notes`} label={text('rx.notes')} optional multiline rows={2} {...field('notes')} />
    </>
  );
}

/**
 * A prescription's file (a photo taken now, or a JPEG/PNG/PDF chosen) with the prescriber's name,
 * the date written and notes. The type and size are checked here for a clear message; the server
 * decides (it checks the content, not the name).
 */
export function PrescriptionUploadForm(props: PrescriptionUploadFormProps) {
  return (
    <HealthConsentGate use="prescriptions" via="prescription-upload" idPrefix={props.idPrefix} texts={props.consentTexts}>
      {(missing) => <UploadForm {...props} onConsentMissing={missing} />}
    </HealthConsentGate>
  );
}

/** The form itself, once the shopper's consent to keeping prescriptions is in force. */
function UploadForm({
  idPrefix,
  onUploaded,
  embedded,
  submitLabel,
  onConsentMissing,
}: PrescriptionUploadFormProps & { onConsentMissing: () => void }) {
  const text = usePrescriptionText();
  const form = useForm<UploadValues>({ initial: { prescriberName: '', writtenOn: '', notes: '' }, validate });
  const { file, setFile, fileError, setFileError, serverError, setServerError, fileInput, cameraInput, pick } = useChosenFile();

  const send = useCallback(
    async (values: UploadValues) => {
      const problem = prescriptionFileProblem(file);
      if (problem) {
        setFileError(problem);
        return;
      }
      setServerError('');
      try {
        const saved = await uploadPrescription({ file: file!, ...values });
        form.reset();
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        if (cameraInput.current) cameraInput.current.value = '';
        onUploaded(saved);
      } catch (error) {
        if (isConsentRequired(error)) onConsentMissing();
        else showRefusal(error, form, setFileError, setServerError);
      }
    },
    [file, form, onUploaded, onConsentMissing, cameraInput, fileInput, setFile, setFileError, setServerError],
  );

  const submit = form.handleSubmit(send, () => setFileError(prescriptionFileProblem(file) ?? ''));
  const fields = (
    <>
      <PrescriptionFilePicker
        idPrefix={idPrefix}
        file={file}
        fileError={fileError}
        cameraInput={cameraInput}
        fileInput={fileInput}
        onPick={pick}
      />
      <PrescriptionDetailFields idPrefix={idPrefix} field={form.field} />
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Button
        type={embedded ? 'button' : 'submit'}
        disabled={form.busy}
        onClick={embedded ? () => void submit() : undefined}
        className="ep-rx-upload__submit"
      >
        {form.busy ? text('rx.uploading') : (submitLabel ?? text('rx.upload'))}
      </Button>
    </>
  );
  if (embedded)
    return (
      <div className="ep-rx-upload" data-boundary="kernel-prescription-upload">
        {fields}
      </div>
    );
  return (
    <form className="ep-rx-upload" noValidate onSubmit={submit} data-boundary="kernel-prescription-upload">
      {fields}
    </form>
  );
}
