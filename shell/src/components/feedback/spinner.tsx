export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="shell-spinner" role="status" aria-live="polite">
      <span className="shell-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
