// shared-kernel/ui: the UI toolkit every remote uses, shared as its own singleton so that a page
// which draws none of it (the shell) does not load it. Styles: shared-kernel/ui.css (the shell
// links it once for the whole site).
export { Button, buttonClass, type ButtonVariant } from './button';
export { Alert, EmptyState, Loading, Spinner, type AlertTone } from './feedback';
export { Checkbox, Select, TextField } from './fields';
export { Pagination } from './pagination';
export { DataTable, type Column, type SortDirection, type SortState } from './data-table';
export { useForm, type FieldErrors, type FormModel, type FormOptions, type RevealMode } from './use-form';
export { useLoad, type LoadState } from './use-load';
