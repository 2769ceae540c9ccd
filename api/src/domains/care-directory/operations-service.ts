import { type AuditService, diff } from '../audit/audit-service';
import type { Ambulance, Laboratory, Pharmacy } from '../../platform/db/schema/care-directory';
import { conflict, fieldError, notFound } from '../../platform/lib/http-errors';
import { assertNewId } from '../../platform/lib/ids';
import type { AuthUser } from '../../platform/plugins/types';
import type { OperationsAdminQuery, OperationsKind, OperationsRepository, OperationsRow, Slice } from './operations-repository';
import type {
  AddAmbulanceInput,
  AddLaboratoryInput,
  AddPharmacyInput,
  EditAmbulanceInput,
  EditLaboratoryInput,
  EditPharmacyInput,
} from './operations-schemas';

export type { OperationsKind };

export type PharmacyView = { pharmacyId: string; name: string; location: string; contact: string; deliveryRange: string } & Pick<
  Pharmacy,
  'kind' | 'address' | 'state' | 'latitude' | 'longitude' | 'openingHours' | 'deliveryStates' | 'deliveryLgas' | 'isPickupPoint'
>;
export type AmbulanceView = { id: string; name: string; location: string; availability: boolean };
export type LaboratoryView = { id: string; name: string; location: string; description: string };
export type Page<T> = { items: T[]; total: number };
type AdminFields = { hidden: boolean; version: number; updatedAt: string };

