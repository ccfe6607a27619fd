import { asker, policy } from '../../helpers/assistant-wallets';

// The fourteenth round's cause (found by blind sets K, L and M): what a cover text leaves out or requires was
// read only when nothing else was; now every answer that would say 'covered' checks it first (conditions.ts).
// Questions and wallets of our own, never the blind sets'.
const STUDIO = policy({
  name: 'Estudio de Tatuajes Tinta Negra',
  category: 'other',
  insurer: 'sancor',
  cobertura:
    'Cubre las máquinas y el mobiliario dentro del estudio. El hurto solo con signos de violencia. La responsabilidad civil cubre lesiones de clientes dentro del estudio, pero no las infecciones por los tatuajes (tintas, agujas).',
  fechaVencimiento: '2027-04-01',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil Comercial', sumaAsegurada: 20000 },
    { nombreCobertura: 'Hurto de Equipamiento', sumaAsegurada: 3000 },
  ],
});
const TRIP = policy({
  name: 'Asistencia al Viajero Europa',
  category: 'travel',
  insurer: 'sura',
  cobertura:
    'Viaje a Europa del 1 al 30 de marzo de 2027. No cubre enfermedades preexistentes ni deportes de invierno (esquí, snowboard).',
  fechaVencimiento: '2027-03-30',
  benefits: [{ nombreCobertura: 'Gastos médicos por enfermedad o accidente', sumaAsegurada: 50000 }],
});

describe('a cover text’s conditions decide before "covered"', () => {
  const ask = asker([STUDIO, TRIP]);

  it('an exclusion the person tells in other words is not covered, in the text’s words', () => {
    const ink = ask('a un cliente se le infectó el brazo por una tinta y me quiere demandar, me cubre?');
    expect(ink.outcome).toBe('not_covered');
    expect(ink.text).toMatch(/no cubre lo que contás: según su cobertura, la responsabilidad civil cubre .*tintas/);
    expect(ask('un cliente se cayó de la camilla dentro del estudio y se quebró, me cubre?').outcome).toBe('answer');
  });

  it('a theft without force fails a cover that asks for violence; with force it is covered', () => {
    const quiet = ask('una clienta se llevó una máquina del mostrador sin romper nada, lo cubre?');
    expect(quiet.outcome).toBe('not_covered');
    expect(quiet.text).toMatch(/el hurto solo con signos de violencia/);
    expect(ask('me forzaron la puerta del estudio y se llevaron dos máquinas').outcome).toBe('answer');
  });

  it('what no situation names but the text leaves out is answered, not asked again', () => {
    const ski = ask('si me quiebro esquiando en los alpes me cubre el seguro de viaje?');
    expect(ski.outcome).toBe('not_covered');
    expect(ski.text).toMatch(/deportes de invierno \(esquí, snowboard\)/);
    const asthma = ask('tengo asma desde chica, si me da una crisis en el viaje me cubren?');
    expect(asthma.outcome).toBe('not_covered');
    expect(asthma.text).toMatch(/preexistentes/);
  });
});

describe('what the question asks that the cover text says', () => {
  const LIFE = policy({
    name: 'Plan Vida Chofer',
    category: 'other',
    insurer: 'surco',
    cobertura:
      'Seguro de vida de Raúl Díaz. Beneficiaria: su esposa Ana Gómez. Responsabilidad civil hasta USD 300.000, hurto total e incendio total.',
    fechaVencimiento: '2027-05-01',
    benefits: [{ nombreCobertura: 'Fallecimiento por cualquier causa', sumaAsegurada: 20000 }],
  });
  const ask = asker([LIFE]);

  it('says the beneficiary beside the sum when the question asks about the spouse, in the text’s words', () => {
    const text = ask('si me muero cuanto le queda a mi señora?').text;
    expect(text).toContain('USD 20.000');
    expect(text).toContain('Beneficiaria: su esposa Ana Gómez');
  });

  it('never quotes a piece of a number ("300.000" is one number, not the end of a sentence)', () => {
    expect(ask('cuanto pago en total por todos mis seguros?').text).not.toMatch(/figura: 000/);
  });
});
