import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, Button, type DeliveryZone, localPhone, type SavedAddress } from 'shared-kernel';
import { getDeliveryZones, saveAddress, updateSavedAddress } from 'delivery-kit';
import { AddressFields, type AddressValues, Checkbox, TextField, useForm, validateAddress } from 'shared-kernel/ui/forms';
import { moreMessages, useMoreText } from '../../../i18n/more';

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
  const t = useMoreText();
  const [zones, setZones] = useState<DeliveryZone[]>([]);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    getDeliveryZones()
      .then((overview) => live && setZones(overview.zones ?? []))
      .catch(() => live && setProblem(moreMessages.t('addresses.zonesFailed')));
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
      setProblem(apiErrorMessage(error, t('addresses.saveFailed')));
    }
  });
  return (
    <form
      className="account-address-editor"
      noValidate
      onSubmit={submit}
      aria-label={address ? t('addresses.editForm') : t('addresses.newForm')}
    >
      <TextField
        id={`${idPrefix}-label`}
        label={t('addresses.label')}
        placeholder={t('addresses.labelPlaceholder')}
        {...form.field('label')}
      />
      <AddressFields zones={zones} idPrefix={idPrefix} field={(name) => form.field(name)} />
      <Checkbox id={`${idPrefix}-default`} label={t('addresses.useFirst')} {...form.checkbox('isDefault')} />
      {problem && (
        <p className="account-notice account-notice--error" role="alert">
          {problem}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('addresses.saving') : t('addresses.save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('addresses.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
