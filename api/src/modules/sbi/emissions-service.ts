import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { EmissionBody, EmissionResult, PartnerNotificationBody } from 'contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { HttpError } from '../../lib/http';
import type { AuthUser } from '../../plugins/auth';
import { enqueue } from '../outbox/outbox';
import { PENDING_STATUS, policyMessages } from '../policies/policies-service';
import type { RequestContext } from '../quotes/quotes-service';
import { PAYMENT_LABEL, paymentInstructionsMail, policyIssuedMail } from './emission-mail';
import { emissionMessages, prepareEmission } from './emission-request';
import { createEmissionsRepository, toEmissionResult } from './emissions-repository';
import { notificationUrl } from './notification-signature';
import { SbiError, type SbiClient, type SbiEmission } from './sbi-client';

/*
 * Emission of a pending policy at the partner, and the partner's notification that issues it.
 *
 * One emission per policy. The `emissions` row (policy_id is its key) is claimed in 'enviando' before the
 * partner is called, outside any transaction (no connection waits on the partner); a concurrent submit
 * finds the claim and waits for its outcome, so a double submit makes one partner call. The answer is
 * stored with the policy's display fields and, for L and R, the instructions e-mail, in one transaction.
 * A failed call deletes the claim, so a later retry calls again: the partner is idempotent by
 * `referencia` (our policy id) and answers with the same emission if the first call did reach it.
 */

export const ACTIVE_STATUS = 'activa';

export const notificationMessages = {
  wrongPolicy: 'La notificación no corresponde a esta póliza.',
  wrongEmission: 'La notificación no corresponde a la emisión registrada.',
  otherNumber: 'La póliza ya tiene otro número de póliza.',
} as const;

const emitMessages = {
  externalPolicy: 'Esta póliza la cargaste vos: no se emite con la aseguradora.',
  notPending: 'Esta póliza ya no está pendiente de pago.',
  busy: 'Ya estamos emitiendo esta póliza. Probá de nuevo en unos segundos.',
  conflict: 'Ya enviamos a la aseguradora una solicitud para esta póliza con otros datos. Escribinos para corregirla.',
} as const;

export interface EmissionsService {
  /** POST /sbi/emision: `created` is false when the policy already had its emission (a repeat). */
  emit(
    identity: AuthUser,
    body: EmissionBody,
    context?: RequestContext,
  ): Promise<{ result: EmissionResult; created: boolean }>;
  /**
   * A verified notification of the partner (the route checks both signatures): issues the policy once.
   * `duplicate` when the delivery id was seen before or the policy already has this number.
   */
  notify(
    policyId: string,
    deliveryId: string,
    event: PartnerNotificationBody,
    context?: RequestContext,
  ): Promise<{ duplicate: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emissions: EmissionsService;
  }
}

type Claim = { claimId: string } | { stored: EmissionResult };

/** Today in Uruguay, YYYY-MM-DD (the partner's dates are Montevideo dates). */
export function todayInMontevideo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montevideo' }).format(now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spanish errors of a failed emission call (spec §8: 'Error al emitir póliza'). */
function emissionError(error: unknown): unknown {
  if (!(error instanceof SbiError)) return error;
  if (error.kind === 'rejected' && error.status === 409)
    return new HttpError(409, emitMessages.conflict, { cause: error });
  // The partner's reason (a date out of range, a document it refuses...) is Spanish and meant for people.
  if (error.kind === 'rejected' || error.kind === 'not_found') {
    return new HttpError(400, error.partnerMessage ?? emissionMessages.failed, { cause: error });
  }
  return new HttpError(502, emissionMessages.failed, { cause: error });
}

export interface EmissionsServiceOptions {
  config: Pick<Config, 'publicUrl' | 'appPublicUrl' | 'notifyUrlSecret'> & {
    sbi: Pick<Config['sbi'], 'timeoutMs' | 'bikeProductId'>;
  };
}

