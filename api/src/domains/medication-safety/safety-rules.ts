import type { SafetyRuleKind, SafetyRuleSeverity } from '../../platform/db/schema/medication-safety';

/** A text in the shop's two languages: English and Nigerian Pidgin. */
export type Bilingual = { en: string; pcm: string };

/**
 * One clinical rule. Which fields a kind reads:
 * - `duplicate-ingredient`: `ingredient`, `dailyMaxMg` (adult);
 * - `interaction`: one side `ingredient` or `ingredientClass`, the other `otherIngredient` or `otherClass`, `severity`;
 * - `allergy-class`: `ingredientClass` (an allergy to the class matches every ingredient of it); without a
 *   class, an allergy to the ingredient itself;
 * - `age-limit`: `ingredient`, `minAgeYears`;
 * - `pregnancy`, `breastfeeding`: `ingredient` or `ingredientClass`, `severity`.
 */
export type SafetyRule = {
  kind: SafetyRuleKind;
  ingredient?: string | null;
  ingredientClass?: string | null;
  otherIngredient?: string | null;
  otherClass?: string | null;
  severity?: SafetyRuleSeverity | null;
  dailyMaxMg?: number | null;
  minAgeYears?: number | null;
  /** Where the rule comes from: a short citation (BNF monograph, MHRA Drug Safety Update...). */
  source: string;
  warning: Bilingual;
};

/** The normalised ingredients: each medicine's (strength in mg per unit, null where it does not apply), and each ingredient's classes. */
export type IngredientTables = {
  medicines: readonly { medicineId: string; ingredient: string; strengthMg: number | null }[];
  classes: readonly { ingredient: string; classCode: string }[];
};

/** What the checks need of a medication profile (medication-profiles' row has these fields). */
export type SafetyPerson = {
  dateOfBirth: string | null;
  pregnant: boolean;
  breastfeeding: boolean;
  allergies: { ingredients: readonly string[]; classes: readonly string[] };
};

export type SafetyCheckInput = {
  lines: readonly { medicineId: string; quantity: number }[];
  person: SafetyPerson | null;
  /** Medicines the person already takes (their profile's regular medicines from the catalogue). */
  regularMedicineIds: readonly string[];
  /** YYYY-MM-DD (Lagos), for the person's age. */
  today: string;
};

export type SafetyAlertSeverity = 'block' | 'major' | 'moderate';

export type SafetyAlert = {
  severity: SafetyAlertSeverity;
  kind: SafetyRuleKind;
  /** The medicines the alert is about, cart lines first, then regular medicines. */
  medicineIds: string[];
  ingredient?: string;
  message: Bilingual;
  source: string;
  /** Duplicate ingredient: mg per unit of each medicine, their sum (one unit of each taken together), the adult daily maximum. */
  amounts?: { perUnitMg: (number | null)[]; combinedUnitMg: number; dailyMaxMg: number };
};

const bySeverity = (severity: SafetyRuleSeverity | null | undefined): SafetyAlertSeverity =>
  severity === 'contraindicated' ? 'block' : severity === 'major' ? 'major' : 'moderate';

const RANK: Record<SafetyAlertSeverity, number> = { block: 0, major: 1, moderate: 2 };

/** Whole years from `born` to `today` (both YYYY-MM-DD). */
function ageInYears(born: string, today: string): number {
  const [by, bm, bd] = born.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Looks up ingredients and classes of medicines. */
class Lookup {
  private readonly ingredientsOf = new Map<string, { ingredient: string; strengthMg: number | null }[]>();
  private readonly classesOf = new Map<string, Set<string>>();

  constructor(tables: IngredientTables) {
    for (const row of tables.medicines) {
      const list = this.ingredientsOf.get(row.medicineId) ?? [];
      list.push({ ingredient: row.ingredient, strengthMg: row.strengthMg });
      this.ingredientsOf.set(row.medicineId, list);
    }
    for (const row of tables.classes) {
      const set = this.classesOf.get(row.ingredient) ?? new Set<string>();
      set.add(row.classCode);
      this.classesOf.set(row.ingredient, set);
    }
  }

  ingredients(medicineId: string) {
    return this.ingredientsOf.get(medicineId) ?? [];
  }

  inClass(ingredient: string, classCode: string): boolean {
    return this.classesOf.get(ingredient)?.has(classCode) ?? false;
  }

  /** The medicine's ingredients a rule side names: the ingredient itself, or those of the class. */
  matching(medicineId: string, ingredient: string | null | undefined, classCode: string | null | undefined): string[] {
    return this.ingredients(medicineId)
      .map((i) => i.ingredient)
      .filter((i) => (ingredient ? i === ingredient : classCode ? this.inClass(i, classCode) : false));
  }
}

function duplicates(rules: readonly SafetyRule[], lookup: Lookup, cart: string[], regular: string[]): SafetyAlert[] {
  const alerts: SafetyAlert[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'duplicate-ingredient' || !rule.ingredient || rule.dailyMaxMg == null) continue;
    const holding = [...cart, ...regular].filter((id) => lookup.matching(id, rule.ingredient, null).length > 0);
    if (holding.length < 2 || !holding.some((id) => cart.includes(id))) continue;
    const perUnitMg = holding.map((id) => lookup.ingredients(id).find((i) => i.ingredient === rule.ingredient)!.strengthMg);
    const combinedUnitMg = perUnitMg.reduce<number>((sum, mg) => sum + (mg ?? 0), 0);
    alerts.push({
      severity: 'major',
      kind: rule.kind,
      medicineIds: holding,
      ingredient: rule.ingredient,
      message: rule.warning,
      source: rule.source,
      amounts: { perUnitMg, combinedUnitMg, dailyMaxMg: rule.dailyMaxMg },
    });
  }
  return alerts;
}

