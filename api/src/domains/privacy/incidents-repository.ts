import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type DataIncident, dataIncidents } from '../../platform/db/schema/privacy';

/** Personal-data breaches as the operator records them (data_incidents). */
export class IncidentsRepository {
  constructor(private readonly db: Database) {}

  /** The last 200, latest discovered first. */
  list() {
    return this.db.select().from(dataIncidents).orderBy(desc(dataIncidents.discoveredAt)).limit(200);
  }

  async insert(values: typeof dataIncidents.$inferInsert): Promise<DataIncident> {
    const [row] = await this.db.insert(dataIncidents).values(values).returning();
    return row;
  }

  /** The incident changed; undefined when there is no such incident. */
  async update(id: string, set: Partial<DataIncident>): Promise<DataIncident | undefined> {
    const [row] = await this.db.update(dataIncidents).set(set).where(eq(dataIncidents.id, id)).returning();
    return row;
  }
}
