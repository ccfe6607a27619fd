import { asker, policy } from '../../helpers/assistant-wallets';

// Wallets of the seventh and eighth rounds' causes (found by blind sets G and H): a life plan and a driver's
// plan stored as 'other' and known by their rows, a taxi loaded by hand with its SOA, an equipment policy that
// lists its things, a dental plan, a travel plan, a rent guarantee, a health plan, a pickup whose own damage is
// limited in its cover text. Questions of our own, never the blind sets'.
const LIFE = policy({
  name: 'Plan Sereno',
  category: 'other',
  insurer: 'surco',
  price: 300,
  cuotas: 12,
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Fallecimiento por Cualquier Causa', sumaAsegurada: 30000 },
    { nombreCobertura: 'Anticipo por Enfermedad Terminal', sumaAsegurada: 6000 },
  ],
});
const DRIVER = policy({
  name: 'Plan Conductor Seguro',
  category: 'other',
  insurer: 'sancor',
  deducible: 'Franquicia de 5 días',
  fechaVencimiento: '2027-04-01',
  benefits: [
    { nombreCobertura: 'Renta Diaria por Incapacidad Temporal', sumaAsegurada: 50 },
    { nombreCobertura: 'Muerte Accidental', sumaAsegurada: 12000 },
    { nombreCobertura: 'Asistencia Legal en Siniestros de Tránsito', sumaAsegurada: 2500 },
  ],
});
const TAXI = policy({
  name: 'Taxi Nissan Versa 2020',
  category: 'car',
  insurer: 'bse',
  externo: true,
  numeroPoliza: 'TX-4410',
  cobertura: 'Responsabilidad Civil, Incendio Total y Hurto Total',
  deducible: 'USD 450',
  fechaVencimiento: '2027-02-01',
});
const SOA = policy({
  name: 'SOA Nissan Versa 2020',
  category: 'soa',
  insurer: 'bse',
  producto: 'Seguro Obligatorio Automotor',
  numeroPoliza: 'SOA-77',
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Lesiones y Muerte de Terceros', sumaAsegurada: null }],
});
const driverAsk = asker([TAXI, SOA, DRIVER]);

const GEAR = policy({
  name: 'Póliza Flotante Fotografía',
  category: 'other',
  insurer: 'berkley',
  descripcionBien: 'Cámara Canon R6 y notebook Dell',
  deducible: '10% del siniestro',
  fechaVencimiento: '2027-05-01',
  benefits: [
    { nombreCobertura: 'Hurto con Violencia', sumaAsegurada: 4000 },
    { nombreCobertura: 'Daño Accidental', sumaAsegurada: 4000 },
  ],
});
const DENTAL = policy({
  name: 'Plan Sonrisa',
  category: 'dental',
  insurer: 'sura',
  deducible: 'Copago USD 6 por consulta',
  fechaVencimiento: '2027-01-31',
  benefits: [
    { nombreCobertura: 'Consultas y Limpiezas', sumaAsegurada: null },
    { nombreCobertura: 'Endodoncia', sumaAsegurada: 350 },
    { nombreCobertura: 'Urgencias Odontológicas 24 h', sumaAsegurada: null },
  ],
});
const TRIP = policy({
  name: 'Asistencia Viajero Anual',
  category: 'travel',
  insurer: 'mapfre',
  fechaEmision: '2026-06-01',
  fechaVencimiento: '2027-05-31',
  benefits: [
    { nombreCobertura: 'Asistencia Médica por Accidente o Enfermedad', sumaAsegurada: 100000 },
    { nombreCobertura: 'Odontología de Urgencia', sumaAsegurada: 500 },
  ],
});
const travellerAsk = asker([GEAR, DENTAL, TRIP]);

