import { useState, type FormEvent } from 'react';
import {
  Alert,
  type AdminUser,
  apiErrorMessage,
  authStore,
  Button,
  currentUserId,
  Loading,
  refreshSession,
  setUserProfile,
  useAuth,
  useLoad,
} from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { TextField } from 'shared-kernel/ui/forms';
import { getUsers, setPharmacist } from '../api/users';

const PCN_NUMBER = /^[A-Za-z0-9/-]{4,30}$/;

export function pcnProblem(value: string): string {
  const text = value.trim();
  if (!text) return 'Enter the PCN registration number, e.g. PCN/123456.';
  if (!PCN_NUMBER.test(text)) return 'Use 4 to 30 letters, digits, / or -, e.g. PCN/123456.';
  return '';
}

function GrantForm({ user, onDone, onCancel }: { user: AdminUser; onDone: (updated: AdminUser) => Promise<void>; onCancel: () => void }) {
  const [number, setNumber] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const problem = submitted ? pcnProblem(number) : '';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (pcnProblem(number)) return;
    setBusy(true);
    setError('');
    try {
      await onDone(await setPharmacist(user.userId, { pharmacist: true, pcnRegistrationNumber: number.trim() }));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The role could not be granted. Please try again.'));
      setBusy(false);
    }
  };
  return (
    <form
      className="admin-grant"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={`Grant ${user.firstName} ${user.lastName} the pharmacist role`}
    >
      <TextField
        id={`admin-pcn-${user.userId}`}
        label="PCN registration number"
        hint="The pharmacist's registration with the Pharmacists Council of Nigeria."
        autoComplete="off"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={problem || undefined}
        required
      />
      {error ? <Alert>{error}</Alert> : null}
      <div className="admin-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Granting…' : 'Grant pharmacist'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

type Outcome = { kind: 'success' | 'error'; text: string };

/** Granting and revoking: the row being granted or revoked, and what the last change came to. */
function useRoleChanges(users: ReturnType<typeof useLoad<AdminUser[]>>, me: string | null) {
  const [granting, setGranting] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const applied = async (updated: AdminUser) => {
    if (users.status === 'ready') users.replace(users.data.map((u) => (u.userId === updated.userId ? { ...u, ...updated } : u)));
    setGranting(null);
    const name = `${updated.firstName} ${updated.lastName}`.trim();
    if (updated.userId === me) {
      // The role arrives as a claim in a new token; the profile kept in the store follows too.
      try {
        await refreshSession();
        const kept = authStore.getState().user;
        if (kept) setUserProfile({ ...kept, isPharmacist: updated.isPharmacist, pharmacistRegistration: updated.pharmacistRegistration });
      } catch {
        setOutcome({
          kind: 'error',
          text: 'The role was changed, but your session could not be refreshed. Log out and in again to see it.',
        });
        return;
      }
    }
    setOutcome({
      kind: 'success',
      text: updated.isPharmacist
        ? `${name} is now a pharmacist (${updated.pharmacistRegistration ?? ''}).`
        : `${name} is no longer a pharmacist.`,
    });
  };

  const revoke = async (user: AdminUser) => {
    setRevoking(user.userId);
    setOutcome(null);
    try {
      await applied(await setPharmacist(user.userId, { pharmacist: false }));
    } catch (failure) {
      setOutcome({ kind: 'error', text: apiErrorMessage(failure, 'The role could not be revoked. Please try again.') });
    } finally {
      setRevoking(null);
    }
  };

  const startGrant = (userId: string | null) => {
    if (userId) setOutcome(null);
    setGranting(userId);
  };

  return { granting, revoking, outcome, applied, revoke, startGrant };
}

/** The pharmacist role of one row: revoke it, grant it (another user only), or the grant form. */
function PharmacistCell({ user: u, me, changes }: { user: AdminUser; me: string | null; changes: ReturnType<typeof useRoleChanges> }) {
  const { granting, revoking, applied, revoke, startGrant } = changes;
  return u.isPharmacist ? (
    <Button
      variant="danger"
      disabled={revoking === u.userId}
      onClick={() => void revoke(u)}
      aria-label={`Revoke pharmacist from ${u.firstName} ${u.lastName}`}
    >
      {revoking === u.userId ? 'Revoking…' : 'Revoke pharmacist'}
    </Button>
  ) : u.userId === me ? (
    <span className="admin-hint">Another admin must grant you this role</span>
  ) : granting === u.userId ? (
    <GrantForm user={u} onDone={applied} onCancel={() => startGrant(null)} />
  ) : (
    <Button variant="secondary" onClick={() => startGrant(u.userId)} aria-label={`Grant pharmacist to ${u.firstName} ${u.lastName}`}>
      Grant pharmacist
    </Button>
  );
}

/**
 * Every user with their roles. An admin grants the pharmacist role (with the PCN registration
 * number) or revokes it. An admin is not a pharmacist unless granted, and never grants themselves:
 * another admin must (the API refuses a self-grant with 403), so their own row offers no grant.
 * After a change to their own roles (a revoke) the session is refreshed so the new token says so.
 */
export function UsersTable() {
  const users = useLoad(getUsers, []);
  const me = useAuth(currentUserId);
  const changes = useRoleChanges(users, me);

  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (u) => (
        <>
          {`${u.firstName} ${u.lastName}`.trim()}
          {u.userId === me ? <span className="admin-hint"> (you)</span> : null}
        </>
      ),
    },
    { key: 'email', header: 'Email', render: (u) => <span className="admin-email ep-token">{u.email}</span> },
    {
      key: 'roles',
      header: 'Roles',
      render: (u) =>
        [u.isAdmin ? 'Admin' : 'Shopper', u.isPharmacist ? `Pharmacist (${u.pharmacistRegistration ?? 'no number'})` : '']
          .filter(Boolean)
          .join(', '),
    },
    { key: 'pharmacist', header: 'Pharmacist role', render: (u) => <PharmacistCell user={u} me={me} changes={changes} /> },
  ];

  if (users.status === 'loading') return <Loading label="Loading users…" />;
  if (users.status === 'error') return <Alert onRetry={users.reload}>Could not load the users.</Alert>;
  return (
    <>
      {changes.outcome ? <Alert tone={changes.outcome.kind}>{changes.outcome.text}</Alert> : null}
      <DataTable caption="Users and their roles" columns={columns} rows={users.data} rowKey={(u) => u.userId} />
    </>
  );
}
