import { api } from 'shared-kernel';

export interface ProfileNames {
  classes: Record<string, string>;
  conditions: Record<string, string>;
}

/** The names of the drug classes (BNF) and conditions a profile records by code, from the medication profiles' fixed lists. */
export async function getProfileNames(): Promise<ProfileNames> {
  const { data } = await api.get('/api/medication-profiles/lists');
  return {
    classes: Object.fromEntries(data.allergyClasses.map((c) => [c.code, c.label])),
    conditions: Object.fromEntries(data.conditions.map((c) => [c.code, c.label])),
  };
}
