import './ui.css';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is being paged, for screen readers ("categories", "medicines"). */
  label: string;
}

/** Previous / "Page X of Y" / Next; previous is disabled on the first page and next on the last. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  return (
    <nav className="catalog-pager" aria-label={`${label} pages`}>
      <button type="button" className="shell-button catalog-pager__button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="catalog-pager__status" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="shell-button catalog-pager__button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
