import { HealthConsentGate } from 'prescriptions-kit';
import { useHealthConsentTexts } from '../features/care/health-consent-texts';
import { MedicationProfiles } from '../features/medication-profiles/components/medication-profiles';
import { useProfilesText } from '../i18n/profiles';
import '../components/ui/ui.css';

/** The shopper's medication profiles: health data, so behind the health-data consent (the prescriptions one). */
export default function MedicationProfilesPage() {
  const t = useProfilesText();
  const consentTexts = useHealthConsentTexts();
  return (
    <section className="account-page" data-page="medication-profiles" data-boundary="account">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <HealthConsentGate
        use="prescriptions"
        via="account"
        idPrefix="account-profiles"
        texts={{ ...consentTexts, intro: t('consentIntro') }}
      >
        {(missing) => <MedicationProfiles onConsentMissing={missing} />}
      </HealthConsentGate>
    </section>
  );
}
