import { formatDate } from 'contracts/runtime';
import { layoutMail } from '../outbox/mail-layout';
import type { MailMessage } from '../outbox/mailer';

/*
 * The expiry reminder, in the api's one mail layout (outbox/mail-layout.ts). The policy is named as the
 * wallet names it (spec §3: category label, insurer and plan, duplicates dropped).
 */

export interface ReminderInput {
  to: string;
  firstName: string | null;
  days: number;
  policyId: string;
  /** 'Seguro de Hogar', 'Seguro de Auto'... */
  categoryLabel: string | null;
  insurerName: string | null;
  plan: string | null;
  numeroPoliza: string | null;
  /** YYYY-MM-DD */
  fechaVencimiento: string;
  externo: boolean;
}

/** The wallet's title of a policy: category label, insurer and plan, each once. */
export function policyTitle(parts: Array<string | null>): string {
  const seen = new Set<string>();
  const kept = parts.filter((part): part is string => {
    const key = part?.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.join(' · ') || 'Tu póliza';
}

export function expiryReminderMail(input: ReminderInput): MailMessage {
  const title = policyTitle([input.categoryLabel, input.insurerName, input.plan]);
  const date = formatDate(input.fechaVencimiento);
  const when = `en ${input.days} días, el ${date}`;
  const subject = `Tu póliza ${title} vence ${when}`;
  const greeting = input.firstName ? `Hola ${input.firstName}:` : 'Hola:';
  const rows: Array<[string, string]> = [
    ['Póliza', title],
    ['Aseguradora', input.insurerName ?? '-'],
    ['Número de póliza', input.numeroPoliza ?? 'sin número cargado'],
    ['Vencimiento', date],
  ];
  const paragraphs = [
    `Te recordamos que tu póliza vence ${when}.`,
    input.externo
      ? 'Revisá con tu aseguradora o tu corredor cómo renovarla a tiempo, para no quedar sin cobertura.'
      : 'Revisá la renovación a tiempo para no quedar sin cobertura; si necesitás ayuda, respondé este correo.',
  ];
  const after = ["La encontrás en 'Tus seguros', dentro de la app."];
  return { to: input.to, subject, ...layoutMail({ greeting, paragraphs, rows, after }) };
}
