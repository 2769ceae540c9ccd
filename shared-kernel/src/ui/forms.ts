// shared-kernel/ui/forms: one way to write a form in every remote (see ./index.ts for the entries).
export { Checkbox, Select, TextField } from './fields';
export { FormActions, type FormActionsProps } from './form-actions';
export { useForm, type FieldErrors, type FormModel, type FormOptions, type RevealMode } from './use-form';
export { AddressFields, EMPTY_ADDRESS, validateAddress, type AddressValues } from './address-fields';
export { PrescriptionUploadForm, uploadErrorText } from './prescription-upload';
export {
  HealthConsentGate,
  HealthConsentPrompt,
  type HealthConsentTexts,
  type HealthDataUse,
  isConsentRequired,
  useHealthConsent,
} from './health-consent';
export { PrescriptionFileView } from './prescription-file';
