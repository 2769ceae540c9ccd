// shared-kernel/ui/forms: one way to write a form in every remote (see ./primitives.ts for the entries).
// The prescription upload form, its viewer and the health-data consent gate are prescriptions-kit's.
export { Checkbox, Select, TextField } from './fields';
export { FormActions, type FormActionsProps } from './form-actions';
export { useForm, type FieldErrors, type FormModel, type FormOptions, type RevealMode } from './use-form';
export { AddressFields, EMPTY_ADDRESS, validateAddress, type AddressValues } from './address-fields';
