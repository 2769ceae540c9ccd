import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { type ClinicalRule } from '../api/get-clinical-rules';

type Kind = ClinicalRule['kind'];

/** The kinds in the order a pharmacist reads them, each with its heading and what it checks. */
export const KINDS: { kind: Kind; title: string; about: string }[] = [
  {
    kind: 'duplicate-ingredient',
    title: 'Same ingredient twice',
    about: 'The same active ingredient in several medicines, against its adult daily maximum.',
  },
  { kind: 'interaction', title: 'Interactions', about: 'Two medicines (or classes) that should not be taken together, or only with care.' },
  { kind: 'allergy-class', title: 'Allergy classes', about: 'An allergy to a class covers every ingredient of it.' },
  { kind: 'age-limit', title: 'Age limits', about: 'The youngest age a medicine may be sold for.' },
  { kind: 'pregnancy', title: 'Pregnancy', about: 'Medicines to avoid, or use with care, in pregnancy.' },
  { kind: 'breastfeeding', title: 'Breastfeeding', about: 'Medicines to avoid, or use with care, while breastfeeding.' },
];

const SEVERITY_LABELS: Record<string, string> = { contraindicated: 'Contraindicated', major: 'Major', moderate: 'Moderate' };

/** Class names by code; a code not in it is shown as it is. */
export type ClassNames = Record<string, string>;

const className = (code: string, names: ClassNames) => `${names[code] ?? code} (class)`;
const side = (ingredient: string | null, ingredientClass: string | null, names: ClassNames) =>
  ingredient ?? (ingredientClass ? className(ingredientClass, names) : '');

/** What the rule is about, in a line: the ingredients or classes it names. */
export function ruleSubject(rule: ClinicalRule, names: ClassNames = {}): string {
  if (rule.kind === 'allergy-class' && !rule.ingredient && !rule.ingredientClass)
    return 'Any ingredient the person is recorded as allergic to';
  const one = side(rule.ingredient, rule.ingredientClass, names);
  if (rule.kind === 'interaction') return `${one} + ${side(rule.otherIngredient, rule.otherClass, names)}`;
  if (rule.kind === 'allergy-class' && rule.ingredientClass)
    return `${className(rule.ingredientClass, names)}${rule.ingredient ? `: ${rule.ingredient}` : ''}`;
  return one;
}

/** The rule's weight: a severity, a daily maximum or a minimum age. */
export function ruleLevel(rule: ClinicalRule) {
  if (rule.kind === 'duplicate-ingredient' && rule.dailyMaxMg != null)
    return `At most ${rule.dailyMaxMg.toLocaleString('en-NG')} mg a day (adult)`;
  if (rule.kind === 'age-limit' && rule.minAgeYears != null) return `From ${rule.minAgeYears} years`;
  if (rule.kind === 'allergy-class') return 'Blocks the sale';
  return rule.severity ? <span className={`admin-badge admin-rule-severity-${rule.severity}`}>{SEVERITY_LABELS[rule.severity]}</span> : '';
}

const columns = (names: ClassNames): Column<ClinicalRule>[] => [
  { key: 'subject', header: 'Rule', render: (r) => <span className="admin-rule-subject">{ruleSubject(r, names)}</span> },
  { key: 'level', header: 'Severity or limit', render: (r) => <span className="admin-rule-level">{ruleLevel(r)}</span> },
  { key: 'warning', header: 'Warning shown', render: (r) => r.warning.en },
  { key: 'source', header: 'Source', render: (r) => <cite className="admin-rule-source">{r.source}</cite> },
];

/** The rules of one kind as a table (stacked cards on a phone). */
export function RuleTable({ kind, rules, names }: { kind: (typeof KINDS)[number]; rules: ClinicalRule[]; names: ClassNames }) {
  return (
    <section className="admin-rules-group" aria-labelledby={`admin-rules-${kind.kind}`}>
      <h2 id={`admin-rules-${kind.kind}`}>
        {kind.title} <span className="admin-badge">{rules.length}</span>
      </h2>
      <p className="admin-hint">{kind.about}</p>
      <DataTable
        caption={`${kind.title}: rules and their sources`}
        columns={columns(names)}
        rows={rules}
        rowKey={(r, i) => `${ruleSubject(r)}-${i}`}
      />
    </section>
  );
}
