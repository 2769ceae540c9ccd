import { useCallback, useState } from 'react';
import {
  type AdminMedicine,
  Alert,
  Badge,
  Button,
  Link,
  Loading,
  MEDICINE_CLASS_LABELS,
  type MedicineClass,
  Money,
  stockLabel,
  useLoad,
} from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { deleteMedicine } from '../api/delete-medicine';
import { editMedicine } from '../api/edit-medicine';
import { getAdminCategories } from '../api/get-admin-categories';
import { getAdminMedicines } from '../api/get-admin-medicines';
import { useActionNotice } from '../../../hooks/use-action-notice';
import { useAdminList } from '../../../hooks/use-admin-list';

/** Name (a link to its page), category, price, stock, class, whether it is in the shop, and its actions. */
function medicineColumns(onToggle: (m: AdminMedicine) => void, onRemove: (m: AdminMedicine) => void): Column<AdminMedicine>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      render: (m) => <Link to={`/admin/medicines/${m.id}`}>{m.name}</Link>,
    },
    { key: 'category', header: 'Category', render: (m) => `${m.categoryName}${m.categoryHidden ? ' (hidden)' : ''}` },
    { key: 'price', header: 'Price', sortKey: 'price', numeric: true, render: (m) => <Money amount={m.price} /> },
    {
      key: 'stock',
      header: 'Stock',
      sortKey: 'stock',
      numeric: true,
      render: (m) => (
        <span title={stockLabel(m)}>
          {m.stockQuantity} <Badge className="admin-badge">{stockLabel(m)}</Badge>
        </span>
      ),
    },
    { key: 'class', header: 'Class', render: (m) => MEDICINE_CLASS_LABELS[m.medicineClass] },
    { key: 'shown', header: 'In shop', render: (m) => (m.hidden ? <Badge className="admin-badge">Hidden</Badge> : 'Shown') },
    {
      key: 'actions',
      header: 'Actions',
      render: (m) => (
        <span className="admin-row-actions">
          <Link to={`/admin/medicines/${m.id}`} aria-label={`Edit ${m.name}`}>
            Edit
          </Link>
          <Button variant="secondary" onClick={() => onToggle(m)} aria-label={`${m.hidden ? 'Unhide' : 'Hide'} ${m.name}`}>
            {m.hidden ? 'Unhide' : 'Hide'}
          </Button>
          <Button variant="danger" onClick={() => onRemove(m)} aria-label={`Delete ${m.name}`}>
            Delete
          </Button>
        </span>
      ),
    },
  ];
}

const NO_FILTERS = { search: '', categoryId: '', medicineClass: '', stock: '', hidden: '' };
type MedicineFilterValues = typeof NO_FILTERS;

/** Search, and filters by category, class, stock and whether the medicine is in the shop. */
function MedicineFilters({ value, onChange }: { value: MedicineFilterValues; onChange: (next: MedicineFilterValues) => void }) {
  const categories = useLoad(() => getAdminCategories({ sort: 'name' }, {}), []);
  const set = (key: keyof MedicineFilterValues, next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="admin-toolbar" role="search" aria-label="Filter medicines">
      <TextField
        id="admin-medicines-search"
        label="Search"
        type="search"
        hint="Name, ingredient, manufacturer or NAFDAC number"
        value={value.search}
        onChange={(e) => set('search', e.target.value)}
      />
      <Select id="admin-medicines-category" label="Category" value={value.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
        <option value="">All</option>
        {categories.status === 'ready' &&
          categories.data.items.map((c) => (
            <option key={c.medicineCategoryId} value={c.medicineCategoryId}>
              {c.name}
            </option>
          ))}
      </Select>
      <Select id="admin-medicines-class" label="Class" value={value.medicineClass} onChange={(e) => set('medicineClass', e.target.value)}>
        <option value="">All</option>
        {(Object.keys(MEDICINE_CLASS_LABELS) as MedicineClass[]).map((c) => (
          <option key={c} value={c}>
            {MEDICINE_CLASS_LABELS[c]}
          </option>
        ))}
      </Select>
      <Select id="admin-medicines-stock" label="Stock" value={value.stock} onChange={(e) => set('stock', e.target.value)}>
        <option value="">All</option>
        <option value="in-stock">In stock</option>
        <option value="low-stock">Running low</option>
        <option value="out-of-stock">Out of stock</option>
      </Select>
      <Select id="admin-medicines-hidden" label="In shop" value={value.hidden} onChange={(e) => set('hidden', e.target.value)}>
        <option value="">All</option>
        <option value="shown">Shown</option>
        <option value="hidden">Hidden</option>
      </Select>
    </div>
  );
}

/** Every medicine, hidden ones too: searched, filtered, sorted and paged by the server; edit, hide, delete. */
export function MedicinesManager() {
  const [chosen, setChosen] = useState<MedicineFilterValues>(NO_FILTERS);
  const { search, categoryId, medicineClass, stock, hidden } = chosen;
  const filters = {
    search: search.trim() || undefined,
    categoryId: categoryId || undefined,
    medicineClass: medicineClass || undefined,
    stock: stock || undefined,
    hidden: hidden === '' ? undefined : hidden === 'hidden',
  };
  const fetchPage = useCallback(getAdminMedicines, []);
  const { state, sort, setSort, setPage, reload } = useAdminList(fetchPage, {
    defaultSort: { key: 'name', direction: 'ascending' },
    failure: 'Could not load the medicines.',
    filters,
  });

  const { notice, act } = useActionNotice(reload);
  const toggleHidden = (m: AdminMedicine) =>
    act(
      () => editMedicine(m.id, { version: m.version, hidden: !m.hidden }),
      `"${m.name}" is ${m.hidden ? 'back in the shop' : 'hidden from the shop'}.`,
    );
  const remove = (m: AdminMedicine) => {
    if (!window.confirm(`Delete "${m.name}" for good? (Hiding keeps it for past orders.)`)) return;
    void act(() => deleteMedicine(m.id, m.version), `"${m.name}" was deleted.`);
  };

  const columns = medicineColumns((m) => void toggleHidden(m), remove);

  return (
    <>
      <MedicineFilters value={chosen} onChange={setChosen} />
      <p className="admin-actions">
        <Link to="/add-product">Add a medicine</Link>
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.status === 'loading' && <Loading label="Loading medicines..." />}
      {state.status === 'error' && <Alert onRetry={reload}>{state.message}</Alert>}
      {state.status === 'ready' &&
        (state.total === 0 ? (
          <p className="admin-empty">No medicines match.</p>
        ) : (
          <DataTable
            caption="Medicines"
            columns={columns}
            rows={state.rows}
            rowKey={(m) => m.id}
            sort={sort}
            onSort={setSort}
            paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
            busy={state.busy}
          />
        ))}
    </>
  );
}
