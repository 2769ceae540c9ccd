import type { ChangeEvent } from 'react';
import { nigerianMobile } from '../format/phone';
import type { DeliveryZone } from '../types/entities';
import { Select, TextField } from './fields';

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
  const zone = zones.find((z) => z.code === values.zone);
  if (!values.zone) errors.zone = '*Choose your state';
  else if (zone && !zone.delivered) errors.zone = `*We do not deliver to ${zone.name} yet`;
  if (!values.city.trim()) errors.city = '*City or LGA is required';
  if (!values.street.trim()) errors.street = '*Street address is required';
  if (!values.phone.trim()) errors.phone = "*The rider's phone number is required";
  else if (!nigerianMobile(values.phone)) errors.phone = '*Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567';
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
  return (
    <>
      <Select id={`${idPrefix}-zone`} label="State" required keepErrorSlot autoComplete="shipping address-level1" {...field('zone')}>
        <option value="">Choose your state</option>
        {zones.map((z) => (
          <option key={z.code} value={z.code} disabled={!z.delivered}>
            {z.delivered ? z.name : `${z.name} (not delivered yet)`}
          </option>
        ))}
      </Select>
      <TextField
        id={`${idPrefix}-city`}
        label="City or LGA"
        autoComplete="shipping address-level2"
        required
        keepErrorSlot
        {...field('city')}
      />
      <TextField
        id={`${idPrefix}-street`}
        label="Street address"
        hint="House number and street"
        autoComplete="shipping street-address"
        required
        keepErrorSlot
        {...field('street')}
      />
      <TextField id={`${idPrefix}-landmark`} label="Landmark" optional hint="e.g. Opposite Kano Zoo" keepErrorSlot {...field('landmark')} />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone number for the rider"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="A Nigerian mobile number: 0803 123 4567 or +234 803 123 4567"
        required
        keepErrorSlot
        {...field('phone')}
      />
    </>
  );
}
