import { createHash } from 'node:crypto';
import type { SafetyRuleRow, SafetyRuleSet } from '../../platform/db/schema/medication-safety';
import type { AuthUser } from '../../platform/lib/auth-user';
import { conflict, notFound, withCode } from '../../platform/lib/http-errors';
import type { AuditService } from '../audit/audit-service';
import type { MedicationSafetyRepository } from './medication-safety-repository';
import type { RuleJson, RuleSetJson } from './medication-safety-schemas';
import type { IngredientTables, SafetyRule } from './safety-rules';

/** Who a user is as a pharmacist (identity's answer), or null for no such user. */
export type PharmacistOf = (userId: string) => Promise<{ name: string; registration: string | null; isPharmacist: boolean } | null>;

/** A rule with every field, in a fixed order: what the hash and the answers read. */
function fullRule(rule: SafetyRule): RuleJson {
  return {
    kind: rule.kind,
    ingredient: rule.ingredient ?? null,
    ingredientClass: rule.ingredientClass ?? null,
    otherIngredient: rule.otherIngredient ?? null,
    otherClass: rule.otherClass ?? null,
    severity: rule.severity ?? null,
    dailyMaxMg: rule.dailyMaxMg ?? null,
    minAgeYears: rule.minAgeYears ?? null,
    source: rule.source,
    warning: { en: rule.warning.en, pcm: rule.warning.pcm },
  };
}

/** The SHA-256 of a rule set's content, the same for the same rules in the same order. */
export function ruleSetHash(rules: readonly SafetyRule[]): string {
  return createHash('sha256')
    .update(JSON.stringify(rules.map(fullRule)))
    .digest('hex');
}

function ruleOf(row: SafetyRuleRow): SafetyRule {
  return {
    kind: row.kind,
    ingredient: row.ingredient,
    ingredientClass: row.ingredientClass,
    otherIngredient: row.otherIngredient,
    otherClass: row.otherClass,
    severity: row.severity,
    dailyMaxMg: row.dailyMaxMg,
    minAgeYears: row.minAgeYears,
    source: row.source,
    warning: { en: row.warningEn, pcm: row.warningPcm },
  };
}

function toJson(set: SafetyRuleSet, rows: SafetyRuleRow[]): RuleSetJson {
  return {
    version: set.version,
    hash: set.hash,
    createdAt: set.createdAt.toISOString(),
    signOff:
      set.signedOffAt && set.signedOffName && set.signedOffPcn
        ? { userId: set.signedOffBy, name: set.signedOffName, pcn: set.signedOffPcn, at: set.signedOffAt.toISOString() }
        : null,
    rules: rows.map((row) => fullRule(ruleOf(row))),
  };
}

/**
 * Medication safety: the medicines' normalised ingredients and their classes, and the clinical
 * rule set, versioned (a new version whenever the rules' content changes) and signed off by a
 * pharmacist with a PCN registration number, the sign-off in the audit log. The check itself is
 * pure (safety-rules.ts: checkMedicationSafety); this service hands it its tables.
 */
export class MedicationSafetyService {
  constructor(
    private readonly repository: MedicationSafetyRepository,
    private readonly audit: AuditService,
    private readonly pharmacistOf: PharmacistOf,
  ) {}

  /** Makes these rules the current version unless a version with the same content exists. */
  async ensureRuleSet(rules: readonly SafetyRule[]): Promise<{ version: number; created: boolean }> {
    return this.repository.ensureVersion(ruleSetHash(rules), rules);
  }

  /** Adds ingredient classes, and ingredients for medicines that have none yet. */
  async addIngredients(
    medicines: readonly { medicineId: string; ingredient: string; strengthMg: number | null }[],
    classes: readonly { ingredient: string; classCode: string }[],
  ): Promise<void> {
    await this.repository.addClasses(classes);
    await this.repository.addIngredients(medicines);
  }

  /** The current version with its rules and sign-off (404 before any). */
  async current(): Promise<RuleSetJson> {
    const set = await this.repository.current();
    if (!set) throw notFound('There is no medication safety rule set yet.');
    return toJson(set, await this.repository.rulesOf(set.id));
  }

  /** What the check reads: the current rules (and whether signed off) and the medicines' ingredient tables. */
  async checkTables(
    medicineIds: readonly string[],
  ): Promise<{ version: number | null; signedOff: boolean; rules: SafetyRule[]; ingredients: IngredientTables }> {
    const set = await this.repository.current();
    const rules = set ? (await this.repository.rulesOf(set.id)).map(ruleOf) : [];
    return {
      version: set?.version ?? null,
      signedOff: Boolean(set?.signedOffAt),
      rules,
      ingredients: await this.repository.ingredientTables(medicineIds),
    };
  }

  /** A pharmacist signs the current version off, with their name and PCN number; audited. */
  async signOff(actor: AuthUser, version: number): Promise<RuleSetJson> {
    const me = await this.pharmacistOf(actor.id);
    const pcn = me?.registration?.trim();
    if (!me?.isPharmacist || !pcn)
      throw withCode(conflict('Your account has no PCN registration number; add it to your pharmacist profile first.'), 'pcn-required');
    return this.repository.transaction(async (repository) => {
      const set = await repository.byVersion(version, true);
      if (!set) throw notFound('There is no such version of the rules.');
      const current = await repository.current();
      if (current?.id !== set.id)
        throw withCode(
          conflict(`Version ${version} is not the current one (${current?.version}); sign the current one off.`),
          'not-current',
        );
      const signed = await repository.signOff(set.id, { userId: actor.id, name: me.name, pcn });
      if (!signed) throw withCode(conflict(`Version ${version} is already signed off.`), 'already-signed');
      await this.audit.record(
        actor,
        {
          entityType: 'medication-safety-rules',
          entityId: set.id,
          entityName: `Medication safety rules, version ${version}`,
          action: 'sign-off',
          changes: { signOff: { from: null, to: `${me.name}, PCN ${pcn}` } },
        },
        repository.database,
      );
      return toJson(signed, await repository.rulesOf(set.id));
    });
  }
}
