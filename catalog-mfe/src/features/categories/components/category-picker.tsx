import { useId, useState, type FormEvent } from 'react';
import { Button, inputClass, useNavigate } from 'shared-kernel';
import type { MedicineCategory } from 'shared-kernel';
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
  const [chosen, setChosen] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) navigate(categoryPath({ medicineCategoryId: chosen }));
  };
  return (
    <form className="catalog-category-picker" onSubmit={submit}>
      <label htmlFor={id}>{t('categories.pick')}</label>
      <select id={id} className={inputClass} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{t('categories.choose')}</option>
        {categories.map((category) => (
          <option key={category.medicineCategoryId} value={category.medicineCategoryId}>
            {nameOf(category)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={!chosen}>
        {t('categories.go')}
      </Button>
    </form>
  );
}
