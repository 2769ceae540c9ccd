import { useCatalogText } from '../../../i18n';
import { currentUserId, Link, type Medicine, useAuth } from 'shared-kernel';
import { NafdacChannels, SafetyReport } from 'vigilance-kit';

/**
 * "Report a side effect" and "Report a suspected fake" for this medicine: signed in, the forms
 * (the pharmacist triages them); signed out, a way to log in, with NAFDAC's own channels.
 */
export function ReportProblem({ medicine }: { medicine: Medicine }) {
  const t = useCatalogText();
  const signedIn = Boolean(useAuth(currentUserId));
  return (
    <section className="catalog-report-problem" aria-labelledby="catalog-report-problem-title">
      <h2 id="catalog-report-problem-title" className="catalog-facts__title">
        {t('report.title')}
      </h2>
      {signedIn ? (
        <SafetyReport medicineId={medicine.id} medicineName={medicine.name} idPrefix="catalog-report" />
      ) : (
        <>
          <p>
            <Link to={`/login?returnTo=${encodeURIComponent(`/medicines/${medicine.id}`)}`}>{t('report.logIn')}</Link>{' '}
            {t('report.logInRest')}
          </p>
          <NafdacChannels />
        </>
      )}
    </section>
  );
}
