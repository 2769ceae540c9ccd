import { useCallback, useEffect, useState } from 'react';

/** Where the person a shopper buys for is kept, per user, on this device. */
export const SHOPPING_FOR_KEY = (userId: string) => `shopping-for:${userId}`;
const CHANGED = 'shopping-for:changed';

/** The medication profile this user last chose to shop for (null: themself). */
export function readShoppingFor(userId: string | null): string | null {
  if (!userId) return null;
  try {
    return window.localStorage.getItem(SHOPPING_FOR_KEY(userId)) || null;
  } catch {
    return null;
  }
}

/** Remembers the person (null: themself) and tells the other pieces of the page. */
export function saveShoppingFor(userId: string, profileId: string | null): void {
  try {
    if (profileId) window.localStorage.setItem(SHOPPING_FOR_KEY(userId), profileId);
    else window.localStorage.removeItem(SHOPPING_FOR_KEY(userId));
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: { userId, profileId } }));
}

/**
 * The person this user shops for, the same on the cart, checkout and product pages (and in other
 * tabs), and a setter that remembers it.
 */
export function useShoppingFor(userId: string | null): [string | null, (profileId: string | null) => void] {
  const [profileId, setProfileId] = useState(() => readShoppingFor(userId));
  useEffect(() => {
    setProfileId(readShoppingFor(userId));
    const reread = () => setProfileId(readShoppingFor(userId));
    window.addEventListener(CHANGED, reread);
    window.addEventListener('storage', reread);
    return () => {
      window.removeEventListener(CHANGED, reread);
      window.removeEventListener('storage', reread);
    };
  }, [userId]);
  const choose = useCallback(
    (next: string | null) => {
      if (!userId) return;
      setProfileId(next);
      saveShoppingFor(userId, next);
    },
    [userId],
  );
  return [profileId, choose];
}
