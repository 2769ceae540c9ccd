import crypto from 'node:crypto';
import type { RefillLink, RefillLinkPurpose } from '../../platform/db/schema/index';
import { forbidden, HttpError } from '../../platform/lib/http-errors';
import type { RefillsRepository } from './refills-repository';

/** A mailed link lasts this long; the actions it offers are about the next refill. */
const LINK_DAYS = 14;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * One-tap links in the refill mails: `<id>.<signature>`, the signature an HMAC of the link's id,
 * purpose and plan with the server's secret, so a link names one action on one plan and nothing
 * else. The database keeps only the token's hash, and a link works once.
 */
export class RefillLinks {
  constructor(
    private readonly repository: RefillsRepository,
    private readonly secret: string,
  ) {}

  private sign(id: string, purpose: RefillLinkPurpose, planId: string): string {
    return crypto.createHmac('sha256', this.secret).update(`refill-link:${id}:${purpose}:${planId}`).digest('base64url');
  }

  async issue(planId: string, cycleId: string | null, purpose: RefillLinkPurpose, now: Date): Promise<string> {
    const id = crypto.randomUUID();
    const token = `${id}.${this.sign(id, purpose, planId)}`;
    const expiresAt = new Date(now.getTime() + LINK_DAYS * 24 * 3600 * 1000);
    await this.repository.insertLink({ id, planId, cycleId, purpose, tokenHash: sha256(token), expiresAt });
    return token;
  }

  /** The link, if the token is genuine, for this purpose, unexpired and unused (not used up by reading it). */
  async check(token: string, purpose: RefillLinkPurpose | null, now: Date): Promise<RefillLink> {
    const [id, signature] = token.split('.');
    const gone = () => new HttpError(410, 'This link has expired or has already been used. Open My refill plans to manage your plan.');
    if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) throw forbidden('This link is not valid.');
    const link = await this.repository.link(id);
    if (!link) throw forbidden('This link is not valid.');
    const expected = Buffer.from(this.sign(link.id, link.purpose, link.planId));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given) || link.tokenHash !== sha256(token))
      throw forbidden('This link is not valid.');
    if (purpose && link.purpose !== purpose) throw forbidden('This link is for something else.');
    if (link.usedAt || link.expiresAt.getTime() < now.getTime()) throw gone();
    return link;
  }

  /** Checks the link and uses it up; a second use (or a parallel one) gets 410. */
  async use(token: string, purpose: RefillLinkPurpose, now: Date): Promise<RefillLink> {
    const link = await this.check(token, purpose, now);
    const used = await this.repository.useLink(link.id, now);
    if (!used) throw new HttpError(410, 'This link has expired or has already been used. Open My refill plans to manage your plan.');
    return used;
  }
}
