import { isAdmin, isPharmacist, useAuth } from 'shared-kernel';
import { adminGroups, type NavGroup } from '../../app/nav-links';
import { Disclosure, NavList } from './nav-parts';

/** The groups with only the links the signed-in person's roles open (the Review queue: pharmacists only). */
export function visibleGroups(groups: NavGroup[], roles: { admin: boolean; pharmacist: boolean }): NavGroup[] {
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => roles[link.only ?? 'admin']) }))
    .filter((group) => group.links.length > 0);
}

export function AdminGroups({ onNavigate }: { onNavigate?: () => void }) {
  const admin = useAuth(isAdmin);
  const pharmacist = useAuth(isPharmacist);
  return (
    <>
      {visibleGroups(adminGroups, { admin, pharmacist }).map((group) => (
        <section key={group.label} className="shell-admin-group" aria-label={`Admin: ${group.label}`}>
          <h2 className="shell-admin-group__title">{group.label}</h2>
          <NavList links={group.links} className="shell-admin-group__list" onNavigate={onNavigate} />
        </section>
      ))}
    </>
  );
}

/** The admin's (and a pharmacist's) own navigation: one Admin button with its screens in groups. */
export function AdminMenu() {
  return (
    <nav aria-label="Admin" className="shell-admin-nav">
      <Disclosure className="shell-admin" label="Admin">
        <AdminGroups />
      </Disclosure>
    </nav>
  );
}
