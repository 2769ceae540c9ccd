import { NavLink } from 'shared-kernel';

const LINKS = [
  ['/admin/medicines', 'Medicines'],
  ['/admin/categories', 'Categories'],
  ['/admin/pharmacies', 'Pharmacies'],
  ['/admin/ambulances', 'Ambulances'],
  ['/admin/laboratories', 'Laboratories'],
  ['/admin/stock-issues', 'Stock issues'],
  ['/admin/audit', 'Audit log'],
  ['/admin/background-jobs', 'Background jobs'],
] as const;

/** The catalogue and operations screens, one click apart. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Catalogue and operations">
      <ul>
        {LINKS.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
