import { type Translate } from 'shared-kernel';
import { type profilesMessages } from '../../../i18n/profiles';
import { type MedicationProfile } from '../api/profiles-types';

type T = Translate<Parameters<typeof profilesMessages.t>[0]>;

const RELATIONSHIP_KEYS = {
  self: 'relationship.self',
  child: 'relationship.child',
  parent: 'relationship.parent',
  partner: 'relationship.partner',
  sibling: 'relationship.sibling',
  grandparent: 'relationship.grandparent',
  other: 'relationship.other',
} as const;

/** A relationship in the shopper's language. */
export function relationshipText(t: T, relationship: string): string {
  const key = RELATIONSHIP_KEYS[relationship as keyof typeof RELATIONSHIP_KEYS];
  return key ? t(key) : relationship;
}

/** How a profile is named on screen: "You" for the shopper's own, else the name they gave. */
export function profileName(t: T, profile: Pick<MedicationProfile, 'relationship' | 'label'>): string {
  return profile.relationship === 'self' ? t('you') : profile.label;
}
