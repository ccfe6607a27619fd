import { Counter, Histogram, type Registry } from 'server-kit';
import { SbiError, type SbiClient } from './sbi-client';

/** How a partner call ended: `ok`, an SbiError's kind, or `other` (aborted by the caller, a bug). */
export type SbiOutcome = 'ok' | SbiError['kind'] | 'other';

/**
 * The same client, measured: `sbi_call_duration_seconds{operation, outcome}` (a call's whole time,
 * its retries included) and `sbi_call_errors_total{operation, kind}`. `operation` is the client's method
 * name, a fixed set. Wrapping the interface measures stub clients in tests the same way.
 */
export function instrumentSbiClient(client: SbiClient, registry: Registry): SbiClient {
  const duration = new Histogram({
    name: 'sbi_call_duration_seconds',
    help: "Duration of calls to the partner insurer's API (retries included), by operation and outcome.",
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'sbi_call_errors_total',
    help: "Failed calls to the partner insurer's API, by operation and kind (unavailable, not_found, rejected, invalid_response, other).",
    labelNames: ['operation', 'kind'] as const,
    registers: [registry],
  });

  const measured =
    <A extends unknown[], R>(operation: keyof SbiClient, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const end = duration.startTimer({ operation });
      try {
        const result = await call(...args);
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        const kind: SbiOutcome = error instanceof SbiError ? error.kind : 'other';
        end({ outcome: kind });
        errors.inc({ operation, kind });
        throw error;
      }
    };

  // Looked up on each call, so a test that replaces a method of its stub after building the app still works.
  return {
    listProducts: measured('listProducts', (...args: Parameters<SbiClient['listProducts']>) =>
      client.listProducts(...args),
    ),
    getPackages: measured('getPackages', (...args: Parameters<SbiClient['getPackages']>) =>
      client.getPackages(...args),
    ),
    createEmission: measured('createEmission', (...args: Parameters<SbiClient['createEmission']>) =>
      client.createEmission(...args),
    ),
    lookupPolicy: measured('lookupPolicy', (...args: Parameters<SbiClient['lookupPolicy']>) =>
      client.lookupPolicy(...args),
    ),
    listDocuments: measured('listDocuments', (...args: Parameters<SbiClient['listDocuments']>) =>
      client.listDocuments(...args),
    ),
    getDocument: measured('getDocument', (...args: Parameters<SbiClient['getDocument']>) =>
      client.getDocument(...args),
    ),
  };
}
