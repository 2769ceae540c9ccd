import { Fragment, useState } from 'react';
import { Button, currentUserId, logout, refreshSession, setUserProfile, useAuth, useLoad, type UserProfile } from 'shared-kernel';
import { endSession } from '../api/end-session';
import { getProfile } from '../api/get-profile';
import { ProfileEditForm } from './profile-edit-form';

export const LOADING_PROFILE = 'Loading user profile...';

const FIELDS = ['First name', 'Last name', 'Email', 'Username'];

/**
 * The profile's shape while it loads (its labels, grey bars for the values, the buttons held), so the
 * addresses below are not pushed down when it comes. The words of the wait are for screen readers.
 */
function ProfilePlaceholder() {
  return (
    <div className="account-profile" aria-busy="true">
      <p className="ep-visually-hidden" role="status">
        {LOADING_PROFILE}
      </p>
      <dl aria-hidden="true">
        {FIELDS.map((label) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              <span className="account-placeholder" />
            </dd>
          </Fragment>
        ))}
      </dl>
      <div className="account-form__actions" aria-hidden="true">
        <Button disabled>Edit profile</Button>
        <Button variant="danger" disabled>
          Log Out
        </Button>
      </div>
    </div>
  );
}

export function ProfileView() {
  const userId = useAuth(currentUserId);
  const [editing, setEditing] = useState(false);
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
      Log Out
    </Button>
  );

  if (state.status === 'loading') return <ProfilePlaceholder />;
  if (state.status === 'error')
    return (
      <div className="account-form">
        <p className="account-notice account-notice--error" role="alert">
          Your profile could not be loaded. Please try again.
        </p>
        <div className="account-form__actions">
          <Button onClick={state.reload}>Try again</Button>
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
        <dt>First name</dt>
        <dd>{profile.firstName}</dd>
        <dt>Last name</dt>
        <dd>{profile.lastName}</dd>
        <dt>Email</dt>
        <dd>
          {profile.email}
          {profile.emailConfirmed === false && <span className="account-status account-status--canceled"> not confirmed</span>}
        </dd>
        <dt>Username</dt>
        <dd>{profile.userName}</dd>
      </dl>
      <div className="account-form__actions">
        <Button onClick={() => setEditing(true)}>Edit profile</Button>
        {logoutButton}
      </div>
    </div>
  );
}
