import { parseRemotesManifest } from '../remotes-manifest';
import { validateRuntimeConfig } from '../runtime-config';

const valid = {
  auth: { domain: 'http://localhost:8083/', clientId: 'seguros-web', audience: 'https://api.seguros.uy' },
  apiBaseUrl: '/api/v1',
  feedbackUrl: 'mailto:beta@seguros.uy',
  environment: 'dev',
  monitoring: null,
  analytics: null,
};

describe('validateRuntimeConfig', () => {
  it('accepts the gateway config and drops the trailing slash of the IdP origin', () => {
    const result = validateRuntimeConfig(valid);
    expect(result).toEqual({
      ok: true,
      config: { ...valid, auth: { ...valid.auth, domain: 'http://localhost:8083' } },
    });
  });

  it('takes the organisation hint when the deployment has one, and refuses one that is not text', () => {
    const withOrg = validateRuntimeConfig({ ...valid, auth: { ...valid.auth, organization: ' org_seguros ' } });
    expect(withOrg.ok && withOrg.config.auth.organization).toBe('org_seguros');
    const without = validateRuntimeConfig(valid);
    expect(without.ok && without.config.auth).not.toHaveProperty('organization');
    expect(validateRuntimeConfig({ ...valid, auth: { ...valid.auth, organization: 7 } })).toEqual({
      ok: false,
      errors: ['"auth.organization" debe ser un texto (el id o el nombre de la organización).'],
    });
  });

  it('accepts monitoring and analytics blocks', () => {
    const result = validateRuntimeConfig({
      ...valid,
      monitoring: { applicationId: 'a', clientToken: 'b', site: 'datadoghq.eu', service: 'seguros-web' },
      analytics: { measurementId: 'G-123' },
    });
    expect(result.ok && result.config.monitoring?.site).toBe('datadoghq.eu');
    expect(result.ok && result.config.analytics?.measurementId).toBe('G-123');
  });

  it('names every missing or invalid field in Spanish', () => {
    const result = validateRuntimeConfig({
      auth: { domain: '', audience: 'no-es-uri' },
      apiBaseUrl: 'api',
      feedbackUrl: 'javascript:alert(1)',
      monitoring: { applicationId: 'a' },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      'Falta "auth.domain".',
      'Falta "auth.clientId".',
      '"auth.audience" debe ser una URI absoluta.',
      '"apiBaseUrl" debe ser una ruta (/api/v1) o una URL http(s).',
      '"feedbackUrl" debe ser un enlace https: o mailto:.',
      'Falta "monitoring.clientToken".',
      'Falta "monitoring.site".',
      'Falta "monitoring.service".',
    ]);
  });

  it('rejects something that is not an object', () => {
    expect(validateRuntimeConfig('hola')).toEqual({ ok: false, errors: ['La configuración no es un objeto JSON.'] });
    expect(validateRuntimeConfig({})).toMatchObject({ ok: false, errors: ['Falta "auth".', 'Falta "apiBaseUrl".'] });
  });
});

describe('parseRemotesManifest', () => {
  it('keeps valid remotes and reports the rest', () => {
    const { remotes, problems } = parseRemotesManifest({
      remotes: [
        {
          name: 'mf_landing',
          package: 'mf-landing',
          version: '1.2.0',
          entry: '/remotes/mf-landing/1.2.0/remoteEntry.js',
        },
        { name: 'mf-bad', entry: '/x.js' },
        { name: 'mf_forms' },
        { name: 'mf_landing', entry: '/otra.js' },
      ],
    });
    expect(remotes).toEqual([
      {
        name: 'mf_landing',
        package: 'mf-landing',
        version: '1.2.0',
        entry: '/remotes/mf-landing/1.2.0/remoteEntry.js',
      },
    ]);
    expect(problems).toHaveLength(3);
  });

  it('survives a manifest without a list', () => {
    expect(parseRemotesManifest(null).remotes).toEqual([]);
  });
});
