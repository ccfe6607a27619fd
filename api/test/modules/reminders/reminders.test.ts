import fs from 'node:fs';
import { queueExpiryReminders } from '../../../src/modules/reminders/reminders';
import { useTestApp } from '../../helpers/build-app';
import { createExternal, createQuote, manualPolicy, OTHER_USER } from '../../helpers/fixtures';
import { generatePolicyPdf } from '../../helpers/policy-pdfs';
import { file, postForm, sentMails } from '../../routes/api/v1/solicitudes/uploads';

/*
 * Expiry reminders: one e-mail 30 days and one 7 days before fecha_vencimiento, for bought and manual
 * policies, through the outbox (.eml files here), each once however many runs happen at once.
 */
const t = useTestApp({ fakeSbi: true });

const TODAY = '2026-03-01';
/** TODAY plus `days`, YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function manualExpiring(days: number, overrides: Record<string, unknown> = {}, claims?: Record<string, unknown>) {
  return createExternal(
    t,
    manualPolicy({
      category: 'home',
      insurer: 'mapfre',
      plan: 'Hogar Completo',
      numeroPoliza: `HOG-${days}`,
      vigenciaDesde: '2025-01-01',
      vigenciaHasta: inDays(days),
      ...overrides,
    }),
    claims,
  );
}

async function reminderRows() {
  const { rows } = await t.db.query<{ policy_id: string; kind: string; outbox: boolean }>(
    'SELECT policy_id, kind, outbox_id IS NOT NULL AS outbox FROM policy_reminders ORDER BY kind, policy_id',
  );
  return rows;
}

describe('expiry reminders', () => {
  it('e-mails the owner 30 days before, naming the policy, insurer, number and date', async () => {
    const policy = await manualExpiring(30);
    expect(await t.app.reminders.run(TODAY)).toEqual({ queued: 1, sweptUploads: 0, deletedOutbox: 0, sweptObjects: 0 });
    expect(await reminderRows()).toEqual([{ policy_id: policy._id, kind: 'expiry-30', outbox: true }]);

    await t.app.outbox.drain();
    const mails = sentMails(t);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.to).toBe('ana@example.com');
    expect(mail!.subject).toBe('Tu póliza Seguro de Hogar · MAPFRE · Hogar Completo vence en 30 días, el 31/03/2026');
    expect(mail!.text).toContain('Hola Ana:');
    expect(mail!.text).toContain('Aseguradora: MAPFRE');
    expect(mail!.text).toContain('Número de póliza: HOG-30');
    expect(mail!.text).toContain('Vencimiento: 31/03/2026');
  });

  it('sends none at 29 days, one at 7, and none again on the next runs', async () => {
    await manualExpiring(29);
    const seven = await manualExpiring(7);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(1);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(0);
    expect(await reminderRows()).toEqual([{ policy_id: seven._id, kind: 'expiry-7', outbox: true }]);
    await t.app.outbox.drain();
    expect(sentMails(t).map((m) => m.subject)).toEqual([
      'Tu póliza Seguro de Hogar · MAPFRE · Hogar Completo vence en 7 días, el 08/03/2026',
    ]);
  });

  it('sends the 30-day and then the 7-day reminder of the same policy, once each', async () => {
    await manualExpiring(30);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(1);
    expect((await t.app.reminders.run(inDays(1))).queued).toBe(0);
    expect((await t.app.reminders.run(inDays(23))).queued).toBe(1);
    expect((await t.app.reminders.run(inDays(23))).queued).toBe(0);
    expect((await reminderRows()).map((r) => r.kind)).toEqual(['expiry-30', 'expiry-7']);
  });

  it('two runs at once (two instances) queue each reminder once', async () => {
    for (let i = 0; i < 6; i++) await manualExpiring(i % 2 === 0 ? 30 : 7, { numeroPoliza: `P-${i}` });
    await manualExpiring(30, {}, OTHER_USER);
    const [a, b, c] = await Promise.all([
      queueExpiryReminders(t.db, TODAY),
      queueExpiryReminders(t.db, TODAY),
      t.app.reminders.run(TODAY),
    ]);
    expect(a + b + c.queued).toBe(7);
    expect(await reminderRows()).toHaveLength(7);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE topic = 'mail.send'`);
    expect(rows[0]!.n).toBe(7);
    await t.app.outbox.drain();
    expect(sentMails(t)).toHaveLength(7);
    expect(sentMails(t).filter((m) => m.headers.to === 'bruno@example.com')).toHaveLength(1);
  });

  it('sends nothing for a deleted policy, and a deleted policy takes its reminders with it', async () => {
    const gone = await manualExpiring(30);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${gone._id}`, headers: await t.auth() });
    expect(res.statusCode).toBe(200);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(0);

    const reminded = await manualExpiring(7);
    await t.app.reminders.run(TODAY);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/policy/${reminded._id}`, headers: await t.auth() });
    expect(await reminderRows()).toEqual([]);
  });

  it('reminds a bought policy once it is issued, not while it is pending payment', async () => {
    const quote = await createQuote(t, {}, await t.auth());
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/policy-from-quote',
      headers: await t.auth(),
      payload: { quoteId: quote._id },
    });
    const id = bought.json().data._id as string;
    await t.db.query(`UPDATE policies SET fecha_vencimiento = $2, numero_poliza = 'SBI-20260001' WHERE id = $1`, [
      id,
      inDays(30),
    ]);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(0);
    await t.db.query(`UPDATE policies SET status = 'activa' WHERE id = $1`, [id]);
    expect((await t.app.reminders.run(TODAY)).queued).toBe(1);
    await t.app.outbox.drain();
    const [mail] = sentMails(t);
    expect(mail!.subject).toMatch(/^Tu póliza Seguro de Bicicleta · SBI Seguros.* vence en 30 días, el 31\/03\/2026$/);
    expect(mail!.text).toContain('Número de póliza: SBI-20260001');
  });

  it('reminds a renewed policy again for its new expiry date', async () => {
    const policy = await manualExpiring(30);
    await t.app.reminders.run(TODAY);
    const renewed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/policy/${policy._id}`,
      headers: await t.auth(),
      payload: manualPolicy({
        category: 'home',
        insurer: 'mapfre',
        vigenciaDesde: inDays(30),
        vigenciaHasta: inDays(395),
      }),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await t.app.reminders.run(inDays(365))).queued).toBe(1);
    expect((await reminderRows()).map((r) => r.kind)).toEqual(['expiry-30', 'expiry-30']);
  });

  it('writes the e-mails as .eml files in the mail folder', async () => {
    await manualExpiring(7);
    await t.app.reminders.run(TODAY);
    await t.app.outbox.drain();
    expect(fs.readdirSync(t.mailDir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });

  it('deletes PDF imports nobody saved within 48 hours, with their files, and keeps attached ones', async () => {
    const pdf = Buffer.from((await generatePolicyPdf('label-colon', 1)).bytes);
    const upload = async () =>
      (await postForm(t, '/api/v1/policy/import-pdf', [['file', file('p.pdf', pdf)]], await t.auth())).json().data
        .fileId as string;
    const [stale, fresh, attached] = [await upload(), await upload(), await upload()];
    await createExternal(t, manualPolicy({ documentFileId: attached }));
    await t.db.query(`UPDATE pending_uploads SET created_at = now() - interval '49 hours' WHERE file_id = $1`, [stale]);
    await t.db.query(`UPDATE policy_files SET created_at = now() - interval '49 hours'`);
    expect(await t.app.reminders.run(TODAY)).toEqual({ queued: 0, sweptUploads: 1, deletedOutbox: 0, sweptObjects: 0 });
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM files');
    expect(rows.map((r) => r.id).sort()).toEqual([fresh, attached].sort());
  });
});
