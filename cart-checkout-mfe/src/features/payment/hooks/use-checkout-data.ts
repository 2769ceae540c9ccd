import { useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { apiErrorCode, type DeliveryQuote, type DeliveryZone, type SavedAddress } from 'shared-kernel';
import { getDeliveryQuote, getDeliveryZones, getSavedAddresses } from 'delivery-kit';
import { getUserProfile } from '../api/get-user-profile';
import type { PaymentFormValues } from '../lib/validate-payment';
import { cartZone } from '../../../lib/cart-zone';
import { cartMessages } from '../../../i18n';
import { serverMessage } from '../../../i18n/server-message';

type SetValues = Dispatch<SetStateAction<PaymentFormValues>>;

/** Fills the email from the profile (the signed-in one, else asked of the API), unless the shopper typed one. */
export function useProfileEmail(
  userId: string | null,
  profileEmail: string,
  setValues: SetValues,
  emailEdited: MutableRefObject<boolean>,
): void {
  useEffect(() => {
    const fill = (email: string) => setValues((current) => (emailEdited.current || current.email ? current : { ...current, email }));
    if (profileEmail) {
      fill(profileEmail);
      return;
    }
    if (!userId) return;
    let current = true;
    getUserProfile(userId)
      .then((profile) => {
        if (current && profile?.email) fill(profile.email);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [profileEmail, userId, setValues, emailEdited]);
}

/**
 * Loads the zones for the State list (the form's checks need them), and the saved addresses (the
 * newest is picked, unless the form came back with the shopper's own choice: `keepChoice`).
 */
export function useDeliveryOptions(
  setZones: (zones: DeliveryZone[]) => void,
  setValues: SetValues,
  setServerError: (text: string) => void,
  keepChoice = false,
) {
  const [saved, setSaved] = useState<SavedAddress[] | null>(null);
  useEffect(() => {
    let current = true;
    getDeliveryZones()
      .then((overview) => current && setZones(overview.zones ?? []))
      .catch(() => current && setServerError(cartMessages.t('payment.zonesFailed')));
    getSavedAddresses()
      .then((list) => {
        if (!current) return;
        setSaved(list);
        if (keepChoice) return;
        // The default address (listed first), unless the cart was set to another state: then a saved one there, else a new address in it.
        const inCartState = cartZone();
        const pick = inCartState ? list.find((a) => a.zone === inCartState) : list[0];
        if (pick?.id) setValues((v) => ({ ...v, choice: pick.id! }));
      })
      .catch(() => current && setSaved([]));
    return () => {
      current = false;
    };
  }, [setZones, setValues, setServerError, keepChoice]);
  return saved;
}

/** What the cart costs delivered there: asked of the server whenever the state or saved address changes. */
export function useDeliveryQuote(
  values: Pick<PaymentFormValues, 'choice' | 'zone'> & Partial<Pick<PaymentFormValues, 'fulfilment' | 'pickupPharmacyId'>>,
  zones: DeliveryZone[],
  discountCode = '',
) {
  const [quote, setQuote] = useState<DeliveryQuote | null>(null);
  const [quoteError, setQuoteError] = useState('');
  /** The refusal's code (cold-chain-not-delivered: a fridge item to a state without same-day delivery). */
  const [quoteErrorCode, setQuoteErrorCode] = useState<string | null>(null);
  const quoteTarget =
    values.fulfilment === 'pickup'
      ? values.pickupPharmacyId
        ? `pickup:${values.pickupPharmacyId}`
        : ''
      : values.choice === 'new'
        ? values.zone
          ? `zone:${values.zone}`
          : ''
        : `address:${values.choice}`;
  useEffect(() => {
    setQuote(null);
    setQuoteError('');
    setQuoteErrorCode(null);
    if (!quoteTarget) return;
    const zone = zones.find((z) => `zone:${z.code}` === quoteTarget);
    if (zone && !zone.delivered) return;
    let current = true;
    const [kind, value] = [quoteTarget.slice(0, quoteTarget.indexOf(':')), quoteTarget.slice(quoteTarget.indexOf(':') + 1)];
    getDeliveryQuote(
      kind === 'zone' ? { zone: value } : kind === 'pickup' ? { pickupPharmacyId: value } : { addressId: value },
      discountCode,
    )
      .then((answer) => current && setQuote(answer))
      .catch((error) => {
        if (!current) return;
        setQuoteError(serverMessage(error, 'payment.quoteFailed'));
        setQuoteErrorCode(apiErrorCode(error) ?? null);
      });
    return () => {
      current = false;
    };
  }, [quoteTarget, zones, discountCode]);
  return { quote, quoteError, quoteErrorCode };
}

/** On the way to the provider's page; back from it, the browser may restore this page as it was left: in progress. */
export function useLeaving() {
  const [leaving, setLeavingState] = useState(false);
  const leavingRef = useRef(false);
  const setLeaving = (next: boolean) => {
    leavingRef.current = next;
    setLeavingState(next);
  };
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leavingRef.current = false;
      setLeavingState(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return { leaving, leavingRef, setLeaving };
}
