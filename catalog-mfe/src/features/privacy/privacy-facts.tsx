import { type AnswerOf, Loading, publicApi } from 'shared-kernel';

export type PrivacyFactsData = AnswerOf<'/api/privacy', 'get'>;

export async function getPrivacyFacts(): Promise<PrivacyFactsData> {
  const { data } = await publicApi.get('/api/privacy');
  return data;
}

/** "N days" as a reader says it: whole years or months when it is one. */
export function period(days: number): string {
  if (days % 365 === 0) return days === 365 ? 'one year' : `${days / 365} years`;
  if (days % 30 === 0 && days < 365) return days === 30 ? 'one month' : `${days / 30} months`;
  return days === 1 ? 'one day' : `${days} days`;
}

/**
 * The periods the retention job enforces and the register of processors, read from the API (the
 * same configuration the job reads), so the page never promises what the shop does not do. Drawn
 * from the page's read, or the server's for the first view (null while it loads: the toolkit's
 * indicator, so the first view stays until they are here and nothing below moves).
 */
export function PrivacyFacts({ facts }: { facts: PrivacyFactsData | 'unavailable' | null }) {
  if (!facts) return <Loading label="Loading how long we keep each kind of data" />;
  if (facts === 'unavailable')
    return (
      <p data-privacy-facts="unavailable">
        The other periods and the companies that process data for us could not be loaded: write to us for them.
      </p>
    );
  const { retention, processors } = facts;
  return (
    <>
      <ul data-privacy-facts="retention">
        <li>
          Contact messages: {period(retention.contactMessagesDays)}. Technical logs and the record of messages we sent:{' '}
          {period(retention.logsDays)}.
        </li>
        <li>A prescription no order uses: {period(retention.prescriptionsDays)} after you uploaded it.</li>
        <li>Conversations with our pharmacists: {period(retention.conversationsDays)} after the last message.</li>
        <li>A cart you left: {period(retention.abandonedCartsDays)}.</li>
        <li>
          If you erase your account, the dispensing record of prescription medicines the law requires:{' '}
          {period(retention.dispensingRecordsDays)} after dispensing.
        </li>
      </ul>
      <h2>Who processes your data for us</h2>
      <table className="catalog-table">
        <caption>Processors, what they do and the data they handle</caption>
        <thead>
          <tr>
            <th scope="col">Processor</th>
            <th scope="col">For</th>
            <th scope="col">Data</th>
            <th scope="col">Where</th>
          </tr>
        </thead>
        <tbody>
          {processors.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td data-label="For">{p.purpose}</td>
              <td data-label="Data">{p.data}</td>
              <td data-label="Where">{p.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
