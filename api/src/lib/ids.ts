/** The client sends new entities with the all-zero UUID: the server assigns the id. */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const isNewId = (id: string | null | undefined) => !id || id === NIL_UUID;
