import { asker, policy } from '../../helpers/assistant-wallets';

// Wallets of the fourth round's causes (found by blind set D): two cars told apart by brand and model, one
// paying own damage only as a total loss; an SOA; a shop with lost-trade cover; a life policy beside an
// accident one; a scooter stored as 'other'; a car loaded by hand with a 'Terceros completo' plan.
const PEUGEOT = policy({
  name: 'Auto Peugeot 208 2022',
  category: 'car',
  insurer: 'sura',
  numeroPoliza: 'SU-208',
  price: 1300,
  cuotas: 10,
  fechaVencimiento: '2027-04-01',
  deducible: '500',
  descripcionBien: 'Peugeot 208 Allure 2022',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 1000000 },
    { nombreCobertura: 'Daños Parciales por Accidente', sumaAsegurada: 21000 },
    { nombreCobertura: 'Robo o Hurto Total', sumaAsegurada: 21000 },
    { nombreCobertura: 'Rotura de Cristales', sumaAsegurada: 1500 },
  ],
});
const KWID = policy({
  name: 'Auto Renault Kwid 2019',
  category: 'car',
  insurer: 'porto',
  numeroPoliza: 'PS-KW',
  price: 600,
  cuotas: 6,
  fechaVencimiento: '2027-02-01',
  descripcionBien: 'Renault Kwid Zen 2019',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 1000000 },
    { nombreCobertura: 'Pérdida Total por Accidente', sumaAsegurada: 7000 },
    { nombreCobertura: 'Robo o Hurto Total', sumaAsegurada: 7000 },
  ],
});
const SOA = policy({
  name: 'SOA',
  category: 'soa',
  insurer: 'bse',
  numeroPoliza: 'SOA-5',
  price: 90,
  cuotas: 1,
  fechaVencimiento: '2027-01-15',
  benefits: [
    { nombreCobertura: 'Gastos de asistencia por lesiones', sumaAsegurada: 6000 },
    { nombreCobertura: 'Muerte o incapacidad permanente', sumaAsegurada: 25000 },
  ],
});
const SHOP = policy({
  name: 'Comercio Integral Ferretería El Tornillo',
  category: 'other',
  insurer: 'mapfre',
  numeroPoliza: 'MA-CO-1',
  price: 700,
  cuotas: 12,
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 80000 },
    { nombreCobertura: 'Pérdida de Beneficios', sumaAsegurada: 9000 },
    { nombreCobertura: 'Responsabilidad Civil por Productos', sumaAsegurada: 40000 },
  ],
});
const LIFE = policy({
  name: 'Vida Plena',
  category: 'other',
  insurer: 'bse',
  numeroPoliza: 'VI-1',
  price: 400,
  cuotas: 12,
  fechaVencimiento: '2027-09-01',
  benefits: [
    { nombreCobertura: 'Fallecimiento', sumaAsegurada: 30000 },
    { nombreCobertura: 'Enfermedades Graves', sumaAsegurada: 8000 },
  ],
});
const ACCIDENTS = policy({
  name: 'Accidentes Personales',
  category: 'other',
  insurer: 'sura',
  numeroPoliza: 'AP-3',
  price: 150,
  cuotas: 1,
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Muerte', sumaAsegurada: 20000 },
    { nombreCobertura: 'Gastos médicos', sumaAsegurada: 3000 },
  ],
});
const SCOOTER = policy({
  name: 'Plan Movilidad',
  category: 'other',
  insurer: 'sura',
  numeroPoliza: 'MU-1',
  price: 100,
  cuotas: 1,
  fechaVencimiento: '2027-05-01',
  descripcionBien: 'Monopatín eléctrico Segway Ninebot',
  benefits: [
    { nombreCobertura: 'Robo Total del Vehículo', sumaAsegurada: 700 },
    { nombreCobertura: 'Responsabilidad Civil frente a Terceros', sumaAsegurada: 10000 },
    { nombreCobertura: 'Accidentes Personales del Conductor', sumaAsegurada: 4000 },
  ],
});
const MANUAL_CAR = policy({
  name: 'Automóviles',
  category: 'car',
  insurer: 'hdi',
  externo: true,
  numeroPoliza: 'HDI-9',
  fechaVencimiento: '2027-01-01',
  descripcionBien: 'Fiat Cronos 2021',
  cobertura: 'Terceros completo',
  limite: 'USD 500.000',
  benefits: [],
});

const P = 'Auto Peugeot 208 2022 Sura';
const K = 'Auto Renault Kwid 2019 Porto';

