// The toolkit's light primitives, exported by the kernel's main entry: every remote's pages draw
// them, so they ride with the kernel instead of costing a shared module of their own on every page.
// Forms (shared-kernel/ui/forms) and the table (shared-kernel/ui/data-table) are entries of their
// own, loaded only with the pages that use them. Styles: shared-kernel/ui.css.
export { Button, buttonClass, cardClass, inputClass, visuallyHiddenClass, type ButtonVariant } from './button';
export { Alert, EmptyState, Loading, Spinner, type AlertTone } from './feedback';
export { Pagination } from './pagination';
export { useLoad, type LoadState } from './use-load';
export { Badge, Money } from './money-badge';
