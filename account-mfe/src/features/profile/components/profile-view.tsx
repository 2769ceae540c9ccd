import { Fragment, useState } from 'react';
import {
  Button,
  currentUserId,
  localPhone,
  logout,
  refreshSession,
  setUserProfile,
  useAuth,
  useLoad,
  type UserProfile,
} from 'shared-kernel';
import { useAccountText } from '../../../i18n';
import { endSession } from '../api/end-session';
import { getProfile } from '../api/get-profile';
import { ProfileEditForm } from './profile-edit-form';

export const LOADING_PROFILE = 'Loading user profile...';

const FIELDS = ['profile.firstName', 'profile.lastName', 'profile.email', 'profile.userName', 'profile.phone'] as const;

/**
 * The profile's shape while it loads (its labels, grey bars for the values, the buttons held), so the
 * addresses below are not pushed down when it comes. The words of the wait are for screen readers.
 */
function ProfilePlaceholder() {
  const t = useAccountText();
  return (
    <div className="account-profile" aria-busy="true">
      <p className="ep-visually-hidden" role="status">
        {t('profile.loading')}
      </p>
      <dl aria-hidden="true">
        {FIELDS.map((label) => (
          <Fragment key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <span className="account-placeholder" />
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="account-form__actions" aria-hidden="true">
        <Button disabled>{t('profile.edit')}</Button>
        <Button variant="danger" disabled>
          {t('profile.logout')}
        </Button>
      </div>
    </div>
  );
}

export function ProfileView() {
  const userId = useAuth(currentUserId);
  const [editing, setEditing] = useState(false);
  const t = useAccountText();
  const state = useLoad(async (): Promise<UserProfile> => {
    if (!userId) throw new Error('No user is signed in');
    const profile = await getProfile(userId);
    setUserProfile(profile);
    return profile;
  }, [userId]);

  const onLogout = async () => {
    await endSession();
    logout();
  };

  const logoutButton = (
    <Button variant="danger" onClick={onLogout}>
      {t('profile.logout')}
    </Button>
  );

  if (state.status === 'loading') return <ProfilePlaceholder />;
  if (state.status === 'error')
    return (
      <div className="account-form">
        <p className="account-notice account-notice--error" role="alert">
          {t('profile.loadError')}
        </p>
        <div className="account-form__actions">
          <Button onClick={state.reload}>{t('profile.retry')}</Button>
          {logoutButton}
        </div>
      </div>
    );

  const profile = state.data;
  if (editing && userId)
    return (
      <ProfileEditForm
        userId={userId}
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={(updated) => {
          setUserProfile(updated);
          // The header reads the name from the token after a reload: a new token carries the new name.
          refreshSession().catch(() => undefined);
          state.replace(updated);
          setEditing(false);
        }}
      />
    );

  return (
    <div className="account-profile">
      <dl>
        <dt>{t('profile.firstName')}</dt>
        <dd>{profile.firstName}</dd>
        <dt>{t('profile.lastName')}</dt>
        <dd>{profile.lastName}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>
          {profile.email}
          {profile.emailConfirmed === false && <span className="account-status account-status--canceled">{t('profile.notConfirmed')}</span>}
        </dd>
        <dt>{t('profile.userName')}</dt>
        <dd>{profile.userName}</dd>
        <dt>{t('profile.phone')}</dt>
        <dd>{profile.phone ? localPhone(profile.phone) : t('profile.noPhone')}</dd>
      </dl>
      <div className="account-form__actions">
        <Button onClick={() => setEditing(true)}>{t('profile.edit')}</Button>
        {logoutButton}
      </div>
    </div>
  );
}