const RENT = policy({
  name: 'Garantía Alquiler Cordón',
  category: 'garantia',
  insurer: 'porto',
  fechaVencimiento: '2028-01-31',
  benefits: [
    { nombreCobertura: 'Alquileres Impagos', sumaAsegurada: 9000 },
    { nombreCobertura: 'Daños al Inmueble', sumaAsegurada: 2400 },
  ],
});
const CONTENTS = policy({
  name: 'Hogar Contenido Cordón',
  category: 'home',
  insurer: 'sura',
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Incendio Contenido', sumaAsegurada: 12000 },
    { nombreCobertura: 'Hurto de Contenido General', sumaAsegurada: 3000 },
  ],
});
const tenantAsk = asker([RENT, CONTENTS]);

const HEALTH = policy({
  name: 'Plan Salud Plata',
  category: 'other',
  insurer: 'sancor',
  deducible: 'Orden USD 10 por consulta',
  fechaVencimiento: '2027-08-01',
  benefits: [
    { nombreCobertura: 'Internación Sanatorial', sumaAsegurada: 30000 },
    { nombreCobertura: 'Intervenciones Quirúrgicas', sumaAsegurada: 20000 },
  ],
});
const SCHOOL = policy({
  name: 'Plan Escolar Tomás',
  category: 'other',
  insurer: 'mapfre',
  fechaVencimiento: '2027-03-01',
  benefits: [{ nombreCobertura: 'Gastos Médicos por Accidente', sumaAsegurada: 2000 }],
});
const healthAsk = asker([HEALTH, SCHOOL, CONTENTS]);

const PICKUP = policy({
  name: 'Camioneta Ford Ranger 2018',
  category: 'car',
  insurer: 'bse',
  externo: true,
  cobertura:
    'Responsabilidad Civil, Hurto Total y Parcial, Daños Propios solo por vuelco o choque con animales en ruta',
  fechaVencimiento: '2027-02-01',
});
const SBI_HOME = policy({
  name: 'Hogar Casa Rocha',
  category: 'home',
  insurer: 'sbi',
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 80000 }],
});
const farmAsk = asker([PICKUP, SBI_HOME]);