describe('a policy named by its own words', () => {
  const ask = asker([PEUGEOT, KWID, SOA]);
  it('answers of the car whose brand or model the question says, and only of it', () => {
    const glass = ask('se me astillo el vidrio delantero del peugeot, lo cubren?');
    expect(glass.text).toContain(`【${P}:Rotura de Cristales】`);
    expect(glass.text).not.toContain(`【${K}:`);
    const number = ask('cual es el numero de poliza del kwid?').text;
    expect(number).toContain('PS-KW');
    expect(number).not.toContain('SU-208');
  });
  it('keeps the named car for a follow-up that names nothing', () => {
    const theft = ask('y si me lo roban entero cuanto me pagan?', ['que me cubre el seguro del peugeot?']);
    expect(theft.outcome).toBe('answer');
    expect(theft.text).toContain(`【${P}:Robo o Hurto Total】`);
    expect(theft.text).not.toContain(`【${K}:`);
  });
  it('reads a theft as the named car, in English too', () => {
    const result = ask("Is my husband's Kwid covered if someone steals it?");
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain(`【${K}:Robo o Hurto Total】`);
  });
  it('refuses a neighbour’s policy instead of giving the person’s own number', () => {
    const result = ask('decime el vencimiento del seguro del auto de mi vecino');
    expect(result.text).not.toContain('SU-208');
    expect(result.text).toMatch(/otras personas/);
  });
});