export function createEmissionsService(db: Db, sbi: SbiClient, { config }: EmissionsServiceOptions): EmissionsService {
  const { timeoutMs, bikeProductId } = config.sbi;
  // A claim older than one partner call and some slack belongs to an attempt that died (a crash, a kill).
  const staleAfterMs = timeoutMs + 10_000;

  /** Claims the policy's emission for this attempt, or finds the one stored meanwhile. */
  async function claim(policyId: string): Promise<Claim> {
    const claimId = randomUUID();
    // A concurrent attempt finishes within one partner call; waiting longer than that means it is stuck.
    const deadline = Date.now() + timeoutMs + 2_000;
    for (;;) {
      const outcome = await db.transaction(async (tx): Promise<Claim | 'busy' | 'gone'> => {
        const emissions = createEmissionsRepository(tx);
        if (await emissions.insertClaim(policyId, claimId)) return { claimId };
        const held = await emissions.lockEmission(policyId, staleAfterMs);
        if (!held) return 'gone';
        if ('stored' in held) return { stored: held.stored };
        if (!held.stale) return 'busy';
        await emissions.takeOverClaim(policyId, claimId);
        return { claimId };
      });
      if (outcome === 'gone') continue; // the other attempt failed and let go: try to claim it ourselves
      if (outcome !== 'busy') return outcome;
      if (Date.now() > deadline) throw new HttpError(409, emitMessages.busy);
      await sleep(100);
    }
  }

  const release = (policyId: string, claimId: string) => createEmissionsRepository(db).releaseClaim(policyId, claimId);

  async function store(
    policyId: string,
    claimId: string,
    answer: SbiEmission,
    prepared: ReturnType<typeof prepareEmission>,
  ): Promise<{ result: EmissionResult; created: boolean }> {
    return db.transaction(async (tx) => {
      const emissions = createEmissionsRepository(tx);
      const answered = toEmissionResult({
        estado: answer.estado,
        emision_id: answer.emisionId,
        link_de_pago: answer.linkDePago,
      });
      if (!(await emissions.storeAnswer(policyId, claimId, answer, prepared.stored))) {
        // Another attempt took over a claim we held too long: it stores (or stored) this same emission.
        return { result: (await emissions.storedResult(policyId)) ?? answered, created: false };
      }

      const { request } = prepared;
      const titular = [request.nombreORazonSocial, request.apellido].filter(Boolean).join(' ');
      await emissions.recordPurchase(policyId, {
        metodoPago: PAYMENT_LABEL[answer.formaDePago],
        titular,
        price: answer.precio,
        cuotas: answer.cantidadDeCuotas > 0 ? answer.cantidadDeCuotas : null,
      });
      if (answer.estado === 'emitida') {
        // The partner had already issued it (a repeat of a paid emission): nothing left to pay.
        await emissions.activate(policyId, answer, ACTIVE_STATUS);
      } else if (answer.formaDePago !== 'T') {
        await enqueue(
          tx,
          'mail.send',
          paymentInstructionsMail({
            to: request.correoElectronico,
            firstName: request.nombreORazonSocial,
            policyId,
            formaDePago: answer.formaDePago,
            cuotas: answer.cantidadDeCuotas,
            producto: answer.producto,
            paquete: answer.paquete,
            precio: answer.precio,
          }),
        );
      }
      return { result: answered, created: true };
    });
  }

  return {
    async emit(identity, body, context = {}) {
      const policy = await createEmissionsRepository(db).policyForEmission(identity.sub, body.policyId);
      if (!policy) throw new HttpError(404, policyMessages.notFound);
      if (policy.emission) return { result: policy.emission, created: false };
      if (policy.externo) throw new HttpError(409, emitMessages.externalPolicy);
      if (policy.status !== PENDING_STATUS) throw new HttpError(409, emitMessages.notPending);

      // Everything the api can check is checked before anything is claimed or sent.
      const prepared = prepareEmission(body, policy, bikeProductId, todayInMontevideo());
      const claimed = await claim(policy.id);
      if ('stored' in claimed) return { result: claimed.stored, created: false };

      let answer: SbiEmission;
      try {
        answer = await sbi.createEmission(
          {
            ...prepared.request,
            urlNotificacionNumeroDePoliza: notificationUrl(config.publicUrl, policy.id, config.notifyUrlSecret),
            urlRetorno: paymentReturnUrl(config.appPublicUrl, policy.id),
          },
          { requestId: context.requestId, log: context.log },
        );
      } catch (error) {
        await release(policy.id, claimed.claimId);
        throw emissionError(error);
      }
      try {
        return await store(policy.id, claimed.claimId, answer, prepared);
      } catch (error) {
        await release(policy.id, claimed.claimId).catch(() => {});
        throw error;
      }
    },

    async notify(policyId, deliveryId, event, context = {}) {
      if (event.referencia.toLowerCase() !== policyId.toLowerCase())
        throw new HttpError(400, notificationMessages.wrongPolicy);
      return db.transaction(async (tx) => {
        const emissions = createEmissionsRepository(tx);
        if (!(await emissions.recordDelivery(deliveryId, policyId, event.numeroPoliza))) {
          context.log?.info({ policyId }, 'partner notification replayed: ignored');
          return { duplicate: true };
        }

        const policy = await emissions.lockForNotification(policyId);
        // Errors roll the delivery back: the partner's retry finds it new again.
        if (!policy) throw new HttpError(404, policyMessages.notFound);
        if (policy.emisionId && policy.emisionId !== event.emisionId)
          throw new HttpError(409, notificationMessages.wrongEmission);
        if (policy.numeroPoliza === event.numeroPoliza && policy.status === ACTIVE_STATUS) {
          context.log?.info({ policyId }, 'partner notification for an issued policy: nothing to do');
          return { duplicate: true };
        }
        if (policy.status === ACTIVE_STATUS && policy.numeroPoliza) {
          context.log?.error({ policyId }, 'partner notified another number for an issued policy');
          throw new HttpError(409, notificationMessages.otherNumber);
        }

        await emissions.activate(policyId, event, ACTIVE_STATUS);
        if (policy.email) {
          await enqueue(
            tx,
            'mail.send',
            policyIssuedMail({
              to: policy.email,
              firstName: policy.firstName,
              numeroPoliza: event.numeroPoliza,
              fechaEmision: event.fechaEmision,
              fechaVencimiento: event.fechaVencimiento,
              producto: policy.name,
            }),
          );
        }
        context.log?.info({ policyId }, 'policy issued by the partner');
        return { duplicate: false };
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('emissions', createEmissionsService(app.db, app.sbi, { config: app.config }));
  },
  { name: 'emissions', dependencies: ['db', 'sbi-client', 'config', 'outbox'] },
);

/** The app's result screen for this purchase: the partner's payment page links back to it. */
export function paymentReturnUrl(appPublicUrl: string, policyId: string): string {
  return `${appPublicUrl}/emission/result?policy=${encodeURIComponent(policyId)}`;
}