describe('policies known by their rows and their names', () => {
  it('a plan that pays a death of any cause is a life policy, and a terminal illness its advance', () => {
    const ask = asker([LIFE]);
    const result = ask('si me diagnostican algo terminal cobro algo estando vivo?');
    expect(result.text).toContain('【Plan Sereno Surco:Anticipo por Enfermedad Terminal】');
    expect(result.text).not.toContain('No tenés un seguro de vida');
  });
  it('a death from a heart attack is not the accident plan’s nor the SOA’s, and says why', () => {
    const result = driverAsk('si me da un infarto y me muero, mi familia cobra algo?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).not.toContain('SOA Nissan Versa 2020 BSE:Lesiones');
    expect(result.text).toContain('solo si la muerte es por un accidente');
  });
  it('a temporary incapacity is no storm, and the days to wait are the franchise', () => {
    expect(driverAsk('cae granizo, que me cubre?').text).not.toContain('Renta Diaria');
    expect(driverAsk('cuantos dias tengo que esperar para empezar a cobrar la renta?').text).toContain(
      'Franquicia de 5 días',
    );
  });
  it('a taxi is a car: its number, and its theft from the cover text with its own guide', () => {
    expect(driverAsk('pasame el numero de poliza del taxi').text).toBe(
      'El número de tu Taxi Nissan Versa 2020 BSE es TX-4410【Taxi Nissan Versa 2020 BSE:número de póliza】.',
    );
    const theft = driverAsk('me robaron el taxi anoche, que hago?');
    expect(theft.outcome).toBe('answer');
    expect(theft.text).toContain('【Taxi Nissan Versa 2020 BSE:cobertura】');
    expect(theft.text).not.toContain('SOA Nissan Versa 2020 BSE:guía');
    expect(theft.text).toContain('denuncia policial');
  });
  it('a plan named by two words of its name says what it covers; a lawyer is its legal cover', () => {
    expect(driverAsk('que es el conductor seguro ese?').text).toContain('Asistencia Legal en Siniestros de Tránsito');
    const lawyer = driverAsk('me citaron al juzgado por un choque, tengo abogado?');
    expect(lawyer.text).toContain('【Plan Conductor Seguro Sancor:Asistencia Legal en Siniestros de Tránsito】');
  });
});

describe('equipment, dental and travel', () => {
  it('an equipment policy covers the things it lists, anywhere, and only with violence', () => {
    expect(travellerAsk('se me cayo la notebook en el aeropuerto y no prende').text).toContain(
      '【Póliza Flotante Fotografía Berkley:Daño Accidental】',
    );
    const phone = travellerAsk('me robaron el celular en la calle, lo cubre algo?');
    expect(phone.outcome).toBe('not_covered');
    expect(phone.text).toContain('cubre solo los equipos que figuran');
    const noForce = travellerAsk('me sacaron la camara del hotel sin forzar nada, me la pagan?');
    expect(noForce.outcome).toBe('not_covered');
    expect(noForce.text).toContain('con violencia');
  });
  it('a machine that fails on its own is no accidental damage', () => {
    const result = travellerAsk('la notebook dejo de funcionar por una falla, la cubre?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('no para una falla o el desgaste');
  });
  it('a root canal is its row; whitening is not there; the copay per visit is the deductible', () => {
    expect(travellerAsk('necesito un tratamiento de conducto, me lo cubren?').text).toContain(
      '【Plan Sonrisa Sura:Endodoncia】',
    );
    expect(travellerAsk('me quiero hacer un blanqueamiento, entra?').outcome).toBe('not_covered');
    expect(travellerAsk('cuanto pago cada vez que voy al dentista?').text).toContain('Copago USD 6 por consulta');
  });
  it('a toothache at home is the dental plan’s; an illness abroad is the travel plan’s', () => {
    const tooth = travellerAsk('me duele una muela, hay guardia de noche?');
    expect(tooth.text).toContain('【Plan Sonrisa Sura:Urgencias Odontológicas 24 h】');
    expect(tooth.text).not.toContain('Asistencia Viajero Anual');
    expect(travellerAsk('estoy en Madrid con gripe y fui a una guardia, me reintegran?').text).toContain(
      '【Asistencia Viajero Anual Mapfre:Asistencia Médica por Accidente o Enfermedad】',
    );
  });
  it('a trip in a month to come says whether the policy is in force then', () => {
    expect(travellerAsk('viajo a Japón en marzo, estoy cubierto con la asistencia?').text).toContain(
      'Está vigente hasta el 31/05/2027',
    );
  });
});

describe('homes: rent, building, emergencies', () => {
  it('damage left in the rented flat is the guarantee’s; a car’s owner is no landlord', () => {
    const result = tenantAsk('si cuando nos vayamos el dueño del apto dice que hay daños, lo cubre la garantia?');
    expect(result.text).toContain('【Garantía Alquiler Cordón Porto:Daños al Inmueble】');
  });
  it('the building’s fire asked of a contents-only cover is not covered; our things are', () => {
    const building = tenantAsk('el dueño pregunta si tenemos seguro de incendio del edificio');
    expect(building.outcome).toBe('not_covered');
    expect(building.text).toContain('no el edificio');
    expect(tenantAsk('si se incendia el edificio que pasa con nuestras cosas?').outcome).toBe('answer');
  });
  it('a guide’s home emergencies are not for a home outside the zone it names', () => {
    const result = farmAsk('se trabo la cerradura de la casa de Rocha, me mandan un cerrajero?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('Montevideo y Canelones');
  });
  it('a cover text’s own limit decides: a post is not covered, a rollover is', () => {
    expect(farmAsk('le di marcha atras contra un poste con la camioneta, me lo cubren?').outcome).toBe('not_covered');
    expect(farmAsk('volqué la camioneta en la ruta, me cubre?').outcome).toBe('answer');
    expect(farmAsk('me robaron la rueda de auxilio de la camioneta').outcome).toBe('answer');
  });
});

describe('health, others and words', () => {
  it('a health plan answers surgery and a fall at home; glasses are not there', () => {
    expect(healthAsk('me tienen que operar de la vesicula, cuanto me cubre?').text).toContain(
      '【Plan Salud Plata Sancor:Intervenciones Quirúrgicas】',
    );
    expect(healthAsk('si me caigo en la casa y me quiebro la cadera, quien paga la internacion?').text).toContain(
      '【Plan Salud Plata Sancor:Internación Sanatorial】',
    );
    expect(healthAsk('el plan de salud me cubre los lentes?').outcome).toBe('not_covered');
  });
  it('an illness beside a medical cover for accidents only says so', () => {
    const result = healthAsk('el nene tiene fiebre y angina, el plan escolar le paga la consulta?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('solo por un accidente');
  });
  it('someone else’s own policy is refused; a street named after a date is no date', () => {
    expect(driverAsk('dame el numero de poliza del auto de mi novia, que tambien lo tiene con BSE').text).not.toContain(
      'TX-4410',
    );
    const street = travellerAsk('me arrebataron la notebook en 18 de julio y la tiraron al piso');
    expect(street.text).not.toContain('vigente desde');
  });
  it('the number to report a claim is the insurer’s line, also in a follow-up', () => {
    const result = driverAsk('cual es el nro para denunciar un siniestro del taxi?');
    expect(result.text).toContain('1995');
    expect(result.text).not.toContain('TX-4410');
  });
});

// Round nine's causes (found by blind set I): a boat, a pickup whose cover text says what it does not cover, a
// doctor's professional liability, a family dental plan with an age limit, a bike. Questions of our own.
const BOAT = policy({
  name: 'Velero Marisol',
  category: 'other',
  insurer: 'bse',
  fechaVencimiento: '2027-04-01',
  benefits: [
    { nombreCobertura: 'Casco y Maquinaria', sumaAsegurada: 15000 },
    { nombreCobertura: 'Remolque y Salvamento', sumaAsegurada: 1000 },
  ],
});
const VAN = policy({
  name: 'Camioneta Fiat Strada 2016',
  category: 'car',
  insurer: 'sura',
  externo: true,
  cobertura: 'Responsabilidad Civil, Hurto Total e Incendio Total. No cubre daños propios por choque ni hurto parcial.',
  fechaVencimiento: '2027-02-01',
});
const MALPRACTICE = policy({
  name: 'Responsabilidad Profesional Odontológica',
  category: 'other',
  insurer: 'berkley',
  deducible: 'USD 800 por reclamo',
  fechaVencimiento: '2026-12-15',
  benefits: [{ nombreCobertura: 'Mala Praxis Odontológica', sumaAsegurada: 100000 }],
});
const KIDS_DENTAL = policy({
  name: 'Dental Chicos',
  category: 'dental',
  insurer: 'sancor',
  fechaVencimiento: '2027-06-01',
  benefits: [{ nombreCobertura: 'Ortodoncia para Menores de 14 Años', sumaAsegurada: 900 }],
});
const BIKE = policy({
  name: 'Bici Giant Escape',
  category: 'bike',
  insurer: 'sbi',
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Hurto y Robo Total', sumaAsegurada: 1500 },
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 10000 },
  ],
});
const ninthAsk = asker([BOAT, VAN, MALPRACTICE, KIDS_DENTAL, BIKE]);

describe('round nine: boats, cover texts that exclude, professionals, ages', () => {
  it('a boat is its own kind: its tow is its salvage cover, never a car guide', () => {
    const result = ninthAsk('se me rompio el motor del velero y me tuvieron que remolcar, lo paga?');
    expect(result.text).toContain('【Velero Marisol BSE:Remolque y Salvamento】');
    expect(result.text).not.toContain('Velero Marisol BSE:guía');
  });
  it('what a cover text says it does not cover is not covered', () => {
    expect(ninthAsk('me robaron la rueda de auxilio de la camioneta').outcome).toBe('not_covered');
    expect(ninthAsk('me chocaron de atras la camioneta, me la arreglan?').outcome).toBe('not_covered');
  });
  it('malpractice is the professional cover, with its deductible; a claim after it ends is not covered', () => {
    expect(ninthAsk('me demando un paciente por mala praxis, me cubre?').text).toContain(
      '【Responsabilidad Profesional Odontológica Berkley:Mala Praxis Odontológica】',
    );
    expect(ninthAsk('cuanto es el deducible de la rc profesional?').text).toContain('USD 800 por reclamo');
    expect(ninthAsk('si me llega una demanda por mala praxis en marzo del año que viene, sigo cubierta?').outcome).toBe(
      'not_covered',
    );
  });
  it('a row for younger ages is not for an older child', () => {
    expect(ninthAsk('mi hijo tiene 15 y necesita frenos, lo cubre el dental?').outcome).toBe('not_covered');
    expect(ninthAsk('mi hija tiene 10 y necesita frenos, lo cubre el dental?').text).toContain(
      '【Dental Chicos Sancor:Ortodoncia para Menores de 14 Años】',
    );
  });
  it('a bike’s parts stolen are no whole theft; someone hurt now gets the emergency first', () => {
    expect(ninthAsk('me robaron solo el asiento y las luces de la bici').outcome).toBe('not_covered');
    const hurt = ninthAsk('me atropello un auto yendo en bici y me sangra mucho la pierna');
    expect(hurt.outcome).toBe('answer');
    expect(hurt.text).toContain('911');
  });
  it('Spanish words are no Portuguese; a medical service is no emergency', () => {
    expect(ninthAsk('cuanto me cubre la mala praxis?').text).toContain('USD 100.000');
    expect(ninthAsk('tengo emergencia movil?').text).not.toContain('911');
  });
});

describe('round nine, last causes: others’ vehicles, one part covered, a fall that broke the vehicle', () => {
  const PHONE = policy({
    name: 'Protección Celular Moto G',
    category: 'other',
    insurer: 'sura',
    fechaVencimiento: '2027-03-01',
    benefits: [{ nombreCobertura: 'Rotura Accidental de Pantalla', sumaAsegurada: 300 }],
  });
  const EMOTO = policy({
    name: 'Moto Eléctrica Yadea',
    category: 'other',
    insurer: 'porto',
    fechaVencimiento: '2027-03-01',
    benefits: [
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 20000 },
      { nombreCobertura: 'Accidentes Personales del Conductor', sumaAsegurada: 3000 },
    ],
  });
  const riderAsk = asker([BIKE, PHONE]);
  it('a parked car scratched with the bike is the bike’s liability, not a crash of a car the person lacks', () => {
    const result = riderAsk('le rayé la puerta a un auto estacionado con el manubrio, el dueño me pide que pague');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('【Bici Giant Escape SBI:Responsabilidad Civil】');
  });
  it('a screen cover does not pay a phone that got wet', () => {
    const result = riderAsk('se me cayo el celular al agua y no prende mas, lo cubre?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('rotura de la pantalla');
  });
  it('a fall that broke the handlebar, nobody hurt, is the vehicle’s damage, not the rider’s accident cover', () => {
    const result = asker([EMOTO])('me caí con la moto eléctrica y se partió el manillar');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).not.toContain('Accidentes Personales del Conductor】');
  });
  it('the other pickup hit is liability, never "your own vehicle is not covered"', () => {
    expect(asker([VAN])('el seguro me cubre el arreglo de la otra camioneta si la choco?').outcome).toBe('answer');
  });
});

describe('a wish for a new policy', () => {
  it('is answered with where to ask for it, not as "not covered"', () => {
    const result = asker([DENTAL])('me quiero hacer un seguro de auto, se puede?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('«Explorar nuevos»');
  });
});
