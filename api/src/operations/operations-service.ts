import { assertNewId } from '../lib/ids';
import type { Ambulance, Laboratory, Pharmacy } from '../db/schema/catalogue';
import type { OperationsRepository, Slice } from './operations-repository';
import type { AddAmbulanceInput, AddLaboratoryInput, AddPharmacyInput } from './operations-schemas';

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
const toAmbulanceView = (row: Ambulance): AmbulanceView => ({
  id: row.id,
  name: row.name,
  location: row.location,
  availability: row.availability,
});
const toLaboratoryView = (row: Laboratory): LaboratoryView => ({
  id: row.id,
  name: row.name,
  location: row.location,
  description: row.description,
});

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
    assertNewId('pharmacyId', input.pharmacyId);
    const row = await this.repository.insertPharmacy({
      name: input.name.trim(),
      location: input.location.trim(),
      contact: input.contact.trim(),
      deliveryRange: input.deliveryRange.trim(),
    });
    return toPharmacyView(row);
  }

  async addAmbulance(input: AddAmbulanceInput): Promise<AmbulanceView> {
    assertNewId('id', input.id);
    const row = await this.repository.insertAmbulance({
      name: input.name.trim(),
      location: input.location.trim(),
      availability: input.availability ?? true,
    });
    return toAmbulanceView(row);
  }

  async addLaboratory(input: AddLaboratoryInput): Promise<LaboratoryView> {
    assertNewId('id', input.id);
    const row = await this.repository.insertLaboratory({
      name: input.name.trim(),
      location: input.location.trim(),
      description: input.description ?? '',
    });
    return toLaboratoryView(row);
  }
}
