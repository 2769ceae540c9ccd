import type { ReactNode } from 'react';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers ("medicines" makes "medicines pages"). */
  label: string;
  /** While a page loads both buttons wait. */
  busy?: boolean;
  /** Drawn after the buttons, e.g. a row count. */
  children?: ReactNode;
  className?: string;
}

/** Previous / "Page X of Y" / Next; Previous is disabled on the first page and Next on the last. */
export function Pagination({ page, pages, onPage, label, busy, children, className }: PaginationProps) {
  return (
    <nav className={className ? `ep-pagination ${className}` : 'ep-pagination'} aria-label={`${label} pages`}>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="ep-pagination__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
      {children && <span className="ep-pagination__extra">{children}</span>}
    </nav>
  );
}
