import { useId } from 'react';
import { Button, inputClass, useNavigate } from 'shared-kernel';
import type { MedicineCategory } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { categoryPath } from './category-card';
import { useCategoryName } from '../hooks/use-category-name';
import './categories.css';
import { usePageText } from '../../../i18n/pages';

/** The dashboard's category dropdown: choose a category, then Go (no navigation on a mere change). */
export function CategoryPicker({ categories }: { categories: MedicineCategory[] }) {
  const t = usePageText();
  const nameOf = useCategoryName();
  const navigate = useNavigate();
  const id = useId();
  const form = useForm({ initial: { category: '' } });
  const { error: _error, ...category } = form.field('category');
  const go = ({ category: chosen }: { category: string }) => {
    if (chosen) navigate(categoryPath({ medicineCategoryId: chosen }));
  };
  return (
    <form className="catalog-category-picker" onSubmit={form.handleSubmit(go)}>
      <label htmlFor={id}>{t('categories.pick')}</label>
      <select id={id} className={inputClass} {...category}>
        <option value="">{t('categories.choose')}</option>
        {categories.map((category) => (
          <option key={category.medicineCategoryId} value={category.medicineCategoryId}>
            {nameOf(category)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={!form.values.category}>
        {t('categories.go')}
      </Button>
    </form>
  );
}
