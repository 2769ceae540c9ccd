import type { FaqId } from './faq';
import { usePageText } from '../../../i18n/pages';
import './static.css';

/** Questions that open to their answers (native disclosure: keyboard and screen-reader friendly). */
export function FaqList({ entries }: { entries: FaqId[] }) {
  const t = usePageText();
  return (
    <div className="catalog-faq">
      {entries.map((entry) => (
        <details key={entry} className="catalog-faq__item">
          <summary>{t(`faq.${entry}.question`)}</summary>
          <p>{t(`faq.${entry}.answer`)}</p>
        </details>
      ))}
    </div>
  );
}
