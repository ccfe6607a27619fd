import { formatDate, formatUsd } from 'contracts/runtime';
import { layoutMail, type MailContent } from '../outbox/mail-layout';
import type { MailMessage } from '../outbox/mailer';

/*
 * The e-mails of an emission: payment instructions for a bank transfer (L) or the collection network (R),
 * sent when the emission is recorded, and the confirmation once the partner issues the policy.
 * In the api's one mail layout (outbox/mail-layout.ts), money and dates written by contracts/uy.
 */

/** The partner's bank account for transfers (SBI Seguros S.A.). */
export const PARTNER_BANK = {
  bank: 'BROU (Banco de la República Oriental del Uruguay)',
  accountType: 'Cuenta corriente en dólares (USD)',
  accountNumber: '001558742-00002',
  holder: 'SBI Seguros S.A.',
  rut: '219999990019',
} as const;

export const PAYMENT_LABEL = {
  T: 'Tarjeta de crédito',
  L: 'Transferencia bancaria',
  R: 'Abitab o RedPagos',
} as const;

/** The code a person quotes when paying: the first 8 characters of the policy id, upper case. */
export function paymentReference(policyId: string): string {
  return policyId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

function compose(to: string, subject: string, greeting: string, content: Omit<MailContent, 'greeting'>): MailMessage {
  return { to, subject, ...layoutMail({ greeting, ...content }) };
}

export interface InstructionsInput {
  to: string;
  firstName: string;
  policyId: string;
  formaDePago: 'L' | 'R';
  cuotas: number;
  producto: string;
  paquete: string;
  precio: number;
}

/** How to pay an emission by bank transfer (L) or at Abitab / RedPagos (R). */
export function paymentInstructionsMail(input: InstructionsInput): MailMessage {
  const reference = paymentReference(input.policyId);
  const greeting = `Hola ${input.firstName}:`;
  const plan = `${input.producto} · ${input.paquete}`;
  if (input.formaDePago === 'L') {
    return compose(input.to, `Cómo pagar tu ${input.producto} por transferencia bancaria`, greeting, {
      paragraphs: [
        `Recibimos tu solicitud del ${plan}. La póliza quedó emitida y pendiente de pago.`,
        'Para completar la compra, hacé una transferencia a esta cuenta e indicá la referencia en el concepto:',
      ],
      rows: [
        ['Banco', PARTNER_BANK.bank],
        ['Cuenta', PARTNER_BANK.accountType],
        ['Número de cuenta', PARTNER_BANK.accountNumber],
        ['Titular', `${PARTNER_BANK.holder} (RUT ${PARTNER_BANK.rut})`],
        ['Importe', formatUsd(input.precio)],
        ['Referencia', reference],
      ],
      after: [
        'Cuando la aseguradora reciba la transferencia, te avisamos por correo y vas a ver tu póliza activa en la app, con sus documentos.',
      ],
    });
  }
  const cuotas = input.cuotas > 0 ? `${input.cuotas}` : '1 (pago contado)';
  return compose(input.to, `Cómo pagar tu ${input.producto} en Abitab o RedPagos`, greeting, {
    paragraphs: [
      `Recibimos tu solicitud del ${plan}. La póliza quedó emitida y pendiente de pago.`,
      'Podés pagarla en efectivo en cualquier local de Abitab o RedPagos: decí que querés pagar a SBI Seguros y dá este código de pago:',
    ],
    rows: [
      ['Código de pago', reference],
      ['Empresa', 'SBI Seguros'],
      ['Importe', formatUsd(input.precio)],
      ['Cuotas', cuotas],
    ],
    after: [
      'Cuando la aseguradora reciba el pago, te avisamos por correo y vas a ver tu póliza activa en la app, con sus documentos.',
    ],
  });
}

export interface ConfirmationInput {
  to: string;
  firstName: string | null;
  numeroPoliza: string;
  fechaEmision: string;
  fechaVencimiento: string;
  producto: string | null;
}

/** The policy is active: number and validity. */
export function policyIssuedMail(input: ConfirmationInput): MailMessage {
  const name = input.producto ?? 'seguro';
  return compose(
    input.to,
    `Tu póliza ${input.numeroPoliza} está activa`,
    input.firstName ? `Hola ${input.firstName}:` : 'Hola:',
    {
      paragraphs: [`¡Listo! Recibimos el pago y la aseguradora emitió tu ${name}.`],
      rows: [
        ['Número de póliza', input.numeroPoliza],
        ['Fecha de emisión', formatDate(input.fechaEmision)],
        ['Vigencia hasta', formatDate(input.fechaVencimiento)],
      ],
      after: ["Encontrás el certificado de la póliza y la factura en 'Tus seguros', dentro de la app."],
    },
  );
}
