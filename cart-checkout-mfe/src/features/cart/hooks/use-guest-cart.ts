import { useCallback, useEffect, useState } from 'react';
import { type CartItem, httpStatusOf, keptItems, lineTotalNaira, type Medicine, on, publicApi, setKeptQuantity } from 'shared-kernel';

export type GuestCart = {
  status: 'loading' | 'ready' | 'error';
  items: CartItem[];
  setQuantity: (item: CartItem, quantity: number) => void;
};

/**
 * A visitor's cart: the items kept on this device, priced from the public catalogue (read-only:
 * the server prices the cart again when it joins the account's at login). A medicine the shop no
 * longer sells is left out.
 */
export function useGuestCart(): GuestCart {
  const [kept, setKept] = useState(keptItems);
  const [medicines, setMedicines] = useState<Map<string, Medicine | null>>(new Map());
  const [status, setStatus] = useState<GuestCart['status']>('loading');

  useEffect(() => on('cart:changed', () => setKept(keptItems())), []);

  const ids = kept.map((item) => item.medicineId).join(',');
  useEffect(() => {
    let current = true;
    const missing = ids ? ids.split(',').filter((id) => !medicines.has(id)) : [];
    if (missing.length === 0) {
      setStatus('ready');
      return;
    }
    Promise.all(
      missing.map((id) =>
        publicApi
          .get('/api/medicine/{id}', { params: { path: { id } } })
          .then(({ data }) => [id, data] as const)
          .catch((error: unknown) => {
            if (httpStatusOf(error) === 404) return [id, null] as const;
            throw error;
          }),
      ),
    )
      .then((found) => {
        if (!current) return;
        setMedicines((known) => new Map([...known, ...found]));
        setStatus('ready');
      })
      .catch(() => current && setStatus('error'));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the medicines of the kept ids once each
  }, [ids]);

  const items: CartItem[] = kept.flatMap((item) => {
    const medicine = medicines.get(item.medicineId);
    if (!medicine) return [];
    const line: CartItem = {
      cartItemId: item.medicineId,
      medicineId: item.medicineId,
      quantity: item.quantity,
      price: medicine.price,
      subtotal: lineTotalNaira(medicine.price, item.quantity),
      medicine,
    };
    return [line];
  });
  const setQuantity = useCallback((item: CartItem, quantity: number) => setKeptQuantity(item.medicineId, quantity), []);
  return { status, items, setQuantity };
}
