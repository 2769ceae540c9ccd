import { ClinicalRules } from '../features/clinical-rules/components/clinical-rules';
import '../components/ui/admin-ui.css';

/** The clinical rules the medication checks use (admins and pharmacists). */
export default function ClinicalRulesPage() {
  return (
    <section className="admin-page" data-page="clinicalRules">
      <h1>Clinical rules</h1>
      <p className="admin-hint">
        The rules the medication checks apply to a cart, each with the source it comes from. A change to the rules makes a new version,
        which a pharmacist signs off before it is relied on.
      </p>
      <ClinicalRules />
    </section>
  );
}
