import { api, type AnswerOf } from 'shared-kernel';

export type ClinicalRuleSet = AnswerOf<'/api/medication-safety/rules', 'get'>;
export type ClinicalRule = ClinicalRuleSet['rules'][number];

/** GET /api/medication-safety/rules: the current version of the rules, each with its source, and its sign-off (admins and pharmacists). */
export async function getClinicalRules(): Promise<ClinicalRuleSet> {
  const { data } = await api.get('/api/medication-safety/rules');
  return data;
}
