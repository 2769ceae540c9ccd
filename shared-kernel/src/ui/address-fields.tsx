import type { ChangeEvent } from 'react';
import { nigerianMobile } from '../format/phone';
import type { DeliveryZone } from '../types/entities';
import { Select, TextField } from './fields';
import { formMessages, useFormText } from '../i18n/forms';

/** A delivery address as a form holds it. */
export interface AddressValues {
  zone: string;
  city: string;
  street: string;
  landmark: string;
  phone: string;
}

export const EMPTY_ADDRESS: AddressValues = { zone: '', city: '', street: '', landmark: '', phone: '' };

/** The API's rules for an address (it checks them again): state from the list, city, street, a Nigerian mobile number. */
export function validateAddress(values: AddressValues, zones: readonly DeliveryZone[] = []): Partial<Record<keyof AddressValues, string>> {
  const errors: Partial<Record<keyof AddressValues, string>> = {};
  const { t } = formMessages;
  const zone = zones.find((z) => z.code === values.zone);
  if (!values.zone) errors.zone = t('address.error.state');
  else if (zone && !zone.delivered) errors.zone = t('address.error.notDelivered', { zone: zone.name });
  if (!values.city.trim()) errors.city = t('address.error.city');
  if (!values.street.trim()) errors.street = t('address.error.street');
  if (!values.phone.trim()) errors.phone = t('address.error.phone');
  else if (!nigerianMobile(values.phone)) errors.phone = t('address.error.phoneFormat');
  return errors;
}

type FieldProps = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  error?: string;
};

interface AddressFieldsProps {
  zones: readonly DeliveryZone[];
  /** The form's `field`, for the address's five values. */
  field: (name: keyof AddressValues) => FieldProps;
  idPrefix: string;
}

/** State (from the zone list; zones not delivered yet are shown but cannot be picked), city or LGA, street, landmark, rider phone. */
export function AddressFields({ zones, field, idPrefix }: AddressFieldsProps) {
  const text = useFormText();
  return (
    <>
      <Select
        id={`${idPrefix}-zone`}
        label={text('address.state')}
        required
        keepErrorSlot
        autoComplete="shipping address-level1"
        {...field('zone')}
      >
        <option value="">{text('address.chooseState')}</option>
        {zones.map((z) => (
          <option key={z.code} value={z.code} disabled={!z.delivered}>
            {z.delivered ? z.name : text('address.notDelivered', { zone: z.name })}
          </option>
        ))}
      </Select>
      <TextField
        id={`${idPrefix}-city`}
        label={text('address.city')}
        autoComplete="shipping address-level2"
        required
        keepErrorSlot
        {...field('city')}
      />
      <TextField
        id={`${idPrefix}-street`}
        label={text('address.street')}
        hint={text('address.streetHint')}
        autoComplete="shipping street-address"
        required
        keepErrorSlot
        {...field('street')}
      />
      <TextField
        id={`${idPrefix}-landmark`}
        label={text('address.landmark')}
        optional
        hint={text('address.landmarkHint')}
        keepErrorSlot
        {...field('landmark')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label={text('address.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={text('address.phoneHint')}
        required
        keepErrorSlot
        {...field('phone')}
      />
    </>
  );
}
