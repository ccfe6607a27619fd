import { asker, policy } from '../../helpers/assistant-wallets';

// The fourteenth round's third cause (blind set N, first run): a city read as an insurer, a phone policy whose
// item does not say 'celular', a trip going on today, a month just ahead read as last year's, 'No renueva'.
// Wallets and questions of our own, never the blind set's.
const CAR = policy({
  name: 'Auto Fiat Cronos',
  category: 'car',
  insurer: 'sura',
  cobertura: 'Circula en Uruguay y, con la extensión, en Brasil y Argentina hasta 15 días por viaje.',
  fechaVencimiento: '2027-04-01',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 }],
});
const PHONE = policy({
  name: 'Protección Celular iPhone',
  category: 'other',
  insurer: 'hdi',
  descripcionBien: 'Apple iPhone 13 128 GB',
  fechaVencimiento: '2027-01-15',
  benefits: [{ nombreCobertura: 'Daño Accidental de Pantalla', sumaAsegurada: 300 }],
});
const TRIP = policy({
  name: 'Asistencia al Viajero Chile',
  category: 'travel',
  insurer: 'mapfre',
  tipoRenovacion: 'No renueva',
  fechaEmision: '2026-11-20',
  fechaVencimiento: '2026-12-04',
  benefits: [{ nombreCobertura: 'Gastos Médicos por Enfermedad o Accidente', sumaAsegurada: 30000 }],
});
const HEALTH = policy({
  name: 'Plan Salud Integral',
  category: 'salud',
  insurer: 'sura',
  cobertura: 'Reintegra cirugías e internaciones en Uruguay. No cubre consultas ni medicamentos ambulatorios.',
  fechaVencimiento: '2027-08-01',
  benefits: [{ nombreCobertura: 'Cirugía e Internación', sumaAsegurada: 40000 }],
});

describe('places, items and dates read as a person means them', () => {
  const ask = asker([CAR, PHONE, TRIP, HEALTH]);

  it('"Porto Alegre" is a city: the car policy answers, not "no policy with Porto"', () => {
    const text = ask('me voy a porto alegre con el auto, me cubre el seguro en brasil?').text;
    expect(text).toContain('Auto Fiat Cronos');
    expect(text).not.toMatch(/No encontré/);
  });

  it('a phone policy covers "el celu" though its item only says the model', () => {
    const screen = ask('se me cayó el celu y se rompió la pantalla');
    expect(screen.outcome).toBe('answer');
    expect(screen.text).toContain('USD 300');
  });

  it('a doctor on a trip going on today is the travel policy’s, not "not covered" by the health plan', () => {
    const visit = ask('fuimos a una guardia anoche y pagamos la consulta, nos devuelven algo?');
    expect(visit.outcome).toBe('answer');
    expect(visit.text).toContain('Asistencia al Viajero Chile');
  });

  it('"volvemos el 6 de diciembre" in November is this year’s; "No renueva" said plainly', () => {
    const until = ask('hasta cuando nos cubre el seguro de viaje? volvemos el 6 de diciembre');
    expect(until.text).toContain('04/12/2026');
    expect(until.text).not.toMatch(/antes de esa fecha/);
    expect(until.text).toContain('No se renueva');
    expect(until.text).not.toMatch(/renovación es no/);
  });
});

const INSTALLER = policy({
  name: 'RC Profesional Gasistas',
  category: 'other',
  insurer: 'sura',
  fechaVencimiento: '2027-03-01',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil frente a Terceros', sumaAsegurada: 60000 }],
});
const TOOLS = policy({
  name: 'Seguro de Herramientas',
  category: 'other',
  insurer: 'bse',
  cobertura: 'Cubre el robo con violencia de las herramientas en el taller.',
  fechaVencimiento: '2027-03-01',
  benefits: [{ nombreCobertura: 'Robo de Herramientas con Violencia', sumaAsegurada: 2000 }],
});

describe('damage done at work in someone else’s house', () => {
  const ask = asker([INSTALLER, TOOLS]);

  it('is the professional liability policy’s, and "una casa" is not the person’s home', () => {
    const leak = ask('estaba conectando una estufa en una casa del cliente y se le quemó la pared, me reclama');
    expect(leak.outcome).toBe('answer');
    expect(leak.text).toContain('RC Profesional Gasistas');
    expect(leak.text).toContain('USD 60.000');
  });
});

describe('a tooth broken during a trip going on today', () => {
  const tripWithDentist = policy({
    name: 'Asistencia al Viajero Perú',
    category: 'travel',
    insurer: 'mapfre',
    fechaEmision: '2026-11-20',
    fechaVencimiento: '2026-12-10',
    benefits: [{ nombreCobertura: 'Odontología de Urgencia', sumaAsegurada: 400 }],
  });
  const dentalPlan = policy({
    name: 'Plan Dental Sonrisa',
    category: 'dental',
    insurer: 'sura',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Urgencias Odontológicas', sumaAsegurada: null }],
  });

  it('is the travel policy’s dentist when no dental plan has it', () => {
    const tooth = asker([tripWithDentist, HEALTH])('se me partió una muela comiendo, hay dentista?');
    expect(tooth.outcome).toBe('answer');
    expect(tooth.text).toContain('USD 400');
  });

  it('with a dental plan at home too, the plan; abroad, never "the trip does not include a doctor"', () => {
    const ask = asker([tripWithDentist, dentalPlan]);
    expect(ask('me duele una muela, tengo urgencia dental?').text).not.toContain('Perú');
    // (A tooth that hurts is the dentist's: the trip's doctor, which this trip lacks, is not what was asked.)
    const abroad = ask('estoy en Bariloche y me duele una muela, tengo dentista?');
    expect(abroad.outcome).toBe('answer');
    expect(abroad.text).not.toMatch(/no lo incluye|ninguna de tus pólizas/);
  });
});
