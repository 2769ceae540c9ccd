import { useCallback, useState } from 'react';
import { Alert, type AuditEntry, Button, formatStaffDateTime, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { Select, TextField } from 'shared-kernel/ui/forms';
import { getAuditActors } from '../api/get-audit-actors';
import { getAuditEntries } from '../api/get-audit-entries';
import { useAdminList } from '../../../hooks/use-admin-list';

const TYPES = ['medicine', 'category', 'pharmacy', 'ambulance', 'laboratory', 'order'] as const;

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** When, who, which record (a button showing only its changes), what, and each field's change. */
function auditColumns(onRecord: (entry: AuditEntry) => void): Column<AuditEntry>[] {
  return [
    { key: 'at', header: 'When', render: (e) => <time dateTime={e.at}>{formatStaffDateTime(e.at)}</time> },
    { key: 'actor', header: 'Admin', render: (e) => e.actorName },
    {
      key: 'record',
      header: 'Record',
      render: (e) => (
        <Button variant="link" onClick={() => onRecord(e)} title="Show only the changes of this record">
          {e.entityType}: {e.entityName}
        </Button>
      ),
    },
    { key: 'action', header: 'Action', render: (e) => e.action },
    {
      key: 'changes',
      header: 'Changes',
      render: (e) => (
        <ul className="admin-changes">
          {e.changes.map((c) => (
            <li key={c.field}>
              <strong>{c.field}</strong>: {show(c.from)} → {show(c.to)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

/** Every admin change, newest first: filter by record (type, or one record), by admin, by text. */
export function AuditLog() {
  const [entityType, setEntityType] = useState('');
  const [actorId, setActorId] = useState('');
  const [search, setSearch] = useState('');
  const [record, setRecord] = useState<{ id: string; name: string } | null>(null);
  const actors = useLoad(getAuditActors, []);
  const filters = {
    entityType: entityType || undefined,
    actorId: actorId || undefined,
    search: search.trim() || undefined,
    entityId: record?.id,
  };
  const fetchPage = useCallback(getAuditEntries, []);
  const { state, setPage, reload } = useAdminList(fetchPage, {
    defaultSort: { key: 'at', direction: 'descending' },
    failure: 'Could not load the audit log.',
    filters,
  });

  const columns = auditColumns((e) => setRecord({ id: e.entityId, name: e.entityName }));

  return (
    <>
      <div className="admin-toolbar" role="search" aria-label="Filter the audit log">
        <Select id="admin-audit-type" label="Record type" value={entityType} onChange={(e) => setEntityType(e.target.value)}>
          <option value="">All</option>
          {TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </Select>
        <Select id="admin-audit-actor" label="Admin" value={actorId} onChange={(e) => setActorId(e.target.value)}>
          <option value="">All</option>
          {actors.status === 'ready' &&
            actors.data
              .filter((a) => a.actorId)
              .map((a) => (
                <option key={a.actorId!} value={a.actorId!}>
                  {a.actorName}
                </option>
              ))}
        </Select>
        <TextField
          id="admin-audit-search"
          label="Record or admin name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {record && (
        <p className="admin-actions">
          Only changes of <strong>{record.name}</strong>{' '}
          <Button variant="link" onClick={() => setRecord(null)}>
            Show all records
          </Button>
        </p>
      )}
      {state.status === 'loading' && <Loading label="Loading the audit log..." />}
      {state.status === 'error' && <Alert onRetry={reload}>{state.message}</Alert>}
      {state.status === 'ready' &&
        (state.total === 0 ? (
          <p className="admin-empty">No changes match.</p>
        ) : (
          <DataTable
            caption="Audit log"
            columns={columns}
            rows={state.rows}
            rowKey={(e) => e.id}
            paging={{ page: state.page, totalPages: state.totalPages, totalRows: state.total, onPage: setPage }}
            busy={state.busy}
          />
        ))}
    </>
  );
}
