import type { LocationStock } from '../api/get-stock-by-location';

/** The medicine's units at each location: sellable, and held back (quarantined, recalled…). */
export function StockByLocation({ places }: { places: readonly LocationStock[] }) {
  return (
    <div className="ep-table-box" role="region" aria-label="Stock by location" tabIndex={0}>
      <table className="ep-table">
        <caption>Stock by location</caption>
        <thead>
          <tr>
            <th scope="col">Location</th>
            <th scope="col">Sellable</th>
            <th scope="col">Held back</th>
            <th scope="col">Batches</th>
          </tr>
        </thead>
        <tbody>
          {places.map((l) => (
            <tr key={l.id}>
              <th scope="row">{l.name}</th>
              <td>{l.sellable}</td>
              <td>{l.held}</td>
              <td>{l.batches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
