import { useState } from 'react';
import { apiErrorMessage, Button, formatDayMonthYear } from 'shared-kernel';
import { isConsentRequired } from 'prescriptions-kit';
import { type MedicationProfile, type ProfileLists } from '../api/profiles-types';
import { removeMedicationProfile } from '../api/remove-medication-profile';
import { useProfilesText } from '../../../i18n/profiles';
import { profileName, relationshipText } from './profile-texts';

const labelOf = (list: readonly { code: string; label: string }[], code: string) => list.find((c) => c.code === code)?.label ?? code;

/** What the profile records, as short lines. */
function Facts({ profile, lists }: { profile: MedicationProfile; lists: ProfileLists }) {
  const t = useProfilesText();
  const none = t('facts.none');
  const allergies = [...profile.allergies.ingredients, ...profile.allergies.classes.map((c) => labelOf(lists.allergyClasses, c))];
  const sex = profile.sex ? t(profile.sex === 'female' ? 'sex.female' : 'sex.male') : t('facts.notGiven');
  const states = [profile.pregnant ? t('facts.pregnant') : null, profile.breastfeeding ? t('facts.breastfeeding') : null].filter(Boolean);
  return (
    <dl className="account-mprofile__facts">
      <dt>{t('facts.born')}</dt>
      <dd>
        {profile.dateOfBirth
          ? `${formatDayMonthYear(profile.dateOfBirth)} (${t('age', { count: profile.ageYears ?? 0 })})`
          : t('facts.notGiven')}
      </dd>
      <dt>{t('facts.sex')}</dt>
      <dd>{[sex, ...states].join(', ')}</dd>
      <dt>{t('facts.allergies')}</dt>
      <dd>{allergies.length ? allergies.join(', ') : none}</dd>
      <dt>{t('facts.conditions')}</dt>
      <dd>{profile.conditions.length ? profile.conditions.map((c) => labelOf(lists.conditions, c)).join(', ') : none}</dd>
      <dt>{t('facts.medicines')}</dt>
      <dd>{profile.medicines.length ? profile.medicines.map((m) => m.name).join(', ') : none}</dd>
    </dl>
  );
}

/** Remove, asked twice: the second press removes. */
function RemoveButton({
  profile,
  onRemoved,
  onConsentMissing,
}: {
  profile: MedicationProfile;
  onRemoved: () => void;
  onConsentMissing: () => void;
}) {
  const t = useProfilesText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = profile.label;
  const remove = async () => {
    setBusy(true);
    setError('');
    try {
      await removeMedicationProfile(profile.id);
      onRemoved();
    } catch (err) {
      setBusy(false);
      if (isConsentRequired(err)) return onConsentMissing();
      setError(apiErrorMessage(err, t('removeFailed')));
    }
  };
  if (!asking)
    return (
      <Button variant="secondary" aria-label={t('removeLabel', { name })} onClick={() => setAsking(true)}>
        {t('remove')}
      </Button>
    );
  return (
    <div className="account-mprofile__confirm" role="group" aria-label={t('removeLabel', { name })}>
      <p>{t('removeConfirm', { name })}</p>
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="account-form__actions">
        <Button variant="danger" disabled={busy} onClick={() => void remove()}>
          {t('removeYes')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
          {t('removeNo')}
        </Button>
      </div>
    </div>
  );
}

type CardProps = {
  profile: MedicationProfile;
  lists: ProfileLists;
  onEdit: () => void;
  onRemoved: () => void;
  onConsentMissing: () => void;
};

/** One person: who they are and what their profile records, with Edit (and Remove, but not for the shopper's own). */
export function ProfileCard({ profile, lists, onEdit, onRemoved, onConsentMissing }: CardProps) {
  const t = useProfilesText();
  const name = profileName(t, profile);
  const headingId = `mprofile-${profile.id}`;
  return (
    <li className="account-card account-mprofile" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name}
        {profile.relationship === 'self' ? null : (
          <span className="account-mprofile__relationship"> · {relationshipText(t, profile.relationship)}</span>
        )}
      </h2>
      <Facts profile={profile} lists={lists} />
      <div className="account-form__actions">
        <Button variant="secondary" aria-label={t('editLabel', { name })} onClick={onEdit}>
          {t('edit')}
        </Button>
        {profile.relationship === 'self' ? null : (
          <RemoveButton profile={profile} onRemoved={onRemoved} onConsentMissing={onConsentMissing} />
        )}
      </div>
    </li>
  );
}
