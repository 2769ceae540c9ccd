import { type ReactNode, useCallback, useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, Badge, Button, cardClass, Link, Loading } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { FormActions, Checkbox, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { type ListFilters, type PageQuery, type PageResult, useAdminList } from '../../hooks/use-admin-list';
import { useActionNotice } from '../../hooks/use-action-notice';

/** What every editable record carries for an admin. */
export interface EditableRecord {
  name: string;
  hidden: boolean;
  version: number;
}

export interface RecordField {
  name: string;
  label: string;
  kind?: 'text' | 'multiline' | 'switch';
  required?: boolean;
  hint?: string;
  /** The record's value as the text edited (default: as it is, or empty). */
  format?: (value: unknown) => string;
  /** The text edited as the value the API takes (default: trimmed); the server checks it. */
  parse?: (text: string) => unknown;
}

export interface RecordsManagerProps<T extends EditableRecord> {
  /** e.g. 'category', 'pharmacy' */
  singular: string;
  plural: string;
  /** Where a record is added; left out where the screen has its own add form. */
  addPath?: string;
  idOf: (row: T) => string;
  fetchPage: (query: PageQuery, filters: ListFilters) => Promise<PageResult<T>>;
  save: (id: string, body: Record<string, unknown> & { version: number }) => Promise<unknown>;
  remove: (id: string, version: number) => Promise<void>;
  fields: RecordField[];
  /** Columns shown between the name and the actions. */
  columns: Column<T>[];
  sorts?: { location?: boolean };
}

/** Edit, hide or unhide, and delete (after a confirm) one record. */
function RecordActions({
  row,
  onEdit,
  onToggle,
  onDelete,
}: {
  row: EditableRecord;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="admin-row-actions">
      <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${row.name}`}>
        Edit
      </Button>
      <Button variant="secondary" onClick={onToggle} aria-label={`${row.hidden ? 'Unhide' : 'Hide'} ${row.name}`}>
        {row.hidden ? 'Unhide' : 'Hide'}
      </Button>
      <Button
        variant="danger"
        onClick={() => {
          if (window.confirm(`Delete "${row.name}" for good?`)) onDelete();
        }}
        aria-label={`Delete ${row.name}`}
      >
        Delete
      </Button>
    </span>
  );
}

interface RecordsToolbarProps {
  singular: string;
  plural: string;
  addPath?: string;
  search: string;
  onSearch: (value: string) => void;
  hidden: string;
  onHidden: (value: string) => void;
}

/** The search and "in shop" filters, and the link to add a record. */
function RecordsToolbar({ singular, plural, addPath, search, onSearch, hidden, onHidden }: RecordsToolbarProps) {
  return (
    <>
      <div className="admin-toolbar" role="search" aria-label={`Filter ${plural}`}>
        <TextField id={`admin-${singular}-search`} label="Search" type="search" value={search} onChange={(e) => onSearch(e.target.value)} />
        <Select id={`admin-${singular}-hidden`} label="In shop" value={hidden} onChange={(e) => onHidden(e.target.value)}>
          <option value="">All</option>
          <option value="shown">Shown</option>
          <option value="hidden">Hidden</option>
        </Select>
      </div>
      {addPath && (
        <p className="admin-actions">
          <Link to={addPath}>
            Add {/^[aeiou]/i.test(singular) ? 'an' : 'a'} {singular}
          </Link>
        </p>
      )}
    </>
  );
}

/** The name, the given columns, whether it is in the shop, and its actions. */
function recordColumns<T extends EditableRecord>(columns: Column<T>[], actions: (row: T) => ReactNode): Column<T>[] {
  return [
    { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
    ...columns,
    { key: 'shown', header: 'In shop', render: (row) => (row.hidden ? <Badge className="admin-badge">Hidden</Badge> : 'Shown') },
    { key: 'actions', header: 'Actions', render: actions },
  ];
}

/** An admin table of one kind of record (hidden ones too), with the server's search, filter, sort and paging; edit, hide, delete. */
export function RecordsManager<T extends EditableRecord>(props: RecordsManagerProps<T>) {
  const { singular, plural, addPath, idOf, fetchPage, save, remove, fields, columns } = props;
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState('');
  const [editing, setEditing] = useState<T | null>(null);
  const filters = { search: search.trim() || undefined, hidden: hidden === '' ? undefined : hidden === 'hidden' };
  const stableFetch = useCallback(fetchPage, [fetchPage]);
  const { state, sort, setSort, setPage, reload } = useAdminList(stableFetch, {
    defaultSort: { key: 'name', direction: 'ascending' },
    failure: `Could not load the ${plural}.`,
    filters,
  });

  const { notice, setNotice, act } = useActionNotice(reload);

  const allColumns = recordColumns<T>(columns, (row) => (
    <RecordActions
      row={row}
      onEdit={() => setEditing(row)}
      onToggle={() =>
        void act(
          () => save(idOf(row), { version: row.version, hidden: !row.hidden }),
          `"${row.name}" is ${row.hidden ? 'back in the shop' : 'hidden from the shop'}.`,
        )
      }
      onDelete={() => void act(() => remove(idOf(row), row.version), `"${row.name}" was deleted.`)}
    />
  ));

  return (
    <>
      <RecordsToolbar
        singular={singular}
        plural={plural}
        addPath={addPath}
        search={search}
        onSearch={setSearch}
        hidden={hidden}
        onHidden={setHidden}
      />
      {editing && (
        <RecordForm
          key={`${idOf(editing)}-${editing.version}`}
          singular={singular}
          record={editing}
          fields={fields}
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            await save(idOf(editing), { ...body, version: editing.version });
            setEditing(null);
            setNotice({ tone: 'success', text: `"${String(body.name ?? editing.name)}" was saved.` });
            reload();
          }}
        />
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {state.status === 'loading' && <Loading label={`Loading ${plural}...`} />}
      {state.status === 'error' && <Alert onRetry={reload}>{state.message}</Alert>}
      {state.status === 'ready' &&
        (state.total === 0 ? (
          <p className="admin-empty">No {plural} match.</p>
        ) : (
          <DataTable
            caption={plural.charAt(0).toUpperCase() + plural.slice(1)}
            columns={allColumns}
            rows={state.rows}
            rowKey={idOf}
            sort={sort}
            onSort={setSort}
            paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
            busy={state.busy}
          />
        ))}
    </>
  );
}

function RecordForm<T extends EditableRecord>({
  singular,
  record,
  fields,
  onSave,
  onCancel,
}: {
  singular: string;
  record: T;
  fields: RecordField[];
  onSave: (body: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}) {
  const source = record as unknown as Record<string, unknown>;
  const initial = Object.fromEntries(
    fields.map((f) => [
      f.name,
      f.kind === 'switch' ? Boolean(source[f.name]) : f.format ? f.format(source[f.name]) : String(source[f.name] ?? ''),
    ]),
  ) as Record<string, string | boolean>;
  const validate = (v: Record<string, string | boolean>) =>
    Object.fromEntries(
      fields.map((f) => [
        f.name,
        f.required && typeof v[f.name] === 'string' && !(v[f.name] as string).trim() ? `*${f.label} is required` : undefined,
      ]),
    );
  const form = useForm({ initial, validate });
  const [error, setError] = useState<{ text: string; conflict: boolean } | null>(null);

  const submit = async (values: Record<string, string | boolean>) => {
    setError(null);
    try {
      const parsers = new Map(fields.map((f) => [f.name, f.parse ?? ((text: string) => text.trim())]));
      const body = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? parsers.get(k)!(v) : v]));
      await onSave(body);
    } catch (e) {
      form.setServerErrors(apiFieldErrors(e));
      const status = (e as { response?: { status?: number } }).response?.status;
      setError({ text: `Not saved: ${apiErrorMessage(e, 'Something went wrong. Please try again.')}`, conflict: status === 409 });
    }
  };

  return (
    <form className={`admin-form ${cardClass}`} onSubmit={form.handleSubmit(submit)} noValidate aria-label={`Edit ${singular}`}>
      <h2>
        Edit {singular}: {record.name}
      </h2>
      {fields.map((f) =>
        f.kind === 'switch' ? (
          <Checkbox key={f.name} id={`admin-${singular}-edit-${f.name}`} label={f.label} {...form.checkbox(f.name)} />
        ) : (
          <TextField
            key={f.name}
            id={`admin-${singular}-edit-${f.name}`}
            label={f.label}
            hint={f.hint}
            multiline={f.kind === 'multiline'}
            {...form.field(f.name)}
          />
        ),
      )}
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Save changes" busyLabel="Saving..." onCancel={onCancel} />
      {error && (
        <Alert onRetry={error.conflict ? onCancel : undefined} retryLabel="Close and reload">
          {error.text}
        </Alert>
      )}
    </form>
  );
}
