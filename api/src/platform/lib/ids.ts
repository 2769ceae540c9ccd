import { fieldError } from './http-errors';

/** The client sends new entities with the all-zero UUID: the server assigns the id. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const isNewId = (id: string | null | undefined) => !id || id === NIL_UUID;

/** A body that adds something may leave its id out or send the all-zero UUID, nothing else. */
export function assertNewId(field: string, id: string | undefined) {
  if (!isNewId(id)) {
    throw fieldError(field, `${field} must be left out or be the all-zero id: the server assigns the id of something new.`);
  }
}
