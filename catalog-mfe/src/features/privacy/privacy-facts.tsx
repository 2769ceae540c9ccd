import { type AnswerOf, Loading, publicApi } from 'shared-kernel';
import { pageMessages, usePageText } from '../../i18n/pages';

export type PrivacyFactsData = AnswerOf<'/api/privacy', 'get'>;

export async function getPrivacyFacts(): Promise<PrivacyFactsData> {
  const { data } = await publicApi.get('/api/privacy');
  return data;
}

/** "N days" as a reader says it: whole years or months when it is one. */
export function period(days: number): string {
  if (days % 365 === 0) return pageMessages.t('privacy.period', { unit: 'year', count: days / 365 });
  if (days % 30 === 0 && days < 365) return pageMessages.t('privacy.period', { unit: 'month', count: days / 30 });
  return pageMessages.t('privacy.period', { unit: 'day', count: days });
}

/**
 * The periods the retention job enforces and the register of processors, read from the API (the
 * same configuration the job reads), so the page never promises what the shop does not do. Drawn
 * from the page's read, or the server's for the first view (null while it loads: the toolkit's
 * indicator, so the first view stays until they are here and nothing below moves).
 */
export function PrivacyFacts({ facts }: { facts: PrivacyFactsData | 'unavailable' | null }) {
  const t = usePageText();
  if (!facts) return <Loading label={t('privacy.factsLoading')} />;
  if (facts === 'unavailable') return <p data-privacy-facts="unavailable">{t('privacy.factsUnavailable')}</p>;
  const { retention, processors } = facts;
  return (
    <>
      <ul data-privacy-facts="retention">
        <li>{t('privacy.keep.contact', { contact: period(retention.contactMessagesDays), logs: period(retention.logsDays) })}</li>
        <li>{t('privacy.keep.prescriptions', { period: period(retention.prescriptionsDays) })}</li>
        <li>{t('privacy.keep.conversations', { period: period(retention.conversationsDays) })}</li>
        <li>{t('privacy.keep.handoverPhotos', { period: period(retention.handoverPhotosDays) })}</li>
        <li>{t('privacy.keep.carts', { period: period(retention.abandonedCartsDays) })}</li>
        <li>{t('privacy.keep.dispensing', { period: period(retention.dispensingRecordsDays) })}</li>
      </ul>
      <h2>{t('privacy.processors')}</h2>
      <table className="catalog-table">
        <caption>{t('privacy.processorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('privacy.col.processor')}</th>
            <th scope="col">{t('privacy.col.for')}</th>
            <th scope="col">{t('privacy.col.data')}</th>
            <th scope="col">{t('privacy.col.where')}</th>
          </tr>
        </thead>
        <tbody>
          {processors.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td data-label={t('privacy.col.for')}>{p.purpose}</td>
              <td data-label={t('privacy.col.data')}>{p.data}</td>
              <td data-label={t('privacy.col.where')}>{p.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
