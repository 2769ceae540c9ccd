import './ui.css';

/** The five-star display on featured medicine cards. */
export function StarRating({ stars = 5 }: { stars?: number }) {
  return (
    <span className="catalog-stars" role="img" aria-label={`Rated ${stars} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < stars ? 'catalog-stars__on' : 'catalog-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
