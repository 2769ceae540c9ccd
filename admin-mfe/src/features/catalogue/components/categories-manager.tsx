import type { AdminMedicineCategory, CategoryEdit } from 'shared-kernel';
import { RecordsManager } from '../../../components/ui/records-manager';
import { deleteCategory } from '../api/delete-category';
import { editCategory } from '../api/edit-category';
import { getAdminCategories } from '../api/get-admin-categories';

export function CategoriesManager() {
  return (
    <RecordsManager<AdminMedicineCategory>
      singular="category"
      plural="categories"
      addPath="/add-category"
      idOf={(c) => c.medicineCategoryId}
      fetchPage={getAdminCategories}
      save={(id, body) => editCategory(id, body as CategoryEdit)}
      remove={deleteCategory}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'description', label: 'Description', kind: 'multiline' },
        { name: 'imageUrl', label: 'Image URL' },
      ]}
      columns={[{ key: 'medicines', header: 'Medicines', sortKey: 'medicines', numeric: true, render: (c) => c.medicineCount }]}
    />
  );
}
