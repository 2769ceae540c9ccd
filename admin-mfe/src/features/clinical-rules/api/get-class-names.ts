import { api } from 'shared-kernel';

/** The drug classes' names (BNF), by code, from the medication profiles' fixed lists: "nsaids" reads "Non-steroidal anti-inflammatory drugs (NSAIDs)". */
export async function getClassNames(): Promise<Record<string, string>> {
  const { data } = await api.get('/api/medication-profiles/lists');
  return Object.fromEntries(data.allergyClasses.map((c) => [c.code, c.label]));
}
