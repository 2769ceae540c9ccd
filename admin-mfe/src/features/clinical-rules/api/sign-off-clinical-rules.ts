import { api } from 'shared-kernel';
import { type ClinicalRuleSet } from './get-clinical-rules';

/** A pharmacist with a PCN number signs the current version off (409 pcn-required, not-current or already-signed otherwise). */
export async function signOffClinicalRules(version: number): Promise<ClinicalRuleSet> {
  const { data } = await api.post('/api/medication-safety/rules/{version}/sign-off', { params: { path: { version: String(version) } } });
  return data;
}
