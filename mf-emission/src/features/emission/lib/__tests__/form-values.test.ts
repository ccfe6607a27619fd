import { pendingPolicy } from '@/testing/fixtures';
import { initialEmissionValues, splitName } from '../form-values';

describe('splitName', () => {
  it.each([
    ['Ana Pérez', 'Ana', 'Pérez'],
    ['Ana María  Pérez ', 'Ana María', 'Pérez'],
    ['Ana', 'Ana', ''],
    ['', '', ''],
  ])('%j → %j + %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('initialEmissionValues', () => {
  const today = new Date(2025, 2, 14);

  it("prefills the user's name and e-mail and the spec's defaults", () => {
    expect(
      initialEmissionValues({
        user: { name: 'Ana María Pérez', email: 'ana@example.com' },
        policy: pendingPolicy(),
        today,
      }),
    ).toMatchObject({
      firstName: 'Ana María',
      lastName: 'Pérez',
      email: 'ana@example.com',
      documentType: 'CI',
      country: 'Uruguay',
      startDate: '2025-03-14',
      paymentMethod: '',
      installments: '1',
      file: null,
    });
  });

  it("falls back to the policy's holder when the session name is an e-mail", () => {
    expect(
      initialEmissionValues({
        user: { name: 'ana@example.com', email: 'ana@example.com' },
        policy: pendingPolicy({ titular: 'Ana Pérez' }),
        today,
      }),
    ).toMatchObject({ firstName: 'Ana', lastName: 'Pérez' });
  });

  it("prefills the phone and document kept in 'Mi Perfil'", () => {
    const user = { name: 'Ana Pérez', email: 'ana@example.com' };
    expect(
      initialEmissionValues({
        user,
        policy: pendingPolicy(),
        profile: { phone: '099123456', documentType: 'RUT', documentNumber: '211003420017' },
        today,
      }),
    ).toMatchObject({ phone: '099123456', documentType: 'RUT', documentNumber: '211003420017' });
    expect(
      initialEmissionValues({
        user,
        policy: pendingPolicy(),
        profile: { phone: null, documentType: null, documentNumber: null },
        today,
      }),
    ).toMatchObject({ phone: '', documentType: 'CI', documentNumber: '' });
  });
});
