import { useRef, useState, type KeyboardEvent } from 'react';
import './dashboard.css';

export const DEPARTMENTS = [
  {
    name: 'Cardiology',
    text: 'Blood pressure, cholesterol and heart medicines, with pharmacist checks of your readings and advice on living well with a heart condition.',
  },
  {
    name: 'Neurology',
    text: 'Medicines for epilepsy, migraine and nerve pain, and guidance on taking them safely over the long term.',
  },
  {
    name: 'Hepatology',
    text: 'Liver care: hepatitis support, liver-friendly pain relief and advice on alcohol and medicine interactions.',
  },
  {
    name: 'Pediatrics',
    text: "Children's doses, syrups, vaccines reminders and baby care, measured for your child's age and weight.",
  },
  {
    name: 'Ophthalmology',
    text: 'Eye drops, allergy relief and lens care, with advice on when an eye problem needs a specialist.',
  },
];

/** Departments as accessible tabs: arrow keys, Home and End move between them. */
export function DepartmentsTabs() {
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
      <h2 id="catalog-departments-title">Departments</h2>
      <div role="tablist" aria-label="Departments" className="catalog-departments__tabs" onKeyDown={onKeyDown}>
        {DEPARTMENTS.map((department, index) => (
          <button
            key={department.name}
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
            {department.name}
          </button>
        ))}
      </div>
      {DEPARTMENTS.map((department, index) => (
        <div
          key={department.name}
          role="tabpanel"
          id={`catalog-tabpanel-${index}`}
          aria-labelledby={`catalog-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="catalog-departments__panel"
        >
          <h3>{department.name}</h3>
          <p>{department.text}</p>
        </div>
      ))}
    </section>
  );
}
