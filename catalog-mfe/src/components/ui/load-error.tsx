import { Alert, httpStatusOf, isHttpError } from 'shared-kernel';

/** A plain message when a list or item could not be loaded, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry?: () => void }) {
  const status = httpStatusOf(error);
  const unreachable = isHttpError(error) && (status === undefined || status >= 502);
  return (
    <Alert onRetry={onRetry}>
      {unreachable
        ? `We could not reach the pharmacy's server to load ${what}. Please check your connection and try again.`
        : `We could not load ${what} right now. Please try again later.`}
    </Alert>
  );
}
