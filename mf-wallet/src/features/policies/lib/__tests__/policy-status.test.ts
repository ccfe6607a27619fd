import { isMissingDataStatus, isPendingStatus, statusDisplay } from '../policy-status';

describe('statusDisplay', () => {
  it.each(['pendiente', 'Pendiente', 'PENDIENTE', ' pendiente '])('%j is "Pendiente de pago", orange', (status) => {
    expect(statusDisplay(status)).toEqual({ label: 'Pendiente de pago', tone: 'pending' });
    expect(isPendingStatus(status)).toBe(true);
  });

  it.each(['Faltan completar datos', 'faltan completar datos', 'FALTAN COMPLETAR DATOS'])(
    '%j is "Faltan completar datos", blue',
    (status) => {
      expect(statusDisplay(status)).toEqual({ label: 'Faltan completar datos', tone: 'missing-data' });
      expect(isMissingDataStatus(status)).toBe(true);
    },
  );

  it('shows any other value as received with its first letter capitalised, green', () => {
    expect(statusDisplay('activa')).toEqual({ label: 'Activa', tone: 'active' });
    expect(statusDisplay('vencida')).toEqual({ label: 'Vencida', tone: 'active' });
    expect(statusDisplay('en revisión por SBI')).toEqual({ label: 'En revisión por SBI', tone: 'active' });
    expect(isPendingStatus('activa')).toBe(false);
    expect(isMissingDataStatus('pendiente')).toBe(false);
  });

  it('has nothing to show without a status', () => {
    expect(statusDisplay(null).label).toBe('');
    expect(statusDisplay('').label).toBe('');
  });
});
