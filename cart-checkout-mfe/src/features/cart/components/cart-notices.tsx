import { Alert } from 'shared-kernel';

/** What the shop changed in the cart since the shopper last saw it (e.g. a medicine withdrawn from sale). */
export function CartNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <Alert tone="info" className="checkout-cart-notices">
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </Alert>
  );
}
