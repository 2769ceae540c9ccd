import './ui.css';

/** The loading spinner, announced politely to screen readers. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="shell-spinner catalog-loading" role="status">
      <span className="catalog-loading__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
