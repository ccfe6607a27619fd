import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { USERS } from '../support/auth';
import { buyActiveBikePolicy, SMALL_PNG, upload } from '../support/forms';
import { waitForMail } from '../support/mail';
import { PEOPLE, SMALL_PDF, signIn } from '../support/purchase';

/** axe on the page as it is: no serious or critical violations (soft, so every screen is reported). */
async function expectNoSeriousViolations(page: Page, screen: string) {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  expect(passes.length, 'axe no evaluó ninguna regla').toBeGreaterThan(0);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `- [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
  expect.soft(serious, `axe en ${screen} (${page.url()}):\n${report}`).toEqual([]);
}

/** The footer's 'Contacto' (the shell's footer downloads when it comes near the viewport: scroll down first). */
const footerContact = (page: Page) =>
  page.getByRole('navigation', { name: 'Enlaces del pie de página' }).getByRole('button', { name: 'Contacto' });
const toTheFooter = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('with mf-forms registered, the forms’ links, sections and tabs are there', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Explorá nuestros seguros' });
  await expect(grid.getByRole('link')).toHaveCount(5);
  for (const tile of ['Auto', 'Garantía de Alquiler', 'Otros']) {
    await expect(grid.getByRole('link', { name: new RegExp(tile) })).toHaveAttribute('href', '/insurance/other');
  }
  // The section's form is downloaded when the section comes near the viewport.
  const solicitud = page.locator('#solicitud');
  await solicitud.scrollIntoViewIfNeeded();
  await expect(solicitud.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('auto');
  await toTheFooter(page);
  await expect(footerContact(page)).toBeVisible();

  await grid.getByRole('link', { name: /Otros/ }).click();
  await expect(page).toHaveURL(/\/insurance\/other$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pedí tu seguro' })).toBeVisible();
  await expect(page.getByText('Te respondemos en < 24 h')).toBeVisible();

  await signIn(page, 'bruno');
  await expect(page.getByRole('tab', { name: 'Reclamos de Siniestros' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contactanos' })).toBeVisible();
  await page.getByRole('tab', { name: 'Explorar nuevos' }).click();
  await expect(page.getByRole('tabpanel').getByRole('combobox', { name: 'Elegí un tipo' })).toBeVisible();
});

test('a visitor sends a garantía request with its attachments from the landing tile', async ({ page }) => {
  const doc = `E2E-${unique()}`;
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Explorá nuestros seguros' })
    .getByRole('link', { name: /Garantía de Alquiler/ })
    .click();
  await expect(page).toHaveURL(/\/insurance\/other$/);
  const form = page.getByRole('form', { name: 'Solicitud de seguro' });
  await expect(form.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('garantia');

  await form.getByLabel('Tipo de documento').selectOption('CI');
  await form.getByLabel('Número de documento').fill(doc);
  await form.getByLabel('Nombre completo').fill('Lucia Fernandez');
  await form.getByLabel('Nacionalidad').fill('Uruguaya');
  await form.getByLabel('Celular').fill('099 123 456');
  await form.getByLabel('Email').fill('lucia@example.com');
  await form.getByLabel('Situación laboral').selectOption('empleados');
  await form.getByLabel('Antigüedad laboral (meses)').fill('36');

  // The employee's attachments: the cédula, the fixed receipt and the six variable ones.
  const receipts = [1, 2, 3, 4, 5, 6].map((n) => upload(`recibo-variable-${n}.pdf`, SMALL_PDF));
  await form.getByLabel(/Recibos de sueldo variables/).setInputFiles(receipts.slice(0, 3));
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('Adjuntá los 6 recibos de sueldo variables.')).toBeVisible();
  await form.getByLabel(/Recibos de sueldo variables/).setInputFiles(receipts);
  await expect(form.getByText(/6 archivos elegidos: recibo-variable-1\.pdf/)).toBeVisible();
  await form.getByLabel(/^Recibo de sueldo/).setInputFiles(upload('recibo-fijo.pdf', SMALL_PDF));
  await form.getByLabel(/Cédula de identidad/).setInputFiles(upload('cedula.png', SMALL_PNG));
  await expect(form.getByText('Archivo elegido: cedula.png')).toBeVisible();
  await expectNoSeriousViolations(page, 'la solicitud de garantía completa');

  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/solicitudes') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  expect((await answer).status()).toBe(201);
  await expect(form.getByRole('status')).toHaveText('Solicitud enviada. Te contactaremos en menos de 24 horas.');
  // The form starts again on the same type.
  await expect(form.getByLabel('Número de documento')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Elegí un tipo' })).toHaveValue('garantia');

  const mail = await waitForMail(
    (m) => m.subject === 'Solicitud · Garantía de Alquiler' && m.text.includes(`doc: ${doc}`),
    `la solicitud de garantía ${doc}`,
  );
  expect(mail.text).toContain('Producto: Garantía de Alquiler');
  expect(mail.text).toContain('nombre: Lucia Fernandez');
  expect(mail.text).toContain('situacionLaboral: empleados');
  expect(mail.text).toContain('ci: [archivo] cedula.png');
  expect(mail.text).toContain('recibosVariables: [archivo] recibo-variable-1.pdf');
  expect(mail.replyTo).toContain('lucia@example.com');
  expect(mail.attachments.map((a) => a.filename).sort()).toEqual(
    ['cedula.png', 'recibo-fijo.pdf', ...receipts.map((r) => r.name)].sort(),
  );
  expect(mail.attachments.find((a) => a.filename === 'cedula.png')!.content.equals(SMALL_PNG)).toBe(true);
  expect(mail.attachments.find((a) => a.filename === 'recibo-fijo.pdf')!.content.equals(SMALL_PDF)).toBe(true);
});

test('a signed-in person files a claim from a policy with two attachments and sees it listed', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'ana');
  const { policyId, policyNumber } = await buyActiveBikePolicy(page, PEOPLE.ana);

  // From the policy detail, 'Denunciar tu Siniestro' opens the claims tab.
  await page.goto(`/policy/${policyId}`);
  await page.getByRole('link', { name: 'Denunciar tu Siniestro' }).click();
  await expect(page).toHaveURL(/\/app\?tab=reclamos$/);
  await expect(page.getByRole('tab', { name: 'Reclamos de Siniestros' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Reclamo de siniestro' });
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
  await expect(form.getByLabel('Apellido')).toHaveValue('Pérez');
  await expect(form.getByLabel('Email')).toHaveValue(USERS.ana.email);
  // The person's policies are offered: the one the claim was opened from is chosen (else choose it).
  const policy = form.getByRole('combobox', { name: /^Póliza/ });
  const option = policy.getByRole('option', { name: new RegExp(policyNumber) });
  if ((await policy.inputValue()) !== (await option.getAttribute('value'))) {
    await policy.selectOption({ label: (await option.textContent()) ?? '' });
  }
  await expect(policy.locator('option:checked')).toContainText(policyNumber);

  await form.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Completá Nombre, Apellido, Email y Celular.');
  await form.getByLabel('Celular').fill('099 765 432');
  await form.getByLabel('Mensaje').fill('Me robaron la bici frente a casa.');
  // Two files (dropping a file chosen twice is covered by the component tests: Playwright gives every
  // chosen file a new last-modified time).
  await form
    .getByLabel(/^Adjuntos/)
    .setInputFiles([upload('denuncia-policial.pdf', SMALL_PDF), upload('foto-candado.png', SMALL_PNG)]);
  const attached = form.getByRole('list', { name: 'Archivos adjuntos' }).getByRole('listitem');
  await expect(attached).toHaveCount(2);
  await expect(attached.first()).toContainText('denuncia-policial.pdf');
  await expect(attached.first()).toContainText('KB');
  await expectNoSeriousViolations(page, 'el formulario de reclamos');

  await form.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(form.getByRole('status')).toHaveText('¡Tu reclamo fue enviado! Te contactaremos a la brevedad.');
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toHaveCount(0);
  await expect(form.getByLabel('Celular')).toHaveValue('');

  const claims = page.getByRole('list', { name: 'Tus reclamos' });
  const claim = claims.getByRole('listitem').filter({ hasText: `Póliza ${policyNumber}` });
  await expect(claim).toContainText('Estado: Recibido');
  await expect(claim).toContainText('Me robaron la bici frente a casa.');
  await expect(claim.getByRole('button', { name: /denuncia-policial\.pdf/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await claim.getByRole('button', { name: /foto-candado\.png/ }).click();
  expect((await download).suggestedFilename()).toBe('foto-candado.png');

  const mail = await waitForMail(
    (m) => m.subject.startsWith('Reclamo de Siniestro') && m.subject.includes(policyNumber),
    `el reclamo de la póliza ${policyNumber}`,
  );
  expect(mail.text).toContain('celular: 099 765 432');
  expect(mail.attachments.map((a) => a.filename).sort()).toEqual(['denuncia-policial.pdf', 'foto-candado.png']);
  expect(mail.attachments.find((a) => a.filename === 'foto-candado.png')!.content.equals(SMALL_PNG)).toBe(true);
});

test('the contact dialog from the footer sends the message and closes', async ({ page }) => {
  const message = `Quiero saber más sobre el seguro de hogar (${unique()}).`;
  await page.goto('/');
  await toTheFooter(page);
  await footerContact(page).click();
  const dialog = page.getByRole('dialog', { name: 'Dejanos tus datos' });
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await expectNoSeriousViolations(page, 'el diálogo de contacto');

  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Completá tu nombre, celular y email.');
  await dialog.getByLabel('Nombre').fill('Martin Rodriguez');
  await dialog.getByLabel('Celular').fill('098 111 222');
  await dialog.getByLabel('Email').fill('martin@example.com');
  await dialog.getByLabel('Mensaje').fill(message);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Nos pondremos en contacto a la brevedad!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Opened again, it is empty; Escape closes it and focus goes back to the footer's button.
  await footerContact(page).click();
  await expect(dialog.getByLabel('Nombre')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(footerContact(page)).toBeFocused();

  const mail = await waitForMail((m) => m.text.includes(message), 'el mensaje de contacto');
  expect(mail.subject).toBe('[Web] Contacto');
  expect(mail.replyTo).toContain('martin@example.com');

  // The about page opens it as 'Contactanos'.
  await page.goto('/quienes-somos');
  await page.getByRole('button', { name: 'Contactanos' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Contactanos' })).toBeVisible();
});
