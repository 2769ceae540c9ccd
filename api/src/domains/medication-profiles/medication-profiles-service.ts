import type { MedicationProfile, ProfileMedicine, ProfileRelationship } from '../../platform/db/schema/medication-profiles';
import type { Json } from '../../platform/http/schemas';
import type { AuthUser } from '../../platform/lib/auth-user';
import { conflict, fieldError, forbidden, HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuditService } from '../audit/audit-service';
import type { MedicationProfilesRepository, ProfileValues } from './medication-profiles-repository';
import { type addBody, LIMITS, type ProfileJson, type replaceBody } from './medication-profiles-schemas';
import { OLDEST_YEARS, YOUNGEST_PREGNANT_YEARS, ageInYears, isCalendarDate, lagosToday } from './profile-dates';

export type AddInput = Json<typeof addBody>;
export type ReplaceInput = Json<typeof replaceBody>;
type ProfileInput = Omit<ReplaceInput, 'version' | 'relationship'>;

function toJson(row: MedicationProfile, today = lagosToday()): ProfileJson {
  return {
    id: row.id,
    relationship: row.relationship,
    label: row.label,
    dateOfBirth: row.dateOfBirth,
    ageYears: row.dateOfBirth ? ageInYears(row.dateOfBirth, today) : null,
    sex: row.sex,
    pregnant: row.pregnant,
    breastfeeding: row.breastfeeding,
    allergies: { ingredients: row.allergies.ingredients, classes: row.allergies.classes },
    conditions: row.conditions,
    medicines: row.medicines.map((m) => ({ medicineId: m.medicineId, name: m.name })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A date of birth checked: a real day, not after today, at most OLDEST_YEARS ago; null when not given. */
function checkedBirth(value: string | null | undefined, today: string): string | null {
  if (value === null || value === undefined) return null;
  if (!isCalendarDate(value)) throw fieldError('dateOfBirth', 'The date of birth must be a real date (YYYY-MM-DD).');
  if (value > today) throw fieldError('dateOfBirth', 'The date of birth cannot be in the future.');
  if (ageInYears(value, today) > OLDEST_YEARS)
    throw fieldError('dateOfBirth', `The date of birth cannot be more than ${OLDEST_YEARS} years ago.`);
  return value;
}

/** Pregnancy and breastfeeding: only for a female, with a date of birth, aged YOUNGEST_PREGNANT_YEARS or over. */
function checkPregnancy(input: ProfileInput, dateOfBirth: string | null, today: string) {
  for (const field of ['pregnant', 'breastfeeding'] as const) {
    if (!input[field]) continue;
    if (input.sex !== 'female')
      throw fieldError(field, `${field === 'pregnant' ? 'Pregnancy' : 'Breastfeeding'} can only be recorded for a female.`);
    if (!dateOfBirth)
      throw fieldError('dateOfBirth', `Give the date of birth to record ${field === 'pregnant' ? 'a pregnancy' : 'breastfeeding'}.`);
    if (ageInYears(dateOfBirth, today) < YOUNGEST_PREGNANT_YEARS)
      throw fieldError(
        field,
        `${field === 'pregnant' ? 'Pregnancy' : 'Breastfeeding'} cannot be recorded for a child under ${YOUNGEST_PREGNANT_YEARS}.`,
      );
  }
}

/**
 * Medication profiles: the shopper's own ("myself", made on first use) and one for each person they
 * buy for. Health data: every shopper route needs the shopper's health-data consent in force; only
 * the owner reads or changes them (another shopper's answers 404); a pharmacist may read a
 * shopper's, and each such read is written to the audit log.
 */
export class MedicationProfilesService {
  constructor(
    private readonly repository: MedicationProfilesRepository,
    private readonly audit: AuditService,
    /** Throws 409 `consent-required` unless the shopper's health-data consent is in force. */
    private readonly requireConsent: (userId: string) => Promise<void>,
    /** A catalogue medicine's name, or undefined when there is no such medicine in the shop. */
    private readonly medicineName: (medicineId: string) => Promise<string | undefined>,
  ) {}

  /** The shopper's profiles, "myself" first (made, empty, the first time). */
  async list(userId: string): Promise<ProfileJson[]> {
    await this.requireConsent(userId);
    await this.repository.ensureSelf(userId);
    const today = lagosToday();
    return (await this.repository.ofUser(userId)).map((row) => toJson(row, today));
  }

  async one(userId: string, id: string): Promise<ProfileJson> {
    await this.requireConsent(userId);
    const row = await this.repository.find(userId, id);
    if (!row) throw notFound('There is no such profile.');
    return toJson(row);
  }

  /** Adds a person the shopper buys for; at most LIMITS.people profiles in all, "myself" included. */
  async add(userId: string, input: AddInput): Promise<ProfileJson> {
    await this.requireConsent(userId);
    const values = await this.values(input.relationship, input);
    const row = await this.repository.transaction(async (repository) => {
      await repository.ensureSelf(userId);
      await repository.lockSelf(userId);
      const count = (await repository.ofUser(userId)).length;
      if (count >= LIMITS.people)
        throw withCode(
          conflict(`You can keep profiles for at most ${LIMITS.people} people, yourself included. Remove one first.`),
          'too-many-profiles',
        );
      return repository.insert(userId, values);
    });
    return toJson(row);
  }

  /** Replaces the whole profile when `version` is still the profile's (409 otherwise). */
  async replace(userId: string, id: string, input: ReplaceInput): Promise<ProfileJson> {
    await this.requireConsent(userId);
    // The catalogue is read before the profile's lock: on PGlite one connection serves all, so a read outside the transaction would wait for ever.
    const medicines = await this.medicines(input.medicines ?? []);
    const row = await this.repository.transaction(async (repository) => {
      const before = await repository.find(userId, id, true);
      if (!before) throw notFound('There is no such profile.');
      assertVersion(before.version, input.version);
      const relationship = input.relationship ?? before.relationship;
      if ((relationship === 'self') !== (before.relationship === 'self'))
        throw fieldError(
          'relationship',
          before.relationship === 'self' ? 'Your own profile stays "self".' : 'Only your own profile is "self".',
        );
      return repository.replace(id, await this.values(relationship, input, medicines));
    });
    return toJson(row);
  }

  /** Removes a person's profile (never the shopper's own). */
  async delete(userId: string, id: string): Promise<void> {
    await this.requireConsent(userId);
    await this.repository.transaction(async (repository) => {
      const before = await repository.find(userId, id, true);
      if (!before) throw notFound('There is no such profile.');
      if (before.relationship === 'self')
        throw withCode(forbidden('Your own profile cannot be removed; clear its fields instead.'), 'own-profile');
      await repository.delete(id);
    });
  }

  /** A pharmacist reads a shopper's profiles: the read is written to the audit log with it. */
  async staffRead(staff: AuthUser, shopperId: string): Promise<ProfileJson[]> {
    return this.repository.transaction(async (repository) => {
      const rows = await repository.ofUser(shopperId);
      await this.audit.record(
        staff,
        {
          entityType: 'medication-profile',
          entityId: shopperId,
          entityName: `Medication profiles (${rows.length})`,
          action: 'read',
          changes: {},
        },
        repository.database,
      );
      const today = lagosToday();
      return rows.map((row) => toJson(row, today));
    });
  }

  /**
   * The person a sale is for, as the clinical checks read them: the profile `profileId` (404 unless
   * it is the shopper's own), else the shopper's "myself" profile (null when never made). The
   * profile's health data only with the shopper's health-data consent in force (`withHealthData`
   * false: only its id is answered, none of its contents).
   */
  async forCheck(
    userId: string,
    profileId: string | null | undefined,
  ): Promise<{ id: string; label: string; relationship: ProfileRelationship; row: MedicationProfile | null } | null> {
    const row = profileId
      ? await this.repository.find(userId, profileId)
      : (await this.repository.ofUser(userId)).find((p) => p.relationship === 'self');
    if (profileId && !row) throw notFound('There is no such profile.');
    if (!row) return null;
    const consented = await this.requireConsent(userId).then(
      () => true,
      (err) => {
        if (err instanceof HttpError && err.statusCode === 409) return false;
        throw err;
      },
    );
    return { id: row.id, label: row.label, relationship: row.relationship, row: consented ? row : null };
  }

  /** A pharmacist reads the one profile a held or reviewed sale is for: audited with the read; null when it is gone. */
  async staffReadOne(staff: AuthUser, shopperId: string, profileId: string): Promise<ProfileJson | null> {
    return this.repository.transaction(async (repository) => {
      const row = await repository.find(shopperId, profileId);
      if (!row) return null;
      await this.audit.record(
        staff,
        {
          entityType: 'medication-profile',
          entityId: shopperId,
          entityName: `Medication profile ${row.relationship === 'self' ? '(the shopper)' : `(${row.label})`}`,
          action: 'read',
          changes: {},
        },
        repository.database,
      );
      return toJson(row);
    });
  }

  /** The profile's fields from what the shopper sent, checked; the catalogue medicines named as the shop names them. */
  private async values(relationship: ProfileRelationship, input: ProfileInput, resolved?: ProfileMedicine[]): Promise<ProfileValues> {
    const today = lagosToday();
    const label = (input.label ?? '').trim();
    if (relationship !== 'self' && !label) throw fieldError('label', 'Give a name or label for this person.');
    const dateOfBirth = checkedBirth(input.dateOfBirth, today);
    if (relationship !== 'self' && !dateOfBirth) throw fieldError('dateOfBirth', 'Give the date of birth of this person.');
    checkPregnancy(input, dateOfBirth, today);
    const allergies = { ingredients: [...(input.allergies?.ingredients ?? [])], classes: [...(input.allergies?.classes ?? [])] };
    if (allergies.ingredients.length + allergies.classes.length > LIMITS.allergies)
      throw fieldError('allergies', `At most ${LIMITS.allergies} allergies, ingredients and classes together.`);
    return {
      relationship,
      label,
      dateOfBirth,
      sex: input.sex ?? null,
      pregnant: input.pregnant ?? false,
      breastfeeding: input.breastfeeding ?? false,
      allergies,
      conditions: [...(input.conditions ?? [])],
      medicines: resolved ?? (await this.medicines(input.medicines ?? [])),
    };
  }

  private async medicines(items: NonNullable<ProfileInput['medicines']>): Promise<ProfileMedicine[]> {
    const out: ProfileMedicine[] = [];
    for (const [index, item] of items.entries()) {
      if (item.medicineId) {
        const field = `medicines.${index}.medicineId`;
        if (out.some((m) => m.medicineId === item.medicineId)) throw fieldError(field, 'This medicine is listed twice.');
        const name = await this.medicineName(item.medicineId);
        if (!name) throw fieldError(field, 'There is no such medicine in the catalogue.');
        out.push({ medicineId: item.medicineId, name });
      } else {
        out.push({ medicineId: null, name: (item.name ?? '').trim() });
      }
    }
    return out;
  }
}

function assertVersion(current: number, sent: number) {
  if (current !== sent) {
    throw conflict(
      `Someone changed this profile after you opened it: it is now at version ${current}, not ${sent}. Reload it, check the change and make yours again.`,
      [{ field: 'version', message: `the profile is now at version ${current}` }],
    );
  }
}
