import {
  type AdminMedicine,
  type AdminMedicineCategory,
  apiClient,
  type CategoryEdit,
  type MedicineEdit,
  type StockAdjustment,
  type StockMovement,
} from 'shared-kernel';
import type { PageQuery, PageResult } from '../../../hooks/use-paged-list';
import { type ListFilters, listParams } from '../../../hooks/use-server-list';
import { pageResult } from '../../../utils/paged-response';

async function list<T>(url: string, query: PageQuery, filters: ListFilters): Promise<PageResult<T>> {
  const response = await apiClient.get<T[]>(url, { params: listParams(query, filters) });
  return pageResult(response, query);
}

// Medicines
export const getAdminMedicines = (query: PageQuery, filters: ListFilters) => list<AdminMedicine>('/api/admin/medicines', query, filters);
export const getAdminMedicine = async (id: string) => (await apiClient.get<AdminMedicine>(`/api/admin/medicines/${id}`)).data;
export const editMedicine = async (id: string, body: MedicineEdit) =>
  (await apiClient.patch<AdminMedicine>(`/api/medicine/${id}`, body)).data;
export const deleteMedicine = async (id: string, version: number) => {
  await apiClient.delete(`/api/medicine/${id}`, { params: { version } });
};
export const adjustStock = async (id: string, body: StockAdjustment) =>
  (await apiClient.post<{ stockQuantity: number; movement: StockMovement }>(`/api/medicine/${id}/stock`, body)).data;
export const getStockMovements = async (id: string) => (await apiClient.get<StockMovement[]>(`/api/medicine/${id}/stock`)).data;

// Categories
export const getAdminCategories = (query: PageQuery, filters: ListFilters) =>
  list<AdminMedicineCategory>('/api/admin/categories', query, filters);
export const editCategory = async (id: string, body: CategoryEdit) =>
  (await apiClient.patch<AdminMedicineCategory>(`/api/medicine-categories/${id}`, body)).data;
export const deleteCategory = async (id: string, version: number) => {
  await apiClient.delete(`/api/medicine-categories/${id}`, { params: { version } });
};
