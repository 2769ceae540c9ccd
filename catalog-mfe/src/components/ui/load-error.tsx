import { Alert, httpStatusOf, isHttpError } from 'shared-kernel';
import { useCatalogText } from '../../i18n';

/** A plain message when a list or item could not be loaded, with a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry?: () => void }) {
  const t = useCatalogText();
  const status = httpStatusOf(error);
  const unreachable = isHttpError(error) && (status === undefined || status >= 502);
  return <Alert onRetry={onRetry}>{unreachable ? t('load.unreachable', { what }) : t('load.failed', { what })}</Alert>;
}
