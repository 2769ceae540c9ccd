// prescriptions-kit: the prescription calls, limits and the shopper's words for the API's refusals,
// the upload form, the viewer of a prescription's file, and the health-data consent gate that the
// upload form (and the account's conversations with a pharmacist) open with. For the account,
// checkout and admin screens that handle prescriptions. It keeps no state (it calls through the
// shared kernel's api), so it is not a shared module, and a shopper browsing the catalogue never
// downloads it.
export * from './prescriptions';
export { PrescriptionUploadForm, uploadErrorText } from './prescription-upload';
export { PrescriptionFileView } from './prescription-file';
export {
  HealthConsentGate,
  HealthConsentPrompt,
  type HealthConsentTexts,
  type HealthDataUse,
  isConsentRequired,
  useHealthConsent,
} from './health-consent';
