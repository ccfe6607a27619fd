import type { Policy } from 'contracts';

/**
 * A policy as the `policy_documents` view builds it (migrations/005): the API's shape, except that
 * timestamps are in the session's time zone.
 */
export type PolicyDocument = Omit<Policy, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** UTC ISO strings, whatever time zone the database session uses. */
export function toPolicy(doc: PolicyDocument): Policy {
  doc.createdAt = new Date(doc.createdAt).toISOString();
  doc.updatedAt = new Date(doc.updatedAt).toISOString();
  return doc;
}