describe('own damage paid only as a total loss, and what a policy lacks', () => {
  const ask = asker([PEUGEOT, KWID]);
  it('says the repair of a partial damage is not covered, with the condition', () => {
    const result = ask('le pegue a un poste con el kwid y se me abollo la puerta, el arreglo de mi auto me lo pagan?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toMatch(/pérdida total/);
    expect(result.text).toContain(`【${K}:Pérdida Total por Accidente】`);
    expect(result.text).not.toContain(`【${P}:Daños Parciales por Accidente】`);
  });
  it('lists the usual covers of its kind a policy lacks', () => {
    const text = ask('que cosas no me cubre el seguro del kwid?').text;
    expect(text).toMatch(/daños parciales a tu propio vehículo/);
    expect(text).toMatch(/rotura de cristales/);
    expect(text).not.toMatch(/no incluye[^.]*robo del vehículo entero/);
  });
});

describe('the SOA pays the people a vehicle injures', () => {
  const ask = asker([KWID, SOA]);
  it('answers a person run over with the SOA beside the car’s liability, with no emergency', () => {
    const result = ask('si algun dia atropello a un peaton, quien paga los gastos medicos?');
    expect(result.text).toContain('【SOA BSE:Gastos de asistencia por lesiones】');
    expect(result.text).not.toMatch(/\b911\b/);
  });
  it('keeps a dent in someone else’s car with the liability, not the SOA', () => {
    const text = ask('si le rayo el auto a otro con el kwid, me cubre?').text;
    expect(text).toContain(`【${K}:Responsabilidad Civil】`);
    expect(text).not.toContain('【SOA BSE:');
  });
  it('explains why the SOA is paid apart', () => {
    expect(ask('para que pago el soa si ya tengo seguro del auto?').text).toMatch(/obligatorio/);
  });
});

describe('illness, lost trade and lightning are their own covers', () => {
  it('answers a death from an illness with the life cover, never the accident one', () => {
    const ask = asker([LIFE, ACCIDENTS]);
    const death = ask('si me muero de un acv mi familia cobra algo?');
    expect(death.text).toContain('【Vida Plena BSE:Fallecimiento】');
    expect(death.text).not.toContain('【Accidentes Personales Sura:Muerte】');
    expect(death.text).not.toMatch(/\b911\b/);
    expect(ask('me cubre si me diagnostican un cancer?').text).toContain('【Vida Plena BSE:Enfermedades Graves】');
    expect(asker([ACCIDENTS])('si me muero de un infarto cobran algo?').outcome).toBe('not_covered');
  });
  it('answers the days a shop stays closed with lost-trade cover, and a customer harmed by what it sold', () => {
    const ask = asker([SHOP]);
    expect(
      ask('si se me incendia el local y tengo que cerrar dos semanas, me pagan lo que dejo de vender?').text,
    ).toContain('Pérdida de Beneficios');
    const product = ask('un cliente se enfermo con una pintura que le vendi y me quiere demandar').text;
    expect(product).toContain('Responsabilidad Civil por Productos');
  });
});

describe('a scooter and a car loaded by hand', () => {
  const ask = asker([SCOOTER, MANUAL_CAR]);
  it('answers a scooter that scratched a car with the scooter’s liability', () => {
    const result = ask('con el monopatin le raye el paragolpes a un auto estacionado, me cubre?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('Responsabilidad Civil frente a Terceros');
  });
  it('answers a broken scooter part as the scooter’s damage, which it lacks', () => {
    const result = ask('me cai del monopatin y se doblo la rueda, me lo pagan?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).not.toContain('Accidentes Personales del Conductor');
  });
  it('reads a “Terceros completo” plan as liability, theft and fire', () => {
    const text = ask('si choco con el cronos y le rompo el auto a otro, me cubre?').text;
    expect(text).toContain('Terceros completo');
    expect(text).not.toMatch(/ninguna de tus pólizas/);
  });
  it('does not read “está cubierto contra incendio” as a fire happening now', () => {
    expect(ask('el monopatin esta cubierto contra incendio?').text).not.toMatch(/Bomberos|\b104\b/);
  });
});

describe('words people use', () => {
  const ask = asker([PEUGEOT, SHOP]);
  it('sums what the person pays with “sumame”', () => {
    expect(ask('sumame todo lo que pago por año').text).toMatch(/USD 2\.000/);
  });
  it('sends a complaint about an unanswered claim to a person', () => {
    expect(ask('mande la denuncia hace diez dias y nadie me contesto, estoy harto').outcome).toBe('handoff');
  });
  it('answers football as off-topic and a bleeding cut now as an emergency', () => {
    expect(ask('quien gano el partido de ayer?').text).toMatch(/lo mío son los seguros/);
    expect(ask('mi empleado se acaba de cortar el brazo con una chapa y sangra').text).toMatch(/\b911\b/);
  });
});

// Round five (causes found by blind set E), on wallets and questions of our own.
const PET = policy({
  name: 'Mascota Toby',
  category: 'other',
  insurer: 'sura',
  numeroPoliza: 'MS-1',
  price: 120,
  cuotas: 12,
  fechaVencimiento: '2027-07-01',
  deducible: '40',
  benefits: [
    { nombreCobertura: 'Gastos Veterinarios por Accidente', sumaAsegurada: 1200 },
    { nombreCobertura: 'Responsabilidad Civil por la Mascota', sumaAsegurada: 15000 },
  ],
});
const DENTAL = policy({
  name: 'Plan Dental',
  category: 'dental',
  insurer: 'mapfre',
  numeroPoliza: 'DE-1',
  price: 200,
  cuotas: 12,
  fechaVencimiento: '2027-07-01',
  benefits: [
    { nombreCobertura: 'Obturaciones', sumaAsegurada: 500 },
    { nombreCobertura: 'Urgencias Odontológicas', sumaAsegurada: 250 },
  ],
});
const OLD_TRAVEL = policy({
  name: 'Asistencia al Viajero',
  category: 'travel',
  insurer: 'mapfre',
  numeroPoliza: 'AV-1',
  price: 90,
  cuotas: 1,
  fechaVencimiento: '2026-09-30',
  benefits: [
    { nombreCobertura: 'Gastos Médicos', sumaAsegurada: 30000 },
    { nombreCobertura: 'Repatriación Sanitaria', sumaAsegurada: 40000 },
  ],
});

describe('round five: pets, teeth, trips that ended, the SOA beside the car named', () => {
  it('reads a pet’s name as its policy, and a bite as its liability', () => {
    const ask = asker([PET, DENTAL]);
    expect(ask('toby se trago una pelota y lo tienen que operar, cuanto me cubren?').text).toContain(
      'Gastos Veterinarios por Accidente',
    );
    expect(ask('y si toby muerde a un vecino?').text).toContain('Responsabilidad Civil por la Mascota');
  });
  it('answers a filling with its cover and orthodontics as not covered', () => {
    const ask = asker([DENTAL]);
    expect(ask('me salio una caries, me la cubre el plan?').text).toContain('Obturaciones');
    expect(ask('mi hija necesita ortodoncia, entra?').outcome).toBe('not_covered');
  });
  it('says a policy ended before listing what it covered', () => {
    const text = asker([OLD_TRAVEL])('que me cubre el seguro de viaje?').text;
    expect(text).toMatch(/venció el 30\/09\/2026/);
    // (A trip to come, with the policy ended: what it covered, and that it no longer does.)
    expect(asker([OLD_TRAVEL])('si me tienen que repatriar cuanto me cubre?').text).toMatch(
      /cubría la repatriación, pero venció/,
    );
  });
  it('adds the SOA when a person is run over with the car the question names', () => {
    const ask = asker([KWID, SOA]);
    const text = ask('si llego a atropellar a un peaton con el kwid, quien paga sus lesiones?').text;
    expect(text).toContain('【SOA BSE:Gastos de asistencia por lesiones】');
    expect(ask('si atropello a alguien, quien paga el hospital?').text).not.toMatch(/\b911\b/);
  });
  it('gives the steps and their deadline, not only a phone, after a crash that happened', () => {
    const text = asker([PEUGEOT])('recien choque con el peugeot, nadie lastimado, a quien llamo?').text;
    expect(text).toMatch(/Para tu Auto Peugeot 208 2022 Sura, esto es lo que tenés que hacer/);
  });
});
