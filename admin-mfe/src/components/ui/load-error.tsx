export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="admin-outcome admin-outcome-error" role="alert">
      <p>{message}</p>
      <button type="button" className="shell-button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
