import fp from 'fastify-plugin';
import type { LeadBody } from 'contracts';
import type { Db } from '../../db/db';
import { blankField } from '../../lib/http';
import { enqueue } from '../outbox/outbox';
import { createLeadsRepository, type NewLead } from './leads-repository';

/** What the spreadsheet service receives for each lead (topic `lead.forward`). */
export interface LeadForward {
  leadId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** Null only for a garantía request answered by celular. */
  email: string | null;
  birthDate: string | null;
  declaredValue: number | null;
  createdAt: string;
}

declare module '../outbox/outbox' {
  interface OutboxTopics {
    'lead.forward': LeadForward;
  }
}

export interface LeadsService {
  /** Stores the lead and, in the same transaction, queues its forwarding. Returns its id. */
  create(body: LeadBody): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

const WEBHOOK_TIMEOUT_MS = 10_000;

export function createLeadsService(db: Db): LeadsService {
  return {
    async create(body) {
      for (const field of ['firstName', 'lastName'] as const) {
        if (!body[field].trim()) throw blankField(field);
      }
      const lead: NewLead = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email,
        phone: body.phone?.trim() || null,
        birthDate: body.birthDate ?? null,
        declaredValue: body.declaredValue ?? null,
      };
      return db.transaction(async (tx) => {
        const { id, createdAt } = await createLeadsRepository(tx).insert(lead);
        await enqueue(tx, 'lead.forward', { leadId: id, ...lead, createdAt });
        return id;
      });
    },
  };
}

/**
 * POSTs the lead as JSON to LEADS_WEBHOOK_URL; without one there is nothing to deliver. Delivery is at
 * least once (an instance that dies between the receiver's 2xx and recording it sends the lead again), so
 * every attempt carries `Idempotency-Key: <leadId>`, the same on each retry: the receiver keeps the first
 * and acknowledges the repeats.
 */
export function leadWebhook(url: string | null, fetchFn: typeof fetch = fetch) {
  return async (lead: LeadForward) => {
    if (!url) return;
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': lead.leadId },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`Leads webhook answered ${response.status}`);
  };
}

export default fp(
  async (app) => {
    app.decorate('leads', createLeadsService(app.db));
    app.outbox.register('lead.forward', leadWebhook(app.config.leadsWebhookUrl));
  },
  { name: 'leads', dependencies: ['db', 'outbox', 'config'] },
);
