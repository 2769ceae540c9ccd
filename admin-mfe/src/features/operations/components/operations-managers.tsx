import {
  type AdminAmbulance,
  type AdminLaboratory,
  type AdminPharmacy,
  type AmbulanceEdit,
  type LaboratoryEdit,
  type PharmacyEdit,
} from 'shared-kernel';
import {
  deleteAmbulance,
  deleteLaboratory,
  deletePharmacy,
  editAmbulance,
  editLaboratory,
  editPharmacy,
  getAdminAmbulances,
  getAdminLaboratories,
  getAdminPharmacies,
} from '../api/manage-operations';
import { RecordsManager } from '../../../components/ui/records-manager';

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
      ]}
      columns={[
        { key: 'location', header: 'Location', sortKey: 'location', render: (p) => p.location },
        { key: 'contact', header: 'Contact', render: (p) => p.contact },
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
