import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors, localPhone, nigerianMobile, toast } from 'shared-kernel';
import { FormActions, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { addRider, type AddedRider } from './api/add-rider';
import type { RiderPharmacy } from './api/get-rider-pharmacies';

const initial = { email: '', phone: '', name: '', pharmacyId: '' };
type Values = typeof initial;

const PHONE_CHECK = 'Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567.';

function checks(choosePharmacy: boolean) {
  return (values: Values) => ({
    email: /^\S+@\S+\.\S+$/.test(values.email.trim()) ? undefined : 'Enter the e-mail the rider signed up with.',
    phone: nigerianMobile(values.phone) ? undefined : PHONE_CHECK,
    pharmacyId: choosePharmacy && !values.pharmacyId ? 'Choose the pharmacy the rider works for.' : undefined,
  });
}

// Built once per kind of caller, so the form's checks keep one identity between renders.
const STAFF_CHECKS = checks(false);
const ADMIN_CHECKS = checks(true);

/**
 * Staff add a rider to their pharmacy by the e-mail of the rider's account, with the phone the
 * customer is told; an admin also chooses the pharmacy (`pharmacies`, null for a pharmacy's staff).
 * The server's refusal (no such account, another pharmacy's rider, not their pharmacy) is shown
 * as it says it.
 */
export function AddRiderForm({ pharmacies, onAdded }: { pharmacies: RiderPharmacy[] | null; onAdded: (rider: AddedRider) => void }) {
  const form = useForm({ initial, validate: pharmacies ? ADMIN_CHECKS : STAFF_CHECKS });
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (values: Values) => {
    setRefusal(null);
    try {
      const rider = await addRider({
        email: values.email.trim(),
        phone: nigerianMobile(values.phone) ?? values.phone,
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        ...(pharmacies ? { pharmacyId: values.pharmacyId } : {}),
      });
      toast.success('Rider added', `${rider.name} (${localPhone(rider.phone)}) can be given parcels now.`);
      form.reset();
      onAdded({ ...rider, email: rider.email ?? values.email.trim() });
    } catch (error) {
      // A refusal about one field is shown at that field; any other (403, 404, 409) above the button.
      const fields = apiFieldErrors(error);
      form.setServerErrors(fields);
      setRefusal(Object.keys(fields).length ? null : apiErrorMessage(error, 'The rider could not be added. Please try again.'));
    }
  };

  return (
    <form className="rider-add" onSubmit={form.handleSubmit(add, () => setRefusal(null))} noValidate aria-labelledby="rider-add-title">
      <h3 id="rider-add-title">Add a rider</h3>
      <p className="admin-hint">The rider signs up first; they see My deliveries in their menu when they next sign in.</p>
      <div className="rider-add__fields">
        <TextField id="rider-add-email" label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        <TextField
          id="rider-add-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint="The customer is told this number."
          {...form.field('phone')}
        />
        <TextField
          id="rider-add-name"
          label="Name"
          optional
          autoComplete="off"
          hint="Their first name when left empty."
          {...form.field('name')}
        />
        {pharmacies && (
          <Select id="rider-add-pharmacy" label="Pharmacy" {...form.field('pharmacyId')}>
            <option value="">Choose a pharmacy</option>
            {pharmacies.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        )}
      </div>
      <FormActions className="rider-add__actions" busy={form.busy} submitLabel="Add rider" busyLabel="Adding…" error={refusal} />
    </form>
  );
}