function interactions(rules: readonly SafetyRule[], lookup: Lookup, cart: string[], regular: string[]): SafetyAlert[] {
  const alerts: SafetyAlert[] = [];
  const all = [...cart, ...regular];
  for (const rule of rules) {
    if (rule.kind !== 'interaction') continue;
    for (const [i, a] of all.entries()) {
      for (const b of all.slice(i + 1)) {
        if (!cart.includes(a) && !cart.includes(b)) continue;
        const hit = (x: string, y: string) => {
          const one = lookup.matching(x, rule.ingredient, rule.ingredientClass);
          const two = lookup.matching(y, rule.otherIngredient, rule.otherClass);
          // The same ingredient in both is a duplicate (its own rule), not an interaction.
          return one.some((p) => two.some((q) => p !== q));
        };
        if (!hit(a, b) && !hit(b, a)) continue;
        alerts.push({
          severity: bySeverity(rule.severity),
          kind: rule.kind,
          medicineIds: [a, b],
          message: rule.warning,
          source: rule.source,
        });
      }
    }
  }
  return alerts;
}

function allergies(rules: readonly SafetyRule[], lookup: Lookup, cart: string[], person: SafetyPerson): SafetyAlert[] {
  const alerts: SafetyAlert[] = [];
  for (const rule of rules) {
    if (rule.kind !== 'allergy-class') continue;
    for (const id of cart) {
      const found = !rule.ingredientClass
        ? lookup
            .ingredients(id)
            .map((i) => i.ingredient)
            .filter((i) => person.allergies.ingredients.includes(i))
        : person.allergies.classes.includes(rule.ingredientClass)
          ? lookup.matching(id, null, rule.ingredientClass)
          : [];
      for (const ingredient of found)
        alerts.push({ severity: 'block', kind: rule.kind, medicineIds: [id], ingredient, message: rule.warning, source: rule.source });
    }
  }
  return alerts;
}

function personal(rules: readonly SafetyRule[], lookup: Lookup, cart: string[], person: SafetyPerson, today: string): SafetyAlert[] {
  const alerts: SafetyAlert[] = [];
  const age = person.dateOfBirth ? ageInYears(person.dateOfBirth, today) : null;
  for (const rule of rules) {
    const applies =
      rule.kind === 'age-limit'
        ? age !== null && rule.minAgeYears != null && age < rule.minAgeYears
        : rule.kind === 'pregnancy'
          ? person.pregnant
          : rule.kind === 'breastfeeding' && person.breastfeeding;
    if (!applies) continue;
    for (const id of cart) {
      for (const ingredient of lookup.matching(id, rule.ingredient, rule.ingredientClass)) {
        const severity = rule.kind === 'age-limit' ? 'block' : bySeverity(rule.severity);
        alerts.push({ severity, kind: rule.kind, medicineIds: [id], ingredient, message: rule.warning, source: rule.source });
      }
    }
  }
  return alerts;
}

/**
 * The clinical checks over a cart (or a checkout's or a refill's lines) for the person it is for:
 * the same ingredient in two or more medicines (cart and regular medicines) with a daily maximum,
 * interacting pairs, allergies (by ingredient or by class), age limits, pregnancy and
 * breastfeeding. Pure: the rules and ingredient tables are given. Blocking alerts first.
 */
export function checkMedicationSafety(input: SafetyCheckInput, rules: readonly SafetyRule[], ingredients: IngredientTables): SafetyAlert[] {
  const lookup = new Lookup(ingredients);
  const cart = [...new Set(input.lines.filter((l) => l.quantity > 0).map((l) => l.medicineId))];
  const regular = [...new Set(input.regularMedicineIds)].filter((id) => !cart.includes(id));
  const alerts = [...duplicates(rules, lookup, cart, regular), ...interactions(rules, lookup, cart, regular)];
  if (input.person) {
    alerts.push(...allergies(rules, lookup, cart, input.person), ...personal(rules, lookup, cart, input.person, input.today));
  }
  // Two rules saying the same of the same medicines (ciprofloxacin with each of an antacid's ingredients) make one alert.
  const seen = new Set<string>();
  const unique = alerts.filter((a) => {
    const key = JSON.stringify([a.kind, a.severity, a.medicineIds, a.ingredient, a.source, a.message.en]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}
