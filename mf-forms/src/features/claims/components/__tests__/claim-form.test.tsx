import userEvent from '@testing-library/user-event';
import { fail, installFetch, jsonResponse, ok } from 'shared-ui/testing/http';
import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { aFile, entriesOf, formDataOf, render, screen, signIn, waitFor, within } from '@/testing/render';
import { ClaimForm } from '../claim-form';

const URL = 'POST /api/v1/claims';
const claim = { _id: 'c1', status: 'recibido', attachments: [] };

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Enviar reclamo' }));
const attachmentsInput = () => screen.getByLabelText(/^Adjuntos/, { selector: 'input' });
const listed = () =>
  screen.queryByRole('list', { name: 'Archivos adjuntos' })
    ? within(screen.getByRole('list', { name: 'Archivos adjuntos' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    : [];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('claims form', () => {
  it('fills name (the last word as the last name) and e-mail from the session', () => {
    installFetch();
    render(<ClaimForm />);
    expect(field('Nombre')).toHaveValue('Ana María');
    expect(field('Apellido')).toHaveValue('Pérez');
    expect(field('Email')).toHaveValue('ana@example.com');
    expect(field('Celular')).toHaveValue('');
    expect(field('Número de póliza')).toHaveValue('');
  });

  it('fills the policy number when opened from a policy', () => {
    installFetch();
    render(<ClaimForm policyNumber="SBI-2025-000123" />);
    expect(field('Número de póliza')).toHaveValue('SBI-2025-000123');
  });

  it('asks for Nombre, Apellido, Email and Celular with the spec’s message', async () => {
    const fetchMock = installFetch();
    render(<ClaimForm />);
    await userEvent.clear(field('Nombre'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Completá Nombre, Apellido, Email y Celular.');
    expect(field('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Celular')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Número de póliza')).not.toHaveAttribute('aria-invalid');
    expect(field('Mensaje')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Nombre', 'Completá tu nombre.'],
    ['Apellido', 'Completá tu apellido.'],
    ['Email', 'Completá tu email.'],
    ['Celular', 'Completá tu celular.'],
  ])('says the spec’s message when only %s is empty, besides the field’s own error', async (label, own) => {
    const fetchMock = installFetch();
    render(<ClaimForm />);
    await userEvent.type(field('Celular'), '099 123 456');
    await userEvent.clear(field(label));
    await submit();
    const form = screen.getByRole('form', { name: 'Reclamo de siniestro' });
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toContain('Completá Nombre, Apellido, Email y Celular.'),
    );
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(own));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with policies in the wallet', () => {
    const bike = makePolicy({
      _id: '11111111-1111-4111-8111-111111111111',
      category: 'bike',
      numeroPoliza: 'SBI-900',
    });
    const home = makePolicy({ _id: '22222222-2222-4222-8222-222222222222', numeroPoliza: 'SBI-901' });
    const pending = makePolicy({
      _id: '33333333-3333-4333-8333-333333333333',
      status: 'pendiente',
      numeroPoliza: null,
    });
    const policySelect = () => screen.getByRole('combobox', { name: /^Póliza/ });

    it('offers the person’s policies (loaded over HTTP) instead of a free-text number', async () => {
      const fetchMock = installFetch({ 'GET /api/v1/user/policy': ok([bike, home, pending]) });
      render(<ClaimForm />, { policies: 'not-loaded' });
      await waitFor(() => expect(policySelect()).toBeInTheDocument());
      expect(
        within(policySelect())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Ninguna / no sé',
        'Seguro de Bicicleta · N.º SBI-900',
        'Seguro de Hogar · N.º SBI-901',
        'Otra póliza (escribo el número)',
      ]);
      expect(screen.queryByLabelText(/Número de póliza/)).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('sends the chosen policy’s number and id', async () => {
      const fetchMock = installFetch({ [URL]: ok(claim) });
      render(<ClaimForm />, { policies: [bike, home] });
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: /^Póliza/ }),
        'Seguro de Hogar · N.º SBI-901',
      );
      await userEvent.type(field('Celular'), '099');
      await submit();
      await screen.findByRole('status');
      expect(entriesOf(formDataOf(fetchMock))).toMatchObject({ numeroPoliza: 'SBI-901', policyId: home._id });
    });

    it('keeps a free-text number possible for a policy not in the wallet', async () => {
      const fetchMock = installFetch({ [URL]: ok(claim) });
      render(<ClaimForm />, { policies: [bike] });
      await userEvent.selectOptions(
        await screen.findByRole('combobox', { name: /^Póliza/ }),
        'Otra póliza (escribo el número)',
      );
      await userEvent.type(field('Número de póliza'), 'BSE-77');
      await userEvent.type(field('Celular'), '099');
      await submit();
      await screen.findByRole('status');
      const sent = entriesOf(formDataOf(fetchMock));
      expect(sent.numeroPoliza).toBe('BSE-77');
      expect(sent).not.toHaveProperty('policyId');
    });

    it('preselects the policy it was opened from', async () => {
      installFetch();
      render(<ClaimForm policyNumber="SBI-900" policyId={bike._id} />, { policies: [bike, home] });
      expect(policySelect()).toHaveValue(bike._id);
    });

    it('preselects it too when the policies arrive after the form opened', async () => {
      installFetch({ 'GET /api/v1/user/policy': ok([bike, home]) });
      render(<ClaimForm policyNumber="SBI-900" policyId={bike._id} />, { policies: 'not-loaded' });
      await waitFor(() => expect(policySelect()).toHaveValue(bike._id));
    });
  });

  it('lists attachments with their size in KB, drops duplicates and other types, and removes them', async () => {
    installFetch();
    const user = userEvent.setup({ applyAccept: false });
    render(<ClaimForm />);
    const pdf = aFile('denuncia.pdf', { bytes: 150 * 1024, lastModified: 1 });
    const photo = aFile('choque.heic', { type: 'image/heic', bytes: 2 * 1024 * 1024, lastModified: 2 });
    await user.upload(attachmentsInput(), [pdf, photo]);
    expect(listed()).toEqual(['denuncia.pdf150 KBQuitar denuncia.pdf', 'choque.heic2.048 KBQuitar choque.heic']);

    await user.upload(attachmentsInput(), [
      aFile('denuncia.pdf', { bytes: 150 * 1024, lastModified: 1 }),
      aFile('notas.txt', { type: 'text/plain' }),
    ]);
    expect(listed()).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No agregamos notas.txt: solo se aceptan archivos PDF, JPG, JPEG, PNG o HEIC.',
    );

    await user.click(screen.getByRole('button', { name: 'Quitar denuncia.pdf' }));
    expect(listed()).toEqual(['choque.heic2.048 KBQuitar choque.heic']);
    // Removed, it can be chosen again.
    await user.upload(attachmentsInput(), pdf);
    expect(listed()).toHaveLength(2);
  });

  it('sends the claim as multipart with its attachments, then empties form and attachments', async () => {
    const fetchMock = installFetch({ [URL]: ok(claim) });
    const onSent = jest.fn();
    render(<ClaimForm policyNumber="SBI-1" policyId="9b2f6c1e-0d5a-4e8b-8f3c-2a1b0c9d8e7f" onSent={onSent} />);
    await userEvent.type(field('Celular'), '099 123 456');
    await userEvent.type(field('Mensaje'), 'Me chocaron estacionado.');
    await userEvent.upload(attachmentsInput(), [aFile('parte.pdf'), aFile('foto.jpg', { type: 'image/jpeg' })]);
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(
      '¡Tu reclamo fue enviado! Te contactaremos a la brevedad.',
    );
    expect(entriesOf(formDataOf(fetchMock))).toEqual({
      nombre: 'Ana María',
      apellido: 'Pérez',
      email: 'ana@example.com',
      celular: '099 123 456',
      numeroPoliza: 'SBI-1',
      policyId: '9b2f6c1e-0d5a-4e8b-8f3c-2a1b0c9d8e7f',
      mensaje: 'Me chocaron estacionado.',
      attachments: ['[archivo] parte.pdf', '[archivo] foto.jpg'],
    });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(field('Celular')).toHaveValue('');
    expect(field('Mensaje')).toHaveValue('');
    expect(listed()).toEqual([]);
    expect(field('Nombre')).toHaveValue('Ana María');
  });

  it('does not link the policy when the person typed another number', async () => {
    const fetchMock = installFetch({ [URL]: ok(claim) });
    render(<ClaimForm policyNumber="SBI-1" policyId="9b2f6c1e-0d5a-4e8b-8f3c-2a1b0c9d8e7f" />);
    await userEvent.type(field('Celular'), '099');
    await userEvent.clear(field('Número de póliza'));
    await userEvent.type(field('Número de póliza'), 'OTRA-7');
    await submit();
    await screen.findByRole('status');
    expect(entriesOf(formDataOf(fetchMock))).not.toHaveProperty('policyId');
    expect(entriesOf(formDataOf(fetchMock)).numeroPoliza).toBe('OTRA-7');
  });

  it('keeps everything and says the spec’s failure text when sending fails', async () => {
    installFetch({ [URL]: fail(500) });
    render(<ClaimForm />);
    await userEvent.type(field('Celular'), '099');
    await userEvent.upload(attachmentsInput(), aFile('parte.pdf'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error al enviar el reclamo. Probá nuevamente.',
    );
    expect(field('Celular')).toHaveValue('099');
    expect(listed()).toHaveLength(1);
  });

  it('shows why the server refused a file (415) under the failure text', async () => {
    const message = 'El archivo parte.pdf no es un PDF, JPG, PNG ni HEIC.';
    installFetch({ [URL]: jsonResponse(415, { data: null, meta: { code: 415, message } }) });
    render(<ClaimForm />);
    await userEvent.type(field('Celular'), '099');
    await userEvent.upload(attachmentsInput(), aFile('parte.pdf'));
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ocurrió un error al enviar el reclamo. Probá nuevamente.');
    expect(alert).toHaveTextContent(message);
  });

  it('fills name and e-mail when the session arrives after the form opened', async () => {
    installFetch();
    render(<ClaimForm />, { session: 'visitor' });
    expect(field('Nombre')).toHaveValue('');
    signIn({ name: 'Bruno Silva', email: 'bruno@example.com' });
    await waitFor(() => expect(field('Nombre')).toHaveValue('Bruno'));
    expect(field('Apellido')).toHaveValue('Silva');
    expect(field('Email')).toHaveValue('bruno@example.com');
  });
});
