// Runtime configuration: fetched once from /config.json by index.ts, validated here, then handed to
// React through RuntimeConfigProvider. Nothing else reads /config.json. Its shape is contracts'
// (`RuntimeConfig`, what the gateway answers); this is the browser's check of it.
import type { RuntimeConfig } from 'contracts';

export type { RuntimeConfig };
export type MonitoringConfig = NonNullable<RuntimeConfig['monitoring']>;
export type AnalyticsConfig = NonNullable<RuntimeConfig['analytics']>;

export type ValidationResult = { ok: true; config: RuntimeConfig } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function isAbsoluteUri(value: string): boolean {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

function optionalBlock<T extends string>(
  raw: Json,
  key: string,
  fields: readonly T[],
  errors: string[],
): Record<T, string> | null {
  const value = raw[key];
  if (value === null || value === undefined) return null;
  if (!isObject(value)) {
    errors.push(`"${key}" debe ser un objeto o null.`);
    return null;
  }
  const out = {} as Record<T, string>;
  for (const field of fields) {
    const v = value[field];
    if (!isText(v)) errors.push(`Falta "${key}.${field}".`);
    else out[field] = v.trim();
  }
  return out;
}

/** Checks /config.json; errors are Spanish and name the offending field. */
export function validateRuntimeConfig(raw: unknown): ValidationResult {
  const errors: string[] = [];
  if (!isObject(raw)) return { ok: false, errors: ['La configuración no es un objeto JSON.'] };

  const auth = isObject(raw.auth) ? raw.auth : null;
  if (!auth) errors.push('Falta "auth".');
  const domain = auth && isText(auth.domain) ? auth.domain.trim().replace(/\/+$/, '') : '';
  if (auth && !domain) errors.push('Falta "auth.domain".');
  else if (domain && !/^https?:\/\/[^/]+$/.test(domain) && !/^[a-z0-9.-]+(:\d+)?$/i.test(domain)) {
    errors.push('"auth.domain" debe ser el origen del proveedor de identidad (por ejemplo http://localhost:8083).');
  }
  const clientId = auth && isText(auth.clientId) ? auth.clientId.trim() : '';
  if (auth && !clientId) errors.push('Falta "auth.clientId".');
  const audience = auth && isText(auth.audience) ? auth.audience.trim() : '';
  if (auth && !audience) errors.push('Falta "auth.audience".');
  else if (audience && !isAbsoluteUri(audience)) errors.push('"auth.audience" debe ser una URI absoluta.');
  let organization: string | undefined;
  if (auth && auth.organization !== undefined && auth.organization !== null) {
    if (isText(auth.organization)) organization = auth.organization.trim();
    else errors.push('"auth.organization" debe ser un texto (el id o el nombre de la organización).');
  }

  const apiBaseUrl = isText(raw.apiBaseUrl) ? raw.apiBaseUrl.trim().replace(/\/+$/, '') : '';
  if (!apiBaseUrl) errors.push('Falta "apiBaseUrl".');
  else if (!apiBaseUrl.startsWith('/') && !/^https?:\/\//.test(apiBaseUrl)) {
    errors.push('"apiBaseUrl" debe ser una ruta (/api/v1) o una URL http(s).');
  }

  let feedbackUrl: string | null = null;
  if (raw.feedbackUrl !== undefined && raw.feedbackUrl !== null) {
    if (isText(raw.feedbackUrl) && /^(https?:|mailto:)/.test(raw.feedbackUrl.trim()))
      feedbackUrl = raw.feedbackUrl.trim();
    else errors.push('"feedbackUrl" debe ser un enlace https: o mailto:.');
  }

  let environment = 'dev';
  if (raw.environment !== undefined) {
    if (isText(raw.environment)) environment = raw.environment.trim();
    else errors.push('"environment" debe ser un texto.');
  }

  const monitoring = optionalBlock(
    raw,
    'monitoring',
    ['applicationId', 'clientToken', 'site', 'service'] as const,
    errors,
  );
  const analytics = optionalBlock(raw, 'analytics', ['measurementId'] as const, errors);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      auth: { domain, clientId, audience, ...(organization ? { organization } : {}) },
      apiBaseUrl,
      feedbackUrl,
      environment,
      monitoring,
      analytics,
    },
  };
}
