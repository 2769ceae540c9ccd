import { asc, desc, eq, inArray, isNull, and, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type SafetyRuleRow,
  type SafetyRuleSet,
  ingredientClasses,
  medicineIngredients,
  safetyRuleSets,
  safetyRules,
} from '../../platform/db/schema/medication-safety';
import type { SafetyRule } from './safety-rules';

/** Serialises the making of rule set versions across replicas starting together. */
const VERSION_LOCK = 50802049;

export type SignOff = { userId: string; name: string; pcn: string };

/** Medication safety's tables (medicine_ingredients, ingredient_classes, safety_rule_sets, safety_rules): all SQL of the domain. */
export class MedicationSafetyRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: MedicationSafetyRepository) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new MedicationSafetyRepository(tx as unknown as Database)));
  }

  /** The database handle (a transaction's inside `transaction`), for the audit entry written with a sign-off. */
  get database(): Database {
    return this.db;
  }

  /** The newest version of the rule set, or undefined before the first. */
  async current(): Promise<SafetyRuleSet | undefined> {
    const [row] = await this.db.select().from(safetyRuleSets).orderBy(desc(safetyRuleSets.version)).limit(1);
    return row;
  }

  async byVersion(version: number, lock = false): Promise<SafetyRuleSet | undefined> {
    const query = this.db.select().from(safetyRuleSets).where(eq(safetyRuleSets.version, version));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async rulesOf(ruleSetId: string): Promise<SafetyRuleRow[]> {
    return this.db.select().from(safetyRules).where(eq(safetyRules.ruleSetId, ruleSetId)).orderBy(asc(safetyRules.position));
  }

  /** The version whose rules hash to `hash`, else a new version (the next number, unsigned) with these rules. */
  async ensureVersion(hash: string, rules: readonly SafetyRule[]): Promise<{ version: number; created: boolean }> {
    return this.transaction(async (repository) => {
      await repository.db.execute(sql`select pg_advisory_xact_lock(${VERSION_LOCK})`);
      const [existing] = await repository.db.select().from(safetyRuleSets).where(eq(safetyRuleSets.hash, hash));
      if (existing) return { version: existing.version, created: false };
      const [{ next }] = await repository.db
        .select({ next: sql<number>`coalesce(max(${safetyRuleSets.version}), 0)::int + 1` })
        .from(safetyRuleSets);
      const [set] = await repository.db.insert(safetyRuleSets).values({ version: next, hash }).returning();
      if (rules.length > 0) {
        await repository.db.insert(safetyRules).values(
          rules.map((rule, position) => ({
            ruleSetId: set.id,
            position,
            kind: rule.kind,
            ingredient: rule.ingredient ?? null,
            ingredientClass: rule.ingredientClass ?? null,
            otherIngredient: rule.otherIngredient ?? null,
            otherClass: rule.otherClass ?? null,
            severity: rule.severity ?? null,
            dailyMaxMg: rule.dailyMaxMg ?? null,
            minAgeYears: rule.minAgeYears ?? null,
            source: rule.source,
            warningEn: rule.warning.en,
            warningPcm: rule.warning.pcm,
          })),
        );
      }
      return { version: next, created: true };
    });
  }

  /** Signs an unsigned version off; undefined when it was signed meanwhile. */
  async signOff(ruleSetId: string, who: SignOff): Promise<SafetyRuleSet | undefined> {
    const [row] = await this.db
      .update(safetyRuleSets)
      .set({ signedOffBy: who.userId, signedOffName: who.name, signedOffPcn: who.pcn, signedOffAt: sql`now()` })
      .where(and(eq(safetyRuleSets.id, ruleSetId), isNull(safetyRuleSets.signedOffAt)))
      .returning();
    return row;
  }

  /** Adds ingredient → class rows (those already there stay). */
  async addClasses(rows: readonly { ingredient: string; classCode: string }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(ingredientClasses)
      .values([...rows])
      .onConflictDoNothing();
  }

  /** Adds the ingredients of medicines that have none yet (a medicine already described is left as it is). */
  async addIngredients(rows: readonly { medicineId: string; ingredient: string; strengthMg: number | null }[]): Promise<number> {
    if (rows.length === 0) return 0;
    const ids = [...new Set(rows.map((r) => r.medicineId))];
    const described = new Set(
      (
        await this.db
          .selectDistinct({ medicineId: medicineIngredients.medicineId })
          .from(medicineIngredients)
          .where(inArray(medicineIngredients.medicineId, ids))
      ).map((r) => r.medicineId),
    );
    const fresh = rows.filter((r) => !described.has(r.medicineId));
    if (fresh.length === 0) return 0;
    await this.db.insert(medicineIngredients).values(fresh).onConflictDoNothing();
    return fresh.length;
  }

  /** The ingredients of these medicines, and the classes of every ingredient. */
  async ingredientTables(medicineIds: readonly string[]) {
    const medicines =
      medicineIds.length === 0
        ? []
        : await this.db
            .select({
              medicineId: medicineIngredients.medicineId,
              ingredient: medicineIngredients.ingredient,
              strengthMg: medicineIngredients.strengthMg,
            })
            .from(medicineIngredients)
            .where(inArray(medicineIngredients.medicineId, [...medicineIds]))
            .orderBy(asc(medicineIngredients.medicineId), asc(medicineIngredients.ingredient));
    const classes = await this.db
      .select({ ingredient: ingredientClasses.ingredient, classCode: ingredientClasses.classCode })
      .from(ingredientClasses)
      .orderBy(asc(ingredientClasses.ingredient), asc(ingredientClasses.classCode));
    return { medicines, classes };
  }
}
