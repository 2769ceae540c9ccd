import type { Ambulance, Laboratory, Pharmacy } from '../db/schema/catalogue';
import { fieldError } from '../lib/http-errors';
import type { OperationsRepository, Slice } from './operations-repository';
import type { AddAmbulanceInput, AddLaboratoryInput, AddPharmacyInput } from './operations-schemas';

const NEW_ID = '00000000-0000-0000-0000-000000000000';

export type PharmacyView = { pharmacyId: string; name: string; location: string; contact: string; deliveryRange: string };
export type AmbulanceView = { id: string; name: string; location: string; availability: boolean };
export type LaboratoryView = { id: string; name: string; location: string; description: string };
export type Page<T> = { items: T[]; total: number };

const toPharmacyView = (row: Pharmacy): PharmacyView => ({
  pharmacyId: row.id,
  name: row.name,
  location: row.location,
  contact: row.contact,
  deliveryRange: row.deliveryRange,
});
const toAmbulanceView = (row: Ambulance): AmbulanceView => ({ id: row.id, name: row.name, location: row.location, availability: row.availability });
const toLaboratoryView = (row: Laboratory): LaboratoryView => ({ id: row.id, name: row.name, location: row.location, description: row.description });

function assertNew(field: string, id: string | undefined) {
  if (id !== undefined && id !== NEW_ID) {
    throw fieldError(field, `${field} must be left out or be the all-zero id: the server assigns the id of something new.`);
  }
}

/** Pharmacies (markets), ambulances and laboratories: lists for everyone, additions by admins. */
export class OperationsService {
  constructor(private readonly repository: OperationsRepository) {}

  async listPharmacies(slice: Slice): Promise<Page<PharmacyView>> {
    const { rows, total } = await this.repository.listPharmacies(slice);
    return { items: rows.map(toPharmacyView), total };
  }

  async listAmbulances(slice: Slice): Promise<Page<AmbulanceView>> {
    const { rows, total } = await this.repository.listAmbulances(slice);
    return { items: rows.map(toAmbulanceView), total };
  }

  async listLaboratories(slice: Slice): Promise<Page<LaboratoryView>> {
    const { rows, total } = await this.repository.listLaboratories(slice);
    return { items: rows.map(toLaboratoryView), total };
  }

  async addPharmacy(input: AddPharmacyInput): Promise<PharmacyView> {
    assertNew('pharmacyId', input.pharmacyId);
    const row = await this.repository.insertPharmacy({
      name: input.name.trim(),
      location: input.location.trim(),
      contact: input.contact.trim(),
      deliveryRange: input.deliveryRange.trim(),
    });
    return toPharmacyView(row);
  }

  async addAmbulance(input: AddAmbulanceInput): Promise<AmbulanceView> {
    assertNew('id', input.id);
    const row = await this.repository.insertAmbulance({ name: input.name.trim(), location: input.location.trim(), availability: input.availability ?? true });
    return toAmbulanceView(row);
  }

  async addLaboratory(input: AddLaboratoryInput): Promise<LaboratoryView> {
    assertNew('id', input.id);
    const row = await this.repository.insertLaboratory({ name: input.name.trim(), location: input.location.trim(), description: input.description ?? '' });
    return toLaboratoryView(row);
  }
}
