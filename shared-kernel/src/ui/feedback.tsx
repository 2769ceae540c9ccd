import type { ReactNode } from 'react';
import { Button } from './button';
import { useKernelText } from '../i18n/kernel-texts';

/** The turning wheel alone, hidden from screen readers (say what is loading beside it). */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `ep-spinner ${className}` : 'ep-spinner'} aria-hidden="true" />;
}

/** A spinner and what is loading, announced politely. */
export function Loading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `ep-loading ${className}` : 'ep-loading'} role="status" aria-live="polite">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

export type AlertTone = 'error' | 'success' | 'info';

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** Given, a "Try again" button (or `retryLabel`) follows the message. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A message in the page: an error is an alert (announced at once), anything else a status. */
export function Alert({ tone = 'error', children, onRetry, retryLabel, className }: AlertProps) {
  const text = useKernelText();
  const classes = `ep-alert ep-alert--${tone}${className ? ` ${className}` : ''}`;
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div className={classes} role={role}>
      {onRetry ? (
        <>
          <p>{children}</p>
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel ?? text('alert.retry')}
          </Button>
        </>
      ) : (
        children
      )}
    </div>
  );
}

/** What a list says when it has nothing in it. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={className ? `ep-empty ${className}` : 'ep-empty'}>{children}</p>;
}
