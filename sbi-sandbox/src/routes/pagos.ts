import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { newNonce } from 'server-kit';
import { today } from '../lib/dates';
import { notFound } from '../lib/errors';
import { markPaid } from '../lib/pagos';
import {
  DECLINED_MESSAGE,
  TEST_CARDS,
  pageHeaders,
  paidPage,
  paymentPage,
  type CardField,
  type PaymentFormState,
} from '../views/pagar';

const APPROVED = TEST_CARDS.approved.replace(/\s/g, '');
const DECLINED = TEST_CARDS.declined.replace(/\s/g, '');

const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });
const CardForm = Type.Object({
  numeroTarjeta: Type.Optional(Type.String({ maxLength: 40 })),
  vencimiento: Type.Optional(Type.String({ maxLength: 20 })),
  cvv: Type.Optional(Type.String({ maxLength: 20 })),
});
type CardForm = { numeroTarjeta?: string; vencimiento?: string; cvv?: string };

/**
 * /pagar/:token — the payment page linkDePago opens (public: the unguessable token is the credential).
 * GET shows the form, or the approval once paid; POST (form-encoded) checks the card: the approved test card
 * pays, issues the policy and notifies the product API, then redirects to GET (so a reload never pays twice).
 */
const pagosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 4096 });

  const find = (token: string) => {
    const emision = app.store.findEmisionByToken(token);
    if (!emision) throw notFound('Link de pago no válido.');
    return emision;
  };
  const html = (reply: FastifyReply, status: number, render: (nonce: string) => string) => {
    const nonce = newNonce();
    return reply.code(status).headers(pageHeaders(nonce)).send(render(nonce));
  };

  app.get<{ Params: { token: string } }>('/:token', { schema: { params: TokenParams } }, async (request, reply) => {
    const emision = find(request.params.token);
    if (emision.estado === 'emitida') return html(reply, 200, (nonce) => paidPage(nonce, emision));
    return html(reply, 200, (nonce) => paymentPage(nonce, request.url, emision));
  });

  app.post<{ Params: { token: string }; Body: CardForm }>(
    '/:token',
    { schema: { params: TokenParams, body: CardForm }, attachValidation: true },
    async (request, reply) => {
      const emision = find(request.params.token);
      const self = `/pagar/${request.params.token}`;
      if (emision.estado === 'emitida') return reply.redirect(self, 303);

      const values = request.validationError ? {} : (request.body ?? {});
      const { errors, card } = checkCard(values);
      const state: PaymentFormState = { values, errors };
      if (!card) return html(reply, 400, (nonce) => paymentPage(nonce, self, emision, state));

      if (card.number === DECLINED) {
        request.log.info({ emisionId: emision.emisionId }, 'test card declined');
        return html(reply, 402, (nonce) => paymentPage(nonce, self, emision, { values, alert: DECLINED_MESSAGE }));
      }
      if (card.number !== APPROVED) {
        state.errors = { numeroTarjeta: `En el entorno de prueba usá la tarjeta ${TEST_CARDS.approved}.` };
        return html(reply, 400, (nonce) => paymentPage(nonce, self, emision, state));
      }

      const { emision: paid, changed } = markPaid(app.store, emision.emisionId, 'tarjeta', {
        tarjetaUltimos4: card.number.slice(-4),
      });
      if (changed) {
        request.log.info(
          { emisionId: paid.emisionId, numeroPoliza: paid.poliza?.numeroPoliza },
          'card payment approved, policy issued',
        );
        // Waits at most ~2 s for the product API to take the notification; retries continue in the background.
        await app.notifier.deliver(paid.emisionId, { requestId: request.id });
      }
      return reply.redirect(self, 303);
    },
  );
};

/** Field errors in Spanish, or the card when all three fields are valid. */
export function checkCard(
  values: CardForm,
  now: Date = new Date(),
): {
  errors: Partial<Record<CardField, string>>;
  card: { number: string } | null;
} {
  const errors: Partial<Record<CardField, string>> = {};
  const number = (values.numeroTarjeta ?? '').replace(/[\s-]/g, '');
  if (!number) errors.numeroTarjeta = 'Ingresá el número de tarjeta.';
  else if (!/^\d{13,19}$/.test(number) || !luhn(number)) errors.numeroTarjeta = 'El número de tarjeta no es válido.';

  const expiry = (values.vencimiento ?? '').trim();
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!expiry) errors.vencimiento = 'Ingresá el vencimiento de la tarjeta.';
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12)
    errors.vencimiento = 'Ingresá el vencimiento con el formato MM/AA.';
  else {
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    const lastValidMonth = `${year}-${String(Number(m[1])).padStart(2, '0')}`;
    if (lastValidMonth < today(now).slice(0, 7)) errors.vencimiento = 'La tarjeta está vencida.';
  }

  const cvv = (values.cvv ?? '').trim();
  if (!cvv) errors.cvv = 'Ingresá el CVV.';
  else if (!/^\d{3,4}$/.test(cvv)) errors.cvv = 'El CVV debe tener 3 o 4 dígitos.';

  return { errors, card: Object.keys(errors).length === 0 ? { number } : null };
}

function luhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

export default pagosRoutes;
