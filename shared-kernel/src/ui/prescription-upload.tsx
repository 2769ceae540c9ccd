import { type RefObject, useCallback, useId, useRef, useState } from 'react';
import { Alert } from './feedback';
import { Button } from './button';
import { HealthConsentGate, type HealthConsentTexts, isConsentRequired } from './health-consent';
import { TextField } from './fields';
import { useForm, type FieldErrors } from './use-form';
import { apiErrorCode, apiErrorMessage, httpStatusOf } from '../http/api-client';
import {
  oldestUsableWrittenOn,
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_ERROR_TEXT,
  prescriptionFileProblem,
  uploadPrescription,
} from '../prescriptions/prescriptions';
import type { Prescription } from '../types/entities';

interface UploadValues {
  prescriberName: string;
  writtenOn: string;
  notes: string;
}

const today = () => new Date().toISOString().slice(0, 10);

function validate(values: UploadValues): FieldErrors<UploadValues> {
  const errors: FieldErrors<UploadValues> = {};
  const name = values.prescriberName.trim();
  if (name.length < 2) errors.prescriberName = "Enter the prescriber's name as written on the prescription.";
  else if (name.length > 120) errors.prescriberName = 'Keep the name under 120 characters.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.writtenOn)) errors.writtenOn = 'Enter the date the prescription was written.';
  else if (values.writtenOn > today()) errors.writtenOn = 'The date written cannot be in the future.';
  else if (values.writtenOn < oldestUsableWrittenOn()) errors.writtenOn = 'Prescriptions older than six months cannot be used.';
  if (values.notes.length > 500) errors.notes = 'Keep notes under 500 characters.';
  return errors;
}

/** The shopper's words for a refused upload. */
export function uploadErrorText(error: unknown): string {
  const code = apiErrorCode(error);
  if (code && PRESCRIPTION_ERROR_TEXT[code]) return PRESCRIPTION_ERROR_TEXT[code];
  if (httpStatusOf(error) === 413) return 'The file is larger than 10 MB. Take the photo at a lower resolution or scan it as a PDF.';
  return apiErrorMessage(error, 'The prescription could not be uploaded. Please try again.');
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
  return (
    <fieldset className="ep-rx-file">
      <legend className="ep-field__label">Prescription file</legend>
      <p id={fileHint} className="ep-field__hint">
        A clear photo of the whole prescription, or a PDF. JPEG, PNG or PDF, up to 10 MB.
      </p>
      <div className="ep-rx-file__choices">
        <label className="ep-button ep-button--secondary ep-rx-file__choice">
          Take a photo
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
          Choose a file
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
        {file ? `Chosen: ${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : 'No file chosen yet.'}
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
  submitLabel = 'Upload prescription',
  onConsentMissing,
}: PrescriptionUploadFormProps & { onConsentMissing: () => void }) {
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
      <TextField id={`${idPrefix}-prescriber`} label="Prescriber's name" autoComplete="off" required {...form.field('prescriberName')} />
      <TextField
        id={`${idPrefix}-written-on`}
        label="Date written"
        type="date"
        required
        max={today()}
        min={oldestUsableWrittenOn()}
        hint="Prescriptions can be used for six months from this date."
        {...form.field('writtenOn')}
      />
      <TextField id={`${idPrefix}-notes`} label="Notes for the pharmacist" optional multiline rows={2} {...form.field('notes')} />
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Button
        type={embedded ? 'button' : 'submit'}
        disabled={form.busy}
        onClick={embedded ? () => void submit() : undefined}
        className="ep-rx-upload__submit"
      >
        {form.busy ? 'Uploading…' : submitLabel}
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
