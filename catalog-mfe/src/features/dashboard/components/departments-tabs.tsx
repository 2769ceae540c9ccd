import { useRef, useState, type KeyboardEvent } from 'react';
import { usePageText } from '../../../i18n/pages';
import './dashboard.css';

/** The home page's departments, each drawn from its `departments.<id>.*` texts. */
export const DEPARTMENTS = ['cardiology', 'neurology', 'hepatology', 'pediatrics', 'ophthalmology'] as const;

/** Departments as accessible tabs: arrow keys, Home and End move between them. */
export function DepartmentsTabs() {
  const t = usePageText();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + DEPARTMENTS.length) % DEPARTMENTS.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: DEPARTMENTS.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      select(moves[event.key]);
    }
  };

  return (
    <section className="catalog-section catalog-departments" aria-labelledby="catalog-departments-title">
      <h2 id="catalog-departments-title">{t('departments.title')}</h2>
      <div role="tablist" aria-label={t('departments.title')} className="catalog-departments__tabs" onKeyDown={onKeyDown}>
        {DEPARTMENTS.map((department, index) => (
          <button
            key={department}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`catalog-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`catalog-tabpanel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className="catalog-departments__tab"
            onClick={() => setSelected(index)}
          >
            {t(`departments.${department}.name`)}
          </button>
        ))}
      </div>
      {DEPARTMENTS.map((department, index) => (
        <div
          key={department}
          role="tabpanel"
          id={`catalog-tabpanel-${index}`}
          aria-labelledby={`catalog-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="catalog-departments__panel"
        >
          <h3>{t(`departments.${department}.name`)}</h3>
          <p>{t(`departments.${department}.text`)}</p>
        </div>
      ))}
    </section>
  );
}
