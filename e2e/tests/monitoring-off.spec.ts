import { expect, test } from '@playwright/test';

// The e2e stack sets no MONITORING_* or ANALYTICS_* variable: the composed app must then contact no
// monitoring or analytics service at all (unit tests cover each half: gateway's /config.json, shell's loader).
test('without monitoring or analytics variables the app loads neither and calls only its own origins', async ({
  page,
}) => {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).host));

  const config = await (await page.request.get('/config.json')).json();
  expect(config).toMatchObject({ monitoring: null, analytics: null });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tus seguros, simples y a la mano.' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect([...hosts].filter((host) => !/^localhost(:\d+)?$/.test(host))).toEqual([]);
  const globals = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return { gtag: typeof w.gtag, rum: typeof w.DD_RUM };
  });
  expect(globals).toEqual({ gtag: 'undefined', rum: 'undefined' });
});
