import { useEffect } from 'react';
import { isAdmin, isLabStaff, isPharmacist, isPharmacyStaff, isRider, useAuth } from 'shared-kernel';
import { useSiteMenu, type NavGroup } from '../../app/menu';
import { useRouteTable } from '../../remotes/route-table-context';
import { Disclosure, NavList } from './nav-parts';

/** The groups with only the links the signed-in person's roles open (the Review queue: pharmacists only; Laboratory bookings: lab staff; Pharmacy orders: a pharmacy's staff; My deliveries: a rider). */
export function visibleGroups(
  groups: NavGroup[],
  roles: { admin: boolean; pharmacist: boolean; labStaff: boolean; pharmacyStaff?: boolean; rider?: boolean },
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, links: group.links.filter((link) => roles[link.only ?? 'admin'] === true) }))
    .filter((group) => group.links.length > 0);
}

/**
 * The admin screens come from the admin remote's manifest, which the shop reads only on demand (a
 * shopper never contacts the admin origin): an admin's menu asks for it as soon as it is drawn, long
 * before it is opened. The Admin button is there from the first paint; only its panel fills in.
 */
function useAdminGroups(): { groups: NavGroup[]; waiting: boolean } {
  const { table, states } = useRouteTable();
  const { adminGroups } = useSiteMenu();
  const admin = useAuth(isAdmin);
  const pharmacist = useAuth(isPharmacist);
  const labStaff = useAuth(isLabStaff);
  const pharmacyStaff = useAuth(isPharmacyStaff);
  const rider = useAuth(isRider);
  useEffect(() => table.loadOnDemand(), [table]);
  const waiting = [...states.values()].some((state) => state.status === 'on-demand' || state.status === 'loading');
  return { groups: visibleGroups(adminGroups, { admin, pharmacist, labStaff, pharmacyStaff, rider }), waiting };
}

export function AdminGroups({ onNavigate }: { onNavigate?: () => void }) {
  const { groups, waiting } = useAdminGroups();
  if (!groups.length) {
    return <p className="shell-admin-group__note">{waiting ? 'Loading...' : 'The admin screens cannot be reached right now.'}</p>;
  }
  return (
    <>
      {groups.map((group) => (
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
  useAdminGroups();
  return (
    <nav aria-label="Admin" className="shell-admin-nav">
      <Disclosure className="shell-admin" label="Admin">
        <AdminGroups />
      </Disclosure>
    </nav>
  );
}
