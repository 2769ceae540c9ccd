import type { FaqEntry } from './faq';
import './static.css';

/** Questions that open to their answers (native disclosure: keyboard and screen-reader friendly). */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="catalog-faq">
      {entries.map((entry) => (
        <details key={entry.question} className="catalog-faq__item">
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
