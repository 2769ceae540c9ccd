import './admin-ui.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className="admin-loading" role="status" aria-live="polite">
      <span className="shell-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
