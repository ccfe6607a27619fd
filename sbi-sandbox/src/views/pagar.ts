// Server-rendered payment pages of the sandbox (Spanish, es-UY). No external resources: one inline stylesheet
// and one small script, both allowed by a per-response CSP nonce. The form works without the script.
import { escapeHtml, htmlPage } from 'server-kit';
import { formatDate, formatUsd } from 'contracts/runtime';
import type { Emision } from '../lib/store';

export const DECLINED_MESSAGE = 'Tarjeta rechazada. Probá con otra tarjeta.';
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** Headers of every HTML page: nothing external, nothing framed, the token never leaks through Referer. */
export function pageHeaders(nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

const STYLES = `
:root{--brand:#0a4f8a;--brand-dark:#073a66;--text:#1b1f24;--muted:#4b5563;--bg:#eef2f7;--line:#d0d5dd;--error:#b42318;--error-bg:#fef3f2;--ok:#067647;--ok-bg:#ecfdf3}
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--text);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif}
main{width:100%;max-width:28rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08);overflow:hidden}
.top{display:flex;justify-content:space-between;align-items:center;gap:1rem;background:var(--brand);color:#fff;padding:1rem 2rem}
.top .brand{margin:0;font-weight:700;font-size:1.125rem;letter-spacing:.02em}
.top .secure{margin:0;font-size:.875rem;opacity:.9}
.content{padding:1.5rem 2rem 2rem}
h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
dl.summary{margin:0 0 1.5rem;padding:1rem;border:1px solid var(--line);border-radius:.5rem;display:grid;gap:.375rem}
dl.summary div{display:flex;justify-content:space-between;gap:1rem}
dt{color:var(--muted)}
dd{margin:0;font-weight:600;text-align:right}
dl.summary .amount dd{white-space:nowrap}
dl.summary .amount{margin-top:.375rem;padding-top:.625rem;border-top:1px solid var(--line);font-size:1.125rem}
dl.summary .amount dt{color:var(--text);font-weight:600}
form{display:grid;gap:1rem}
.row{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);grid-template-rows:auto auto auto;column-gap:1rem}
.row .field{grid-row:span 3;grid-template-rows:subgrid;row-gap:.375rem}
.field{display:grid;gap:.375rem;align-content:start}
label{font-weight:600}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #9aa4b2;border-radius:.5rem;background:#fff;color:inherit;letter-spacing:.02em}
input:focus-visible{outline:3px solid var(--brand);outline-offset:1px;border-color:var(--brand)}
input[aria-invalid=true]{border-color:var(--error)}
.field-error{margin:0;color:var(--error);font-size:.875rem;font-weight:600}
button{width:100%;font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.5rem;background:var(--brand);color:#fff;cursor:pointer}
button:hover{background:var(--brand-dark)}
button:disabled{opacity:.7;cursor:progress}
button:focus-visible,a:focus-visible{outline:3px solid var(--text);outline-offset:2px}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.5rem;background:var(--error-bg);color:var(--error);border:1px solid #fda29b;font-weight:600}
.success{margin:0 0 1rem;padding:.75rem 1rem;border-radius:.5rem;background:var(--ok-bg);color:var(--ok);border:1px solid #abefc6;font-weight:600}
.back{display:block;margin:1rem 0 0;padding:.75rem 1rem;border-radius:.5rem;background:var(--brand);color:#fff;font-weight:700;text-align:center;text-decoration:none}
.back:hover{background:var(--brand-dark)}
.note{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #e4e7ec;font-size:.875rem;color:var(--muted)}
.note code{font-size:.875rem;white-space:nowrap}
@media (max-width:26rem){body{padding:1rem .75rem;align-items:flex-start}.content{padding:1.25rem}.top{padding:1rem 1.25rem}}
@media (prefers-reduced-motion:no-preference){button{transition:background-color .15s}}
`;

// Disables the button once the form is sent, so a double click cannot post twice.
const SCRIPT = `document.querySelector('form')?.addEventListener('submit',function(){var b=this.querySelector('button');if(b){b.disabled=true;b.textContent='Procesando…';}});`;

function layout(title: string, nonce: string, body: string, script = false): string {
  return htmlPage({
    title: `${title} · SBI Seguros`,
    nonce,
    styles: STYLES,
    body: `<div class="top"><p class="brand">SBI Seguros</p><p class="secure">Pago seguro</p></div>
<div class="content">
${body}
</div>`,
    ...(script && { script: SCRIPT }),
  });
}

function summary(emision: Emision): string {
  const titular = `${emision.tomador.nombre} ${emision.tomador.apellido}`.trim();
  return `<dl class="summary">
  <div><dt>Producto</dt><dd>${escapeHtml(emision.producto.nombre)}</dd></div>
  <div><dt>Paquete</dt><dd>${escapeHtml(emision.paquete.nombre)}</dd></div>
  <div><dt>Titular</dt><dd>${escapeHtml(titular)}</dd></div>
  <div class="amount"><dt>Total a pagar</dt><dd>${escapeHtml(formatUsd(emision.paquete.precio))}</dd></div>
</dl>`;
}

export type CardField = 'numeroTarjeta' | 'vencimiento' | 'cvv';

export interface PaymentFormState {
  values?: Partial<Record<CardField, string>>;
  errors?: Partial<Record<CardField, string>>;
  /** A message about the whole payment (declined card). */
  alert?: string;
}

const FIELDS: { name: CardField; label: string; attrs: string }[] = [
  {
    name: 'numeroTarjeta',
    label: 'Número de tarjeta',
    attrs: 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"',
  },
  {
    name: 'vencimiento',
    label: 'Vencimiento (MM/AA)',
    attrs: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"',
  },
  { name: 'cvv', label: 'CVV', attrs: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"' },
];

function field(f: (typeof FIELDS)[number], state: PaymentFormState, autofocus: boolean): string {
  const error = state.errors?.[f.name];
  const value = f.name === 'cvv' ? '' : (state.values?.[f.name] ?? '');
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${f.name}-error"` : '';
  return `<div class="field">
    <label for="${f.name}">${escapeHtml(f.label)}</label>
    <input id="${f.name}" name="${f.name}" type="text" required ${f.attrs} value="${escapeHtml(value)}"${describedBy}${autofocus ? ' autofocus' : ''}>
    ${error ? `<p class="field-error" id="${f.name}-error">${escapeHtml(error)}</p>` : ''}
  </div>`;
}

export function paymentPage(nonce: string, action: string, emision: Emision, state: PaymentFormState = {}): string {
  const firstInvalid = FIELDS.find((f) => state.errors?.[f.name])?.name;
  const focus = (name: CardField) => (firstInvalid ? firstInvalid === name : !state.alert && name === 'numeroTarjeta');
  const fieldErrors = Object.values(state.errors ?? {}).filter(Boolean).length;
  const alert = state.alert ?? (fieldErrors > 0 ? 'Revisá los datos de la tarjeta.' : null);
  const [numero, vencimiento, cvv] = FIELDS as [
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
    (typeof FIELDS)[number],
  ];
  return layout(
    'Pagá tu seguro',
    nonce,
    `<h1>Pagá tu seguro</h1>
${summary(emision)}
${alert ? `<p class="alert" role="alert">${escapeHtml(alert)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  ${field(numero, state, focus('numeroTarjeta'))}
  <div class="row">
  ${field(vencimiento, state, focus('vencimiento'))}
  ${field(cvv, state, focus('cvv'))}
  </div>
  <button type="submit">Pagar</button>
</form>
<p class="note">Entorno de prueba de SBI: no se cobra nada. Tarjeta aprobada <code>${TEST_CARDS.approved}</code>, rechazada <code>${TEST_CARDS.declined}</code>; cualquier vencimiento futuro y un CVV de 3 dígitos.</p>`,
    true,
  );
}

export function paidPage(nonce: string, emision: Emision): string {
  const poliza = emision.poliza!;
  return layout(
    'Pago aprobado',
    nonce,
    `<h1>Pago aprobado</h1>
<p class="success" role="status">Tu póliza N.º ${escapeHtml(poliza.numeroPoliza)} quedó emitida.</p>
<dl class="summary">
  <div><dt>Producto</dt><dd>${escapeHtml(emision.producto.nombre)}</dd></div>
  <div><dt>Paquete</dt><dd>${escapeHtml(emision.paquete.nombre)}</dd></div>
  <div><dt>Vigencia</dt><dd>${escapeHtml(`${formatDate(poliza.vigenciaDesde)} – ${formatDate(poliza.vigenciaHasta)}`)}</dd></div>
  <div class="amount"><dt>Total pagado</dt><dd>${escapeHtml(formatUsd(emision.paquete.precio))}</dd></div>
</dl>
<p>Ya podés cerrar esta ventana y volver a la app: la póliza aparece en tu wallet con sus documentos.</p>
${emision.urlRetorno ? `<a class="back" href="${escapeHtml(emision.urlRetorno)}">Volver a la app</a>` : ''}`,
  );
}

export function messagePage(nonce: string, title: string, message: string): string {
  return layout(title, nonce, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
