// Personal-data breaches as the operator records them: the 72-hour clock for notifying the regulator
// (NDPA 2023 s.40: the Nigeria Data Protection Commission, within 72 hours of becoming aware), and
// the notice sent to the shoppers affected.
import type { Database } from '../../platform/db/client';
import type { DataIncident } from '../../platform/db/schema/privacy';
import { IncidentsRepository } from './incidents-repository';

export const REGULATOR_HOURS = 72;

/** The notice to shoppers affected, filled in by the operator before it goes out. */
export const SHOPPER_NOTICE_TEMPLATE = `Dear customer,

On [date] we found that [what happened]. The data involved: [kinds of data]. [What it means for you.]

What we have done: [steps taken]. What you can do: [e.g. watch for messages pretending to be from us; we will never ask for your password or card PIN].

We have told the Nigeria Data Protection Commission. Questions: write to our privacy address on the Legal page.`;

export type IncidentView = DataIncident & { regulatorDeadline: string; hoursLeft: number; overdue: boolean };

/** The incident with its clock: when the regulator must have been told, how many hours are left, and whether it is late. */
export function withClock(incident: DataIncident, now = new Date()): IncidentView {
  const deadline = new Date(incident.discoveredAt.getTime() + REGULATOR_HOURS * 3_600_000);
  const notifiedBy = incident.regulatorNotifiedAt ?? now;
  return {
    ...incident,
    regulatorDeadline: deadline.toISOString(),
    hoursLeft: incident.regulatorNotifiedAt ? 0 : Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 3_600_000)),
    overdue: notifiedBy > deadline,
  };
}

export type NewIncident = {
  title: string;
  description: string;
  dataAffected?: string;
  shoppersAffected?: number;
  discoveredAt: Date;
  shopperNotice?: string;
};

export class IncidentsService {
  private readonly repository: IncidentsRepository;

  constructor(db: Database) {
    this.repository = new IncidentsRepository(db);
  }

  async list(now = new Date()): Promise<IncidentView[]> {
    const rows = await this.repository.list();
    return rows.map((r) => withClock(r, now));
  }

  async record(input: NewIncident, recordedBy: string, now = new Date()): Promise<IncidentView> {
    const row = await this.repository.insert({
      ...input,
      shopperNotice: input.shopperNotice?.trim() || SHOPPER_NOTICE_TEMPLATE,
      recordedBy,
    });
    return withClock(row, now);
  }

  /** Marks the regulator told (at `at`), or the incident closed; null when there is no such incident. */
  async update(id: string, change: { regulatorNotifiedAt?: Date; status?: 'closed' }, now = new Date()): Promise<IncidentView | null> {
    const set: Partial<DataIncident> = {};
    if (change.regulatorNotifiedAt) Object.assign(set, { regulatorNotifiedAt: change.regulatorNotifiedAt, status: 'regulator-notified' });
    if (change.status === 'closed') set.status = 'closed';
    const row = await this.repository.update(id, set);
    return row ? withClock(row, now) : null;
  }
}