const toPharmacyView = (row: Pharmacy): PharmacyView => ({
  pharmacyId: row.id,
  name: row.name,
  location: row.location,
  contact: row.contact,
  deliveryRange: row.deliveryRange,
  kind: row.kind,
  address: row.address,
  state: row.state,
  latitude: row.latitude,
  longitude: row.longitude,
  openingHours: row.openingHours,
  deliveryStates: row.deliveryStates,
  deliveryLgas: row.deliveryLgas,
  isPickupPoint: row.isPickupPoint,
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

type Views = { pharmacy: PharmacyView; ambulance: AmbulanceView; laboratory: LaboratoryView };
const VIEWS: { [K in OperationsKind]: (row: OperationsRow[K]) => Views[K] } = {
  pharmacy: toPharmacyView,
  ambulance: toAmbulanceView,
  laboratory: toLaboratoryView,
};
const FIELDS: { [K in OperationsKind]: readonly (keyof OperationsRow[K] & string)[] } = {
  pharmacy: [
    'name',
    'location',
    'contact',
    'deliveryRange',
    'kind',
    'address',
    'state',
    'latitude',
    'longitude',
    'openingHours',
    'deliveryStates',
    'deliveryLgas',
    'isPickupPoint',
  ],
  ambulance: ['name', 'location', 'availability'],
  laboratory: ['name', 'location', 'description'],
};
const LABELS: Record<OperationsKind, string> = { pharmacy: 'pharmacy', ambulance: 'ambulance', laboratory: 'laboratory' };

type EditInputs = { pharmacy: EditPharmacyInput; ambulance: EditAmbulanceInput; laboratory: EditLaboratoryInput };

/** Pharmacies (markets), ambulances and laboratories: lists for everyone, changes by admins (audited). */
export class OperationsService {
  constructor(
    private readonly repository: OperationsRepository,
    private readonly audit: AuditService,
  ) {}

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

  private adminView<K extends OperationsKind>(kind: K, row: OperationsRow[K]): Views[K] & AdminFields {
    return { ...VIEWS[kind](row), hidden: row.hidden, version: row.version, updatedAt: row.updatedAt.toISOString() };
  }

  async adminList<K extends OperationsKind>(kind: K, query: OperationsAdminQuery, slice: Slice): Promise<Page<Views[K] & AdminFields>> {
    const search = query.search?.trim().replace(/\s+/g, ' ') || undefined;
    const { rows, total } = await this.repository.adminList(kind, { ...query, search }, slice);
    return { items: rows.map((row) => this.adminView(kind, row)), total };
  }

  private async added<K extends OperationsKind>(
    actor: AuthUser,
    kind: K,
    insert: (repository: OperationsRepository) => Promise<OperationsRow[K]>,
  ) {
    return this.repository.transaction(async (repository, tx) => {
      const row = await insert(repository);
      const changes = Object.fromEntries(FIELDS[kind].map((f) => [f, { from: null, to: row[f] }]));
      await this.audit.record(actor, { entityType: kind, entityId: row.id, entityName: row.name, action: 'create', changes }, tx);
      return row;
    });
  }

  async addPharmacy(actor: AuthUser, input: AddPharmacyInput): Promise<PharmacyView> {
    assertNewId('pharmacyId', input.pharmacyId);
    const row = await this.added(actor, 'pharmacy', (repository) =>
      repository.insertPharmacy({
        name: input.name.trim(),
        location: input.location.trim(),
        contact: input.contact.trim(),
        deliveryRange: input.deliveryRange.trim(),
      }),
    );
    return toPharmacyView(row);
  }

  async addAmbulance(actor: AuthUser, input: AddAmbulanceInput): Promise<AmbulanceView> {
    assertNewId('id', input.id);
    const row = await this.added(actor, 'ambulance', (repository) =>
      repository.insertAmbulance({ name: input.name.trim(), location: input.location.trim(), availability: input.availability ?? true }),
    );
    return toAmbulanceView(row);
  }

  async addLaboratory(actor: AuthUser, input: AddLaboratoryInput): Promise<LaboratoryView> {
    assertNewId('id', input.id);
    const row = await this.added(actor, 'laboratory', (repository) =>
      repository.insertLaboratory({ name: input.name.trim(), location: input.location.trim(), description: input.description ?? '' }),
    );
    return toLaboratoryView(row);
  }

  /** Changes the fields given (and `hidden`) when `version` is still the record's; 409 otherwise. Audited. */
  async edit<K extends OperationsKind>(actor: AuthUser, kind: K, id: string, input: EditInputs[K]): Promise<Views[K] & AdminFields> {
    const { version, ...rest } = input as { version: number } & Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(rest)) {
      if (value === undefined) continue;
      values[field] = typeof value === 'string' && field !== 'description' ? value.trim() : value;
    }
    if (Array.isArray(values.deliveryLgas)) values.deliveryLgas = (values.deliveryLgas as string[]).map((lga) => lga.trim());
    const row = await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lock(kind, id);
      if (!before) throw notFound(`There is no such ${LABELS[kind]}.`);
      assertVersion(LABELS[kind], before.name, before.version, version);
      if (kind === 'pharmacy') assertLocation({ ...(before as Pharmacy), ...(values as Partial<Pharmacy>) });
      const changes = diff(before, values as Partial<OperationsRow[K]>, [...FIELDS[kind], 'hidden']);
      if (Object.keys(changes).length === 0) return before;
      const after = await repository.update(kind, id, values as Partial<OperationsRow[K]>);
      const fields = Object.keys(changes);
      const action = fields.length === 1 && fields[0] === 'hidden' ? ((changes.hidden.to as boolean) ? 'hide' : 'unhide') : 'update';
      await this.audit.record(actor, { entityType: kind, entityId: id, entityName: after.name, action, changes }, tx);
      return after;
    });
    return this.adminView(kind, row);
  }

  /** Nothing in the shop refers to these records, so any may be deleted (with the version read). */
  async delete(actor: AuthUser, kind: OperationsKind, id: string, version: number): Promise<void> {
    await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lock(kind, id);
      if (!before) throw notFound(`There is no such ${LABELS[kind]}.`);
      assertVersion(LABELS[kind], before.name, before.version, version);
      await repository.delete(kind, id);
      const record = before as unknown as Record<string, unknown>;
      const changes = Object.fromEntries((FIELDS[kind] as readonly string[]).map((f) => [f, { from: record[f], to: null }]));
      await this.audit.record(actor, { entityType: kind, entityId: id, entityName: before.name, action: 'delete', changes }, tx);
    });
  }
}

/** A location's fields together: coordinates both or neither; a pickup point is a pharmacy with a street address and a state. */
function assertLocation(location: Pharmacy) {
  if ((location.latitude === null) !== (location.longitude === null))
    throw fieldError(location.latitude === null ? 'latitude' : 'longitude', 'Give both the latitude and the longitude, or neither.');
  if (!location.isPickupPoint) return;
  if (location.kind !== 'pharmacy') throw fieldError('isPickupPoint', 'Shoppers collect at a pharmacy, not at a warehouse.');
  if (!location.address.trim()) throw fieldError('address', 'A pickup point needs the street address shoppers come to.');
  if (!location.state) throw fieldError('state', 'A pickup point needs its state (shoppers find it by state).');
}

function assertVersion(kind: string, name: string, current: number, sent: number) {
  if (current !== sent) {
    throw conflict(
      `Someone changed this ${kind} ("${name}") after you opened it: it is now at version ${current}, not ${sent}. Reload it, check their change and make yours again.`,
      [{ field: 'version', message: `the ${kind} is now at version ${current}` }],
    );
  }
}
