import {
  type AdminAmbulance,
  type AdminLaboratory,
  type AdminPharmacy,
  type AmbulanceEdit,
  apiClient,
  type LaboratoryEdit,
  type PharmacyEdit,
} from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-paged-list';
import { type ListFilters, listParams } from '../../../hooks/use-server-list';
import { pageResult } from '../../../utils/paged-response';

async function list<T>(url: string, query: PageQuery, filters: ListFilters): Promise<PageResult<T>> {
  const response = await apiClient.get<T[]>(url, { params: listParams(query, filters) });
  return pageResult(response, query);
}

// Pharmacies, ambulances, laboratories
export const getAdminPharmacies = (query: PageQuery, filters: ListFilters) => list<AdminPharmacy>('/api/admin/pharmacies', query, filters);
export const editPharmacy = async (id: string, body: PharmacyEdit) =>
  (await apiClient.patch<AdminPharmacy>(`/api/pharmacies/${id}`, body)).data;
export const deletePharmacy = async (id: string, version: number) => {
  await apiClient.delete(`/api/pharmacies/${id}`, { params: { version } });
};
export const getAdminAmbulances = (query: PageQuery, filters: ListFilters) => list<AdminAmbulance>('/api/admin/ambulances', query, filters);
export const editAmbulance = async (id: string, body: AmbulanceEdit) =>
  (await apiClient.patch<AdminAmbulance>(`/api/ambulance/${id}`, body)).data;
export const deleteAmbulance = async (id: string, version: number) => {
  await apiClient.delete(`/api/ambulance/${id}`, { params: { version } });
};
export const getAdminLaboratories = (query: PageQuery, filters: ListFilters) =>
  list<AdminLaboratory>('/api/admin/laboratories', query, filters);
export const editLaboratory = async (id: string, body: LaboratoryEdit) =>
  (await apiClient.patch<AdminLaboratory>(`/api/laboratory/${id}`, body)).data;
export const deleteLaboratory = async (id: string, version: number) => {
  await apiClient.delete(`/api/laboratory/${id}`, { params: { version } });
};
