import { useState } from 'react';
import { type AdminUser, apiErrorMessage, toast } from 'shared-kernel';
import { Select } from 'shared-kernel/ui/forms';
import { type PharmacyChoice } from '../api/get-pharmacy-choices';
import { setStaffPharmacy } from '../api/set-staff-pharmacy';

/**
 * The pharmacy a user works at as staff (they then see only its orders and stock), or none: saved
 * as soon as it is chosen (PUT /api/admin/users/{id}/pharmacy).
 */
export function StaffPharmacyCell(props: {
  user: AdminUser;
  pharmacyId: string | null;
  choices: readonly PharmacyChoice[];
  onSaved: (userId: string, pharmacyId: string | null) => void;
}) {
  const { user, pharmacyId, choices, onSaved } = props;
  const [busy, setBusy] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();
  async function choose(value: string) {
    const next = value || null;
    setBusy(true);
    try {
      await setStaffPharmacy(user.userId, next);
      onSaved(user.userId, next);
      const where = choices.find((c) => c.id === next)?.name;
      toast.success('Saved', where ? `${name} is now staff of ${where}.` : `${name} is no longer pharmacy staff.`);
    } catch (err) {
      toast.error('Not saved', apiErrorMessage(err, 'The pharmacy could not be changed.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Select
      id={`admin-staff-pharmacy-${user.userId}`}
      label={<span className="ep-visually-hidden">Pharmacy staff of, for {name}</span>}
      value={pharmacyId ?? ''}
      disabled={busy}
      onChange={(e) => void choose(e.target.value)}
    >
      <option value="">Not pharmacy staff</option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </Select>
  );
}
