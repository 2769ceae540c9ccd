import { type AmbulanceEdit, api, type LaboratoryEdit, type PharmacyEdit } from 'shared-kernel';
import type { ListFilters, PageQuery } from '../../../hooks/use-admin-list';
import { adminList } from '../../../utils/paged-response';

// Pharmacies, ambulances, laboratories
export const getAdminPharmacies = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/pharmacies', query, filters);
export const editPharmacy = async (id: string, body: PharmacyEdit) =>
  (await api.patch('/api/pharmacies/{id}', { params: { path: { id } }, body })).data;
export const deletePharmacy = async (id: string, version: number) => {
  await api.delete('/api/pharmacies/{id}', { params: { path: { id }, query: { version } } });
};
export const getAdminAmbulances = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/ambulances', query, filters);
export const editAmbulance = async (id: string, body: AmbulanceEdit) =>
  (await api.patch('/api/ambulance/{id}', { params: { path: { id } }, body })).data;
export const deleteAmbulance = async (id: string, version: number) => {
  await api.delete('/api/ambulance/{id}', { params: { path: { id }, query: { version } } });
};
export const getAdminLaboratories = (query: PageQuery, filters: ListFilters) => adminList('/api/admin/laboratories', query, filters);
export const editLaboratory = async (id: string, body: LaboratoryEdit) =>
  (await api.patch('/api/laboratory/{id}', { params: { path: { id } }, body })).data;
export const deleteLaboratory = async (id: string, version: number) => {
  await api.delete('/api/laboratory/{id}', { params: { path: { id }, query: { version } } });
};
