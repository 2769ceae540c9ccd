import { type AmbulanceEdit, api } from 'shared-kernel';

export const editAmbulance = async (id: string, body: AmbulanceEdit) =>
  (await api.patch('/api/ambulance/{id}', { params: { path: { id } }, body })).data;
