import { useEffect, useState } from 'react';
import { publicApi } from '../http/public-api';
import type { ApiAnswer } from '../types/entities';

/** Who is legally responsible for the shop (registered name, PCN licence, superintendent), from the API's configuration. */
export type PharmacyIdentity = ApiAnswer<'/api/pharmacy-identity', 'get'>;

let loading: Promise<PharmacyIdentity> | null = null;

/** One read per page load, shared by the footer and the legal pages; a failed read is tried again next time. */
export function loadPharmacyIdentity(): Promise<PharmacyIdentity> {
  loading ??= publicApi.get<PharmacyIdentity>('/api/pharmacy-identity').then(
    (answer) => answer.data,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The pharmacy's identity once read (null until then), and whether the read failed. */
export function usePharmacyIdentity(): { identity: PharmacyIdentity | null; failed: boolean } {
  const [state, setState] = useState<{ identity: PharmacyIdentity | null; failed: boolean }>({ identity: null, failed: false });
  useEffect(() => {
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
