import { type SQL, sql } from 'drizzle-orm';
import { lowerContains, nameContains } from './catalogue-listing-repository';
import { FORM_WORDS, formAliases, type SearchPlan, type SearchTarget } from './search-vocabulary';

/**
 * The medicine query's parts for what the vocabulary read in a search (search-vocabulary.ts):
 * the arms that find medicines by each term's target and by the words left over, and the ranks
 * that order them. A term's target matches, by kind: a condition's phrases in the description;
 * an ingredient (or an unstocked brand's ingredient) in the active ingredients or the
 * name; a product's words in the name; a category by its name.
 */

/** Where one phrase of a target is found, each an indexed condition on the medicine's own row (or its category id). */
function phraseConditions(kind: SearchTarget['kind'], phrase: string): SQL[] {
  switch (kind) {
    case 'condition':
      // The description says what a medicine is for (names are the name words' arm's).
      return [lowerContains(sql`m.description_lc`, phrase)];
    case 'ingredient':
    case 'brand':
      return [lowerContains(sql`m.ingredients_lc`, phrase), lowerContains(sql`m.name_lc`, phrase)];
    case 'product':
      return [lowerContains(sql`m.name_lc`, phrase)];
    case 'category':
      return [sql`m.category_id IN (SELECT vc.id FROM medicine_categories vc WHERE lower(vc.name) = ${phrase})`];
  }
}

const any = (conditions: SQL[]) => (conditions.length ? sql`(${sql.join(conditions, sql` OR `)})` : sql`false`);

const restWords = (plan: SearchPlan) => plan.rest.split(' ').filter((w) => w.length >= 2);

/**
 * The words left over, each in the name or the active ingredients (or, beside a term, the
 * description: "multivitamin for women"): "artemether lumefantrine". Form words only rank when
 * another word names the medicine ("ibuprofen syrup" finds the ibuprofen suspension too,
 * "salbutamol inhaler" the salbutamol inhaler first).
 */
function restCondition(plan: SearchPlan): SQL {
  const words = restWords(plan);
  const naming = words.filter((w) => !FORM_WORDS.has(w));
  const needed = naming.length ? naming : words;
  if (!needed.length) return sql`false`;
  // Each place has a trigram index (the form has none: form words only rank, see restInName).
  const columns = [sql`m.name_lc`, sql`m.ingredients_lc`, ...(plan.targets.length ? [sql`m.description_lc`] : [])];
  return sql`(${sql.join(
    needed.map((w) => any(columns.map((column) => lowerContains(column, w)))),
    sql` AND `,
  )})`;
}

/** How many leftover words the name or the form says (a form word through its aliases): a rank. */
function restInName(plan: SearchPlan): SQL {
  const words = restWords(plan);
  if (!words.length) return sql`0`;
  return sql.join(
    words.map(
      (w) => sql`(${any(formAliases(w).flatMap((a) => [lowerContains(sql`m.name_lc`, a), nameContains(sql`m.dosage_form`, a)]))})::int`,
    ),
    sql` + `,
  );
}

/**
 * Whether the leftover words get an arm of their own: a word naming a medicine (not only a form,
 * "tablets 500mg") beside a term or a strength, or several words; a single word alone is the name
 * words' and the ingredients' arms already.
 */
function restArm(plan: SearchPlan): boolean {
  const words = restWords(plan);
  const naming = words.some((w) => w.length >= 3 && !FORM_WORDS.has(w));
  return naming && (plan.targets.length > 0 || plan.strength !== null || words.length >= 2);
}

/** Every arm the plan adds to the search's UNION: one per phrase and place, and the leftover words'. */
export function planArms(plan: SearchPlan): SQL[] {
  // A term after "for" (`use`) only ranks what the words before it find.
  const arms = plan.targets
    .filter((target) => !target.use)
    .flatMap((target) => target.phrases.flatMap((phrase) => phraseConditions(target.kind, phrase)));
  if (restArm(plan)) arms.push(restCondition(plan));
  return arms;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the medicine's strength (or its name) says the strength asked for: '5mg' is 5 mg, not 25 mg; '500' any unit. */
function strengthMatch(plan: SearchPlan): SQL {
  if (!plan.strength) return sql`0`;
  const unit = plan.strength.unit ? escapeRegex(plan.strength.unit) : '(mg|mcg|g|ml|iu|%)';
  const pattern = `(^|[^0-9.])${escapeRegex(plan.strength.amount)} ?${unit}`;
  return sql`((lower(m.strength) || ' | ' || m.name_lc) ~ ${pattern})::int`;
}

/** The plan's rank columns, the same expressions in every arm (so UNION drops a medicine found twice). */
export function planRanks(plan: SearchPlan): SQL {
  const sum = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` + `) : sql`0`);
  const leftover = restArm(plan);
  const common = [sql`${strengthMatch(plan)} AS strength_match`, sql`${leftover ? restInName(plan) : sql`0`} AS rest_name`];
  if (!plan.targets.length) {
    // Ranked as names are (relevanceOrder): the columns a term's order reads stay constants, so a
    // plain search ("cream": thousands of names) reads no description for them.
    return sql.join(
      [
        sql`${leftover ? sql`(${restCondition(plan)})::int` : sql`0`} AS vocab_terms`,
        sql`0 AS vocab_phrases`,
        ...common,
        sql`0 AS pom, 0 AS device, 0 AS first_line, 0 AS class_rank`,
      ],
      sql`, `,
    );
  }
  const terms = plan.targets.map((t) => sql`(${any(t.phrases.flatMap((p) => phraseConditions(t.kind, p)))})::int`);
  const phrases = plan.targets.flatMap((t) =>
    t.phrases.map((p) =>
      // A medicine of that ingredient alone ranks before a combination containing it.
      t.kind === 'ingredient' || t.kind === 'brand'
        ? sql`(${any(phraseConditions(t.kind, p))})::int + (m.ingredients_lc = ${p})::int`
        : sql`(${any(phraseConditions(t.kind, p))})::int`,
    ),
  );
  return sql.join(
    [
      sql`${sum([...terms, sql`(${restCondition(plan)})::int`])} AS vocab_terms`,
      sql`${sum(phrases)} AS vocab_phrases`,
      ...common,
      sql`(m.medicine_class = 'pom')::int AS pom`,
      sql`(m.dosage_form IN ('device', 'test kit', 'dressing'))::int AS device`,
      sql`(m.description_lc LIKE '%first-line%')::int AS first_line`,
      sql`CASE m.medicine_class WHEN 'otc' THEN 0 WHEN 'pharmacy' THEN 1 ELSE 2 END AS class_rank`,
    ],
    sql`, `,
  );
}

/**
 * The relevance order (columns of the hits, alias h). A search naming a vocabulary term: names
 * containing the whole text, then what a shopper can buy before prescription-only medicine, the
 * most terms met, the strength asked for, medicines before devices, the most phrases met,
 * first-line, over-the-counter before pharmacy-only. Otherwise as names rank: the whole text, the
 * strength asked for, every word in the name, the closest spelling.
 */
export function relevanceOrder(plan: SearchPlan): string {
  if (plan.targets.length)
    return 'h.whole DESC, h.pom ASC, h.vocab_terms DESC, h.strength_match DESC, h.device ASC, h.vocab_phrases DESC, h.first_line DESC, h.class_rank ASC, h.rest_name DESC, h.by_name DESC, h.closeness DESC, h.name, h.id';
  return 'h.whole DESC, h.strength_match DESC, h.by_name DESC, h.rest_name DESC, h.vocab_terms DESC, h.closeness DESC, h.name, h.id';
}
