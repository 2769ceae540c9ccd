import { useCallback, useEffect, useState } from 'react';
import { currentUserId, logout, setUserProfile, useAuth } from 'shared-kernel';
import { Button, Loading } from 'shared-kernel/ui';
import { endSession } from '../api/end-session';
import { getProfile } from '../api/get-profile';
import { toUserProfile, type AccountProfile } from '../api/profile-types';
import { ProfileEditForm } from './profile-edit-form';

type State = { kind: 'loading' } | { kind: 'ready'; profile: AccountProfile } | { kind: 'failed' };

export const LOADING_PROFILE = 'Loading user profile...';

export function ProfileView() {
  const userId = useAuth(currentUserId);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [editing, setEditing] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return setState({ kind: 'failed' });
    setState({ kind: 'loading' });
    try {
      const profile = await getProfile(userId);
      setUserProfile(toUserProfile(profile));
      setState({ kind: 'ready', profile });
    } catch {
      setState({ kind: 'failed' });
    }
  }, [userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const onLogout = async () => {
    await endSession();
    logout();
  };

  const logoutButton = (
    <Button variant="danger" onClick={onLogout}>
      Log Out
    </Button>
  );

  if (state.kind === 'loading') return <Loading label={LOADING_PROFILE} />;
  if (state.kind === 'failed')
    return (
      <div className="account-form">
        <p className="account-notice account-notice--error" role="alert">
          Your profile could not be loaded. Please try again.
        </p>
        <div className="account-form__actions">
          <Button onClick={() => void load()}>
            Try again
          </Button>
          {logoutButton}
        </div>
      </div>
    );

  const { profile } = state;
  if (editing && userId)
    return (
      <ProfileEditForm
        userId={userId}
        profile={profile}
        onCancel={() => setEditing(false)}
        onSaved={(updated) => {
          setUserProfile(toUserProfile(updated));
          setState({ kind: 'ready', profile: updated });
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
        <Button onClick={() => setEditing(true)}>
          Edit profile
        </Button>
        {logoutButton}
      </div>
    </div>
  );
}
