import { api } from 'shared-kernel';

/** The laboratories' names by id (the shop's public list); empty when it cannot be read, so the page still draws. */
export async function getLaboratoryNames(): Promise<ReadonlyMap<string, string>> {
  try {
    const { data } = await api.get('/api/laboratories/laboratories');
    return new Map((Array.isArray(data) ? data : []).map((lab) => [lab.id, lab.name]));
  } catch {
    return new Map();
  }
}
