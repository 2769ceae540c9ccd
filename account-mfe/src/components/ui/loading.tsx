export function Loading({ label }: { label: string }) {
  return (
    <div className="shell-spinner" role="status">
      <span className="shell-spinner__wheel" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
