// shared-kernel/ui: the look every remote shares (tokens and styles in shared-kernel/ui.css, which
// the shell links once for the whole site) and the light primitives most pages draw. Each entry of
// the toolkit is its own shared singleton, so a page loads only the entries it uses:
//   shared-kernel/ui             Button, Loading, Alert, EmptyState, Pagination, useLoad
//   shared-kernel/ui/forms       TextField, Select, Checkbox, useForm
//   shared-kernel/ui/data-table  DataTable
export { Button, buttonClass, cardClass, inputClass, visuallyHiddenClass, type ButtonVariant } from './button';
export { Alert, EmptyState, Loading, Spinner, type AlertTone } from './feedback';
export { Pagination } from './pagination';
export { useLoad, type LoadState } from './use-load';
