import type { HealthConsentTexts } from 'prescriptions-kit';
import { useCareText } from '../../i18n/care';

/** The health-data consent prompt's words in the shopper's language (the consent's own wording stays as the server keeps it). */
export function useHealthConsentTexts(): HealthConsentTexts {
  const t = useCareText();
  return {
    heading: t('healthConsent.heading'),
    intro: t('healthConsent.intro'),
    agree: t('healthConsent.agree'),
    give: t('healthConsent.give'),
    giving: t('healthConsent.giving'),
    notSaved: t('healthConsent.notSaved'),
    loadFailed: t('healthConsent.loadFailed'),
    retry: t('healthConsent.retry'),
  };
}
