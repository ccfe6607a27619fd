import type { MailMessage } from '../outbox/mailer';

/*
 * The expiry reminder: plain text and a simple HTML version, every value escaped. The policy is named as the
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

/** dd/mm/yyyy (es-UY) of a YYYY-MM-DD date. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
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

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
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
  const after = "La encontrás en 'Tus seguros', dentro de la app.";
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    after,
    '',
    'Saludos,',
    'El equipo de Seguros',
  ].join('\n');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    '<table style="border-collapse: collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="text-align: left; padding: 4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding: 4px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(after)}</p>`,
    '<p>Saludos,<br>El equipo de Seguros</p>',
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
