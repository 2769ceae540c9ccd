// The pharmacy's identity for the legal pages: the one their first view was drawn with when they
// hydrate it, otherwise read as the footer reads it (legal-kit).
import { useFirstViewRead } from 'shared-kernel';
import { type PharmacyIdentity, type PharmacyIdentityState, usePharmacyIdentity } from 'legal-kit';
import { object, READS } from './reads';

export function useFirstViewIdentity(): PharmacyIdentityState {
  return usePharmacyIdentity(useFirstViewRead<PharmacyIdentity>(READS.identity, object));
}
