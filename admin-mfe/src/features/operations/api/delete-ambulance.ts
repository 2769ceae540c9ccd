import { api } from 'shared-kernel';

export const deleteAmbulance = async (id: string, version: number) => {
  await api.delete('/api/ambulance/{id}', { params: { path: { id }, query: { version } } });
};
