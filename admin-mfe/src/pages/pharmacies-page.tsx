import { useState } from 'react';
import { useLocation } from 'shared-kernel';
import { AddPharmacyForm } from '../features/operations/components/add-pharmacy-form';
import { PharmaciesManager } from '../features/operations/components/operations-managers';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

/** The paths that open the screen at its add form (the menu's "Add pharmacy" links /add-market). */
const ADD_PATHS = ['/add-pharmacy', '/add-market'];

/**
 * The one Pharmacies screen: every pharmacy, hidden ones too (search, edit, hide, delete), and the
 * form that adds one, folded away unless the screen was opened to add (/add-pharmacy, /add-market).
 * /pharmacy and /admin/pharmacies open it too. A pharmacy added shows in the list at once.
 */
export default function PharmaciesPage() {
  const { pathname } = useLocation();
  const adding = ADD_PATHS.includes(pathname);
  const [added, setAdded] = useState(0);
  return (
    <section className="admin-page" data-page="pharmacies">
      <h1>Pharmacies</h1>
      <AdminNav />
      {/* Keyed by the path: following the menu's "Add pharmacy" from the list opens the form. */}
      <details key={adding ? 'adding' : 'listing'} className="admin-add" open={adding}>
        <summary>Add pharmacy</summary>
        <AddPharmacyForm onAdded={() => setAdded((n) => n + 1)} />
      </details>
      <PharmaciesManager key={added} />
    </section>
  );
}
