import { useCallback, useState } from 'react';

export interface CartNotices {
  /** What the shop took out of the cart (a withdrawn medicine), oldest first, each shown once. */
  notices: string[];
  /** Keeps the notices of a cart answer; the API tells each notice in one answer only. */
  take: (answer: { notices?: readonly string[] } | null | undefined) => void;
}

/** The notices the cart answers carry, kept on the page until the shopper leaves it. */
export function useCartNotices(): CartNotices {
  const [notices, setNotices] = useState<string[]>([]);
  const take = useCallback((answer: { notices?: readonly string[] } | null | undefined) => {
    const fresh = Array.isArray(answer?.notices) ? answer.notices : [];
    if (fresh.length === 0) return;
    setNotices((shown) => [...shown, ...fresh.filter((notice, i) => !shown.includes(notice) && fresh.indexOf(notice) === i)]);
  }, []);
  return { notices, take };
}
