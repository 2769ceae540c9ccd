import { useState } from 'react';
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
} from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { useAdminList } from '../../../hooks/use-admin-list';
import { getUsersPage } from '../api/get-users-page';
import { setPharmacist } from '../api/set-pharmacist';
import { PharmacistNameCell } from './pharmacist-name-cell';
import { StaffPharmacyCell } from './staff-pharmacy-cell';
import { useStaffBindings } from './use-staff-bindings';

const PCN_NUMBER = /^[A-Za-z0-9/-]{4,30}$/;

export function pcnProblem(value: string): string {
  const text = value.trim();
  if (!text) return 'Enter the PCN registration number, e.g. PCN/123456.';
  if (!PCN_NUMBER.test(text)) return 'Use 4 to 30 letters, digits, / or -, e.g. PCN/123456.';
  return '';
}

function GrantForm({ user, onDone, onCancel }: { user: AdminUser; onDone: (updated: AdminUser) => Promise<void>; onCancel: () => void }) {
  const form = useForm({
    initial: { number: '' },
    mode: 'onSubmit',
    validate: ({ number }) => (pcnProblem(number) ? { number: pcnProblem(number) } : {}),
  });
  const { busy } = form;
  const [error, setError] = useState('');
  const submit = async ({ number }: { number: string }) => {
    setError('');
    try {
      await onDone(await setPharmacist(user.userId, { pharmacist: true, pcnRegistrationNumber: number.trim() }));
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The role could not be granted. Please try again.'));
    }
  };
  return (
    <form
      className="admin-grant"
      noValidate
      onSubmit={form.handleSubmit(submit)}
      aria-label={`Grant ${user.firstName} ${user.lastName} the pharmacist role`}
    >
      <TextField
        id={`admin-pcn-${user.userId}`}
        label="PCN registration number"
        hint="The pharmacist's registration with the Pharmacists Council of Nigeria."
        autoComplete="off"
        {...form.field('number')}
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

/** What the last change came to; `hint`, a second line (where a pending request is decided). */
type Outcome = { kind: 'success' | 'error'; text: string; hint?: string };

/**
 * Granting and revoking: the row being granted or revoked, what the last change came to, and the
 * users changed here (shown as the server answered the change, whichever page they are on).
 */
function useRoleChanges(me: string | null) {
  const [granting, setGranting] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [changed, setChanged] = useState<ReadonlyMap<string, AdminUser>>(new Map());

  const applied = async (updated: AdminUser) => {
    setChanged((current) => new Map(current).set(updated.userId, updated));
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
    // A grant is a request until a pharmacist other than you and them approves it (two people).
    const pending = !updated.isPharmacist && Boolean((updated as AdminUser & { accessRequestId?: string | null }).accessRequestId);
    setOutcome({
      kind: 'success',
      ...(pending ? { hint: 'Pharmacists decide it under Pharmacist → Access requests.' } : {}),
      text: pending
        ? `Request sent: ${name} becomes a pharmacist once another pharmacist approves it.`
        : updated.isPharmacist
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

  const latest = (user: AdminUser): AdminUser => ({ ...user, ...changed.get(user.userId) });
  /** A user changed otherwise (the name patients read): shown as the server answered. */
  const noted = (updated: AdminUser) => setChanged((current) => new Map(current).set(updated.userId, updated));
  return { granting, revoking, outcome, applied, revoke, startGrant, latest, noted };
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

/** The columns: name (and "you"), email, roles, the pharmacist role's action and the name patients read. */
function userColumns(
  me: string | null,
  changes: ReturnType<typeof useRoleChanges>,
  staff: ReturnType<typeof useStaffBindings>,
): Column<AdminUser>[] {
  return [
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
    {
      key: 'patientName',
      header: 'Name patients read',
      render: (u) => <PharmacistNameCell user={u} onSaved={changes.noted} />,
    },
    {
      key: 'staffPharmacy',
      header: 'Pharmacy staff',
      render: (u) => <StaffPharmacyCell user={u} pharmacyId={staff.pharmacyOf(u.userId)} choices={staff.choices} onSaved={staff.saved} />,
    },
  ];
}

/**
 * The users with their roles, searched (name, username or email) and paged by the server. An admin
 * grants the pharmacist role (with the PCN registration number) or revokes it. An admin is not a
 * pharmacist unless granted, and never grants themselves: another admin must (the API refuses a
 * self-grant with 403), so their own row offers no grant. After a change to their own roles (a
 * revoke) the session is refreshed so the new token says so.
 */
export function UsersTable() {
  const [search, setSearch] = useState('');
  const { state, setPage, reload } = useAdminList(getUsersPage, {
    defaultSort: { key: 'createdAt', direction: 'ascending' },
    failure: 'Could not load the users.',
    filters: { search: search.trim() || undefined },
  });
  const me = useAuth(currentUserId);
  const changes = useRoleChanges(me);
  const staff = useStaffBindings();

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Find users">
        <TextField
          id="admin-users-search"
          label="Search users"
          hint="Name, username or email"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {changes.outcome ? (
        <Alert tone={changes.outcome.kind}>
          <span>{changes.outcome.text}</span>
          {changes.outcome.hint ? <span className="admin-hint"> {changes.outcome.hint}</span> : null}
        </Alert>
      ) : null}
      {state.status === 'loading' && <Loading label="Loading users…" />}
      {state.status === 'error' && <Alert onRetry={reload}>Could not load the users.</Alert>}
      {state.status === 'ready' &&
        (state.total === 0 ? (
          <p className="admin-empty">No users match.</p>
        ) : (
          <DataTable
            caption="Users and their roles"
            columns={userColumns(me, changes, staff)}
            rows={state.rows.map(changes.latest)}
            rowKey={(u) => u.userId}
            paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
            busy={state.busy}
          />
        ))}
    </>
  );
}
