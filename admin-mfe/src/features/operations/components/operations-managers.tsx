import {
  type AdminAmbulance,
  type AdminLaboratory,
  type AdminPharmacy,
  type AmbulanceEdit,
  type LaboratoryEdit,
  type PharmacyEdit,
} from 'shared-kernel';
import { deleteAmbulance } from '../api/delete-ambulance';
import { deleteLaboratory } from '../api/delete-laboratory';
import { deletePharmacy } from '../api/delete-pharmacy';
import { editAmbulance } from '../api/edit-ambulance';
import { editLaboratory } from '../api/edit-laboratory';
import { editPharmacy } from '../api/edit-pharmacy';
import { getAdminAmbulances } from '../api/get-admin-ambulances';
import { getAdminLaboratories } from '../api/get-admin-laboratories';
import { getAdminPharmacies } from '../api/get-admin-pharmacies';
import { type RecordField, RecordsManager } from '../../../components/ui/records-manager';

const optionalText = (text: string) => text.trim() || null;
/** A number as typed ("6.4474"); what is not one goes as typed, for the server to refuse by name. */
const coordinate = (text: string) => (text.trim() === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text.trim());
const list = {
  format: (value: unknown) => (Array.isArray(value) ? value.join(', ') : ''),
  parse: (text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
};

/** Where a pharmacy is and what it serves: what routing and click-and-collect read (the server checks each). */
const LOCATION_FIELDS: RecordField[] = [
  { name: 'kind', label: 'Kind', hint: 'pharmacy (a branch shoppers visit) or warehouse (stock only, not in this list)' },
  { name: 'address', label: 'Street address', hint: 'Where shoppers collect their orders' },
  { name: 'state', label: 'State', hint: 'As delivery zones name it: Lagos, FCT, Kano…', parse: optionalText },
  { name: 'latitude', label: 'Latitude', hint: 'For example 6.4474', parse: coordinate },
  { name: 'longitude', label: 'Longitude', hint: 'For example 3.4723', parse: coordinate },
  { name: 'openingHours', label: 'Opening hours', hint: 'For example Mon–Sat 8:00–21:00, Sun 12:00–18:00' },
  { name: 'deliveryStates', label: 'States delivered to', hint: 'Separated by commas: Lagos, Ogun', ...list },
  { name: 'deliveryLgas', label: 'LGAs delivered to', hint: 'Separated by commas; leave empty for the whole states', ...list },
  { name: 'isPickupPoint', label: 'Pickup point (shoppers collect here)', kind: 'switch' },
];

/** The pharmacies' table; the Pharmacies screen adds them with its own form, so the table has no add link. */
export function PharmaciesManager() {
  return (
    <RecordsManager<AdminPharmacy>
      singular="pharmacy"
      plural="pharmacies"
      idOf={(p) => p.pharmacyId}
      fetchPage={getAdminPharmacies}
      save={(id, body) => editPharmacy(id, body as PharmacyEdit)}
      remove={deletePharmacy}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'location', label: 'Location', required: true },
        { name: 'contact', label: 'Contact', required: true },
        { name: 'deliveryRange', label: 'Delivery range', required: true },
        ...LOCATION_FIELDS,
      ]}
      columns={[
        { key: 'location', header: 'Location', sortKey: 'location', render: (p) => p.location },
        { key: 'contact', header: 'Contact', render: (p) => p.contact },
        { key: 'state', header: 'State', render: (p) => p.state ?? '—' },
        { key: 'pickup', header: 'Pickup point', render: (p) => (p.isPickupPoint ? 'Yes' : 'No') },
      ]}
    />
  );
}

export function AmbulancesManager() {
  return (
    <RecordsManager<AdminAmbulance>
      singular="ambulance"
      plural="ambulances"
      addPath="/add-ambulance"
      idOf={(a) => a.id}
      fetchPage={getAdminAmbulances}
      save={(id, body) => editAmbulance(id, body as AmbulanceEdit)}
      remove={deleteAmbulance}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'location', label: 'Location', required: true },
        { name: 'availability', label: 'Available', kind: 'switch' },
      ]}
      columns={[
        { key: 'location', header: 'Location', sortKey: 'location', render: (a) => a.location },
        { key: 'availability', header: 'Available', render: (a) => (a.availability ? 'Yes' : 'No') },
      ]}
    />
  );
}

export function LaboratoriesManager() {
  return (
    <RecordsManager<AdminLaboratory>
      singular="laboratory"
      plural="laboratories"
      addPath="/add-laboratory"
      idOf={(l) => l.id}
      fetchPage={getAdminLaboratories}
      save={(id, body) => editLaboratory(id, body as LaboratoryEdit)}
      remove={deleteLaboratory}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'location', label: 'Location', required: true },
        { name: 'description', label: 'Description', kind: 'multiline' },
      ]}
      columns={[{ key: 'location', header: 'Location', sortKey: 'location', render: (l) => l.location }]}
    />
  );
}
