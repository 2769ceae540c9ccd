import type { FastifyInstance } from 'fastify';
import { errors, typed } from '../../platform/http/schemas';
import { CATALOGUE_COLUMNS, CatalogueCsv, MAX_IMPORT_ROWS } from './catalogue-csv';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const MAX_CSV_CHARS = 4 * 1024 * 1024;

const rowResult = {
  type: 'object',
  required: ['line', 'id', 'name', 'result', 'fields', 'reasons'],
  properties: {
    line: { type: 'integer', description: 'The line of the file (the header is line 1).' },
    id: { type: ['string', 'null'] },
    name: { type: 'string' },
    result: { type: 'string', enum: ['created', 'changed', 'unchanged', 'refused'] },
    fields: { type: 'array', items: { type: 'string' }, description: 'What a created or changed row sets (price in naira).' },
    reasons: { type: 'array', items: { type: 'string' }, description: 'Why a row is refused.' },
  },
} as const;

const importReport = {
  type: 'object',
  required: ['applied', 'counts', 'rows'],
  properties: {
    applied: { type: 'boolean', description: 'Whether the catalogue was changed (never on a dry run, nor when a row is refused).' },
    counts: {
      type: 'object',
      required: ['created', 'changed', 'unchanged', 'refused'],
      properties: {
        created: { type: 'integer' },
        changed: { type: 'integer' },
        unchanged: { type: 'integer' },
        refused: { type: 'integer' },
      },
    },
    rows: { type: 'array', items: rowResult },
  },
} as const;

/** The catalogue exported as CSV and imported back (admins). */
export default async function catalogueCsvRoutes(app: FastifyInstance) {
  const csv = new CatalogueCsv(app.db, app.audit, () => app.catalogue.catalogueChanged());
  const route = typed(app);
  route.get(
    '/api/admin/catalogue.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: `Every medicine (hidden ones too) as CSV, streamed, with the columns ${CATALOGUE_COLUMNS.join(', ')}: edit it in a spreadsheet and import it back (admin).`,
        response: { 200: { type: 'string', description: 'text/csv' }, ...errors(401, 403, 429) },
      },
    },
    async (_request, reply) => {
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="catalogue.csv"');
      // A stream: the typed reply names the documented body (a string of CSV).
      return reply.send(csv.export() as unknown as string);
    },
  );

  route.post(
    '/api/admin/catalogue/import',
    {
      onRequest: app.requireAdmin,
      bodyLimit: MAX_CSV_CHARS * 2,
      schema: {
        tags,
        security,
        summary: `Reads a catalogue CSV (as exported; id empty adds a medicine, at most ${MAX_IMPORT_ROWS} rows) and says what each row does: created, changed (with the fields), unchanged, or refused with the reasons (class missing, NAFDAC format, unknown category, negative price…). A dry run by default; with apply true, every change is made in one transaction and audited, or none when a row is refused (admin).`,
        body: {
          type: 'object',
          required: ['csv'],
          additionalProperties: false,
          properties: {
            csv: { type: 'string', maxLength: MAX_CSV_CHARS },
            apply: { type: 'boolean', default: false },
          },
        },
        response: { 200: importReport, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => csv.import(request.user!, request.body.csv, request.body.apply ?? false),
  );
}
