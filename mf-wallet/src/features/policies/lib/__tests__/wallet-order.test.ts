import { makePolicy } from 'shared-ui/testing/policy-fixture';
import { walletOrder } from '../wallet-order';

const policy = (id: string, status: string, createdAt: string, externo = false) =>
  makePolicy({ _id: id, status, createdAt, externo });

describe('walletOrder', () => {
  it('puts purchases waiting for payment first, newest on top, and keeps the rest as given', () => {
    const ordered = walletOrder([
      policy('a', 'activa', '2026-01-03T00:00:00.000Z'),
      policy('b', 'pendiente', '2026-01-01T00:00:00.000Z'),
      policy('c', 'Faltan completar datos', '2026-01-05T00:00:00.000Z'),
      policy('d', 'Pendiente', '2026-01-04T00:00:00.000Z'),
      policy('e', 'activa', '2026-01-02T00:00:00.000Z'),
    ]);
    expect(ordered.map((p) => p._id)).toEqual(['d', 'b', 'a', 'c', 'e']);
  });

  it('leaves a pending policy loaded by hand where it was: it cannot be bought here', () => {
    const ordered = walletOrder([
      policy('a', 'activa', '2026-01-03T00:00:00.000Z'),
      policy('x', 'pendiente', '2026-01-04T00:00:00.000Z', true),
    ]);
    expect(ordered.map((p) => p._id)).toEqual(['a', 'x']);
  });
});
