import { adminGroups } from '../../app/nav-links';
import { Disclosure, NavList } from './nav-parts';

export function AdminGroups({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {adminGroups.map((group) => (
        <section key={group.label} className="shell-admin-group" aria-label={`Admin: ${group.label}`}>
          <h2 className="shell-admin-group__title">{group.label}</h2>
          <NavList links={group.links} className="shell-admin-group__list" onNavigate={onNavigate} />
        </section>
      ))}
    </>
  );
}

/** The admin's own navigation: one Admin button with its screens in groups. */
export function AdminMenu() {
  return (
    <nav aria-label="Admin" className="shell-admin-nav">
      <Disclosure className="shell-admin" label="Admin">
        <AdminGroups />
      </Disclosure>
    </nav>
  );
}
