import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, Button, type DeliveryZone, localPhone, type SavedAddress } from 'shared-kernel';
import { getDeliveryZones, saveAddress, updateSavedAddress } from 'shared-kernel/delivery';
import { AddressFields, type AddressValues, Checkbox, TextField, useForm, validateAddress } from 'shared-kernel/ui/forms';

type EditorValues = AddressValues & { label: string; isDefault: boolean };

/** Adds a saved address, or changes one: label, the address as checkout asks it, and whether checkout picks it first. */
export function AddressEditor({
  address,
  onSaved,
  onCancel,
}: {
  address: SavedAddress | null;
  onSaved: (saved: SavedAddress) => void;
  /** Left out where there is nothing to go back to (a first address asked for in place). */
  onCancel?: () => void;
}) {
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    getDeliveryZones()
      .then((overview) => live && setZones(overview.zones ?? []))
      .catch(() => live && setProblem('We could not load the states. Please try again.'));
    return () => {
      live = false;
    };
  }, []);
  const validate = useCallback((values: EditorValues) => validateAddress(values, zones), [zones]);
  const form = useForm<EditorValues>({
    initial: {
      label: address?.label ?? '',
      zone: address?.zone ?? '',
      city: address?.city ?? '',
      street: address?.street ?? '',
      landmark: address?.landmark ?? '',
      phone: address?.phone ? localPhone(address.phone) : '',
      isDefault: address?.isDefault ?? false,
    },
    validate,
  });
  const idPrefix = address ? `address-${address.id}` : 'address-new';
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    const body = { ...values, label: values.label.trim() };
    try {
      onSaved(address?.id ? await updateSavedAddress(address.id, body) : await saveAddress(body));
    } catch (error) {
      setProblem(apiErrorMessage(error, 'The address could not be saved. Please try again.'));
    }
  });
  return (
    <form className="account-address-editor" noValidate onSubmit={submit} aria-label={address ? 'Edit address' : 'New address'}>
      <TextField id={`${idPrefix}-label`} label="Label (optional)" placeholder="Home, Office" {...form.field('label')} />
      <AddressFields zones={zones} idPrefix={idPrefix} field={(name) => form.field(name)} />
      <Checkbox id={`${idPrefix}-default`} label="Use this address first at checkout" {...form.checkbox('isDefault')} />
      {problem && (
        <p className="account-notice account-notice--error" role="alert">
          {problem}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save address'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
