import { useEffect, useRef, useState } from 'react';
// Through the package, not a relative path: the shared kernel's one publicApi and runtime configuration.
import { type ApiAnswer, publicApi } from 'shared-kernel';

/** Who is legally responsible for the shop (registered name, PCN licence, superintendent), from the API's configuration. */
export type PharmacyIdentity = ApiAnswer<'/api/pharmacy-identity', 'get'>;

let loading: Promise<PharmacyIdentity> | null = null;

/** One read per page load, shared by the footer and the legal pages; a failed read is tried again next time. */
export function loadPharmacyIdentity(): Promise<PharmacyIdentity> {
  loading ??= publicApi.get('/api/pharmacy-identity').then(
    (answer) => answer.data,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The pharmacy's identity once read (null until then), and whether the read failed. */
export interface PharmacyIdentityState {
  identity: PharmacyIdentity | null;
  failed: boolean;
}

/**
 * The pharmacy's identity as the pages hold it while it is read (usePharmacyIdentity's answer).
 * `initial` is the identity a first view was drawn with (useFirstViewRead): the page starts with it,
 * as the server drew it, and the footer shares it instead of reading it again.
 */
export function usePharmacyIdentity(initial?: { data: PharmacyIdentity }): PharmacyIdentityState {
  const [state, setState] = useState<PharmacyIdentityState>({ identity: initial?.data ?? null, failed: false });
  const startedWith = useRef(initial?.data);
  useEffect(() => {
    if (startedWith.current) {
      loading ??= Promise.resolve(startedWith.current);
      return;
    }
    let live = true;
    loadPharmacyIdentity().then(
      (identity) => live && setState({ identity, failed: false }),
      () => live && setState({ identity: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Forget the identity read (tests). */
export function resetPharmacyIdentity() {
  loading = null;
}
