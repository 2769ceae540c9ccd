import { useEffect, useState } from 'react';
import { Alert, Button, Loading, toast, useLoad } from 'shared-kernel';
import { isConsentRequired } from 'prescriptions-kit';
import { getMedicationProfiles } from '../api/get-medication-profiles';
import { getProfileLists } from '../api/get-profile-lists';
import { type MedicationProfile } from '../api/profiles-types';
import { useProfilesText } from '../../../i18n/profiles';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';
import { profileName } from './profile-texts';
import './profiles.css';

const loadAll = () => Promise.all([getMedicationProfiles(), getProfileLists()]);

/**
 * The shopper's own profile and those of the people they buy for: each as a card, one edited at a
 * time in place of the list; a person added at the end. A `consent-required` answer hands back to
 * the consent gate around it.
 */
export function MedicationProfiles({ onConsentMissing }: { onConsentMissing: () => void }) {
  const t = useProfilesText();
  const state = useLoad(loadAll, [], 'your medication profiles');
  const [editing, setEditing] = useState<string | null>(null);
  const consentMissing = state.status === 'error' && isConsentRequired(state.error);
  useEffect(() => {
    if (consentMissing) onConsentMissing();
  }, [consentMissing, onConsentMissing]);
  if (state.status === 'loading' || consentMissing) return <Loading label={t('loading')} />;
  if (state.status === 'error') return <Alert onRetry={state.reload}>{t('loadFailed')}</Alert>;
  const [profiles, lists] = state.data;
  const put = (next: MedicationProfile[]) => state.replace([next, lists]);
  const saved = (profile: MedicationProfile) => {
    const known = profiles.some((p) => p.id === profile.id);
    put(known ? profiles.map((p) => (p.id === profile.id ? profile : p)) : [...profiles, profile]);
    setEditing(null);
    toast.success(t('savedTitle'), t('saved', { name: profileName(t, profile) }));
  };
  if (editing) {
    const profile = profiles.find((p) => p.id === editing) ?? null;
    return (
      <ProfileForm
        key={editing}
        profile={profile}
        lists={lists}
        onSaved={saved}
        onCancel={() => setEditing(null)}
        onConsentMissing={onConsentMissing}
      />
    );
  }
  const full = profiles.length >= lists.limits.people;
  return (
    <>
      <ul className="account-mprofiles" aria-label={t('listLabel')}>
        {profiles.map((profile) => (
          <ProfileCard
            key={profile.id}
            profile={profile}
            lists={lists}
            onEdit={() => setEditing(profile.id)}
            onRemoved={() => {
              put(profiles.filter((p) => p.id !== profile.id));
              toast.success(t('savedTitle'), t('removed', { name: profile.label }));
            }}
            onConsentMissing={onConsentMissing}
          />
        ))}
      </ul>
      <div className="account-mprofiles__add">
        {full ? <p>{t('full', { count: lists.limits.people })}</p> : null}
        <Button disabled={full} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </div>
    </>
  );
}
