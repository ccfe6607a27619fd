import { analyse } from '../../../src/modules/assistant/engine';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-second round's causes (found by blind sets U, V and visitor S). Questions and wallets of our own,
// never the blind sets'.
describe('goods, cold and carried loads', () => {
  const DELI = policy({
    name: 'Fiambrería Don Ramiro',
    category: 'other',
    insurer: 'sancor',
    producto: 'Integral de Comercio',
    cobertura:
      'Cubre la fiambrería de Ramiro Olivera en Minas. La pérdida de mercadería por falta de frío cubre los fiambres de la cámara solo si el corte de luz duró más de ocho horas seguidas y el grupo electrógeno tenía el mantenimiento al día. La mercadería en tránsito cubre los repartos en vehículo propio dentro de Uruguay. No cubre los envíos por encomienda.',
    fechaVencimiento: '2027-08-01',
    benefits: [
      { nombreCobertura: 'Pérdida de Mercadería por Falta de Frío', sumaAsegurada: 9000 },
      { nombreCobertura: 'Mercadería en Tránsito', sumaAsegurada: 4000 },
      { nombreCobertura: 'Robo de Mercadería', sumaAsegurada: 6000 },
    ],
  });
  const VAN = policy({
    name: 'Furgoneta Fiat Fiorino 2021',
    category: 'car',
    insurer: 'bse',
    fechaVencimiento: '2027-03-01',
    cobertura: 'Total. No cubre la mercadería que se lleve en la caja.',
    benefits: [
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 },
      { nombreCobertura: 'Hurto Total', sumaAsegurada: 14000 },
    ],
  });
  const ask = asker([DELI, VAN]);

  it("reads 'without X and the Y had…' as denying X only, and 'al día' as up to date, not daytime", () => {
    const ok = ask(
      'estuvimos un dia entero sin UTE, de la noche del lunes a la noche del martes, y el grupo tenia el mantenimiento hecho. se pudrieron los fiambres de la camara, entra?',
    );
    expect(ok.outcome).toBe('answer');
    expect(ok.text).toContain('USD 9.000');
  });

  it('a power cut and goods lost from the cold room are that loss, not a mislaid thing nor a camera', () => {
    const lost = ask('se corto la luz y perdi todo lo de la camara, el grupo nunca lo revisaba nadie');
    expect(lost.outcome).toBe('not_covered');
    expect(lost.text).toMatch(/al día/);
    expect(lost.text).not.toMatch(/pérdida o el olvido/);
  });

  it('goods carried in the van are the shop policy’s goods in transit, not the van’s theft', () => {
    const carried = ask(
      'mañana llevo un pedido grande a Rocha en la fiorino, si me roban la carga en el camino estoy cubierto?',
    );
    expect(carried.outcome).toBe('answer');
    expect(carried.text).toContain('Mercadería en Tránsito');
    expect(carried.text).not.toContain('Hurto Total');
    // (The van itself taken is the van's.)
    expect(ask('me robaron la fiorino con todo adentro').text).toContain('Hurto Total');
  });

  it("a thing carried in 'la caja fuerte' is no load of a truck", () => {
    expect(analyse('estaba en la caja fuerte y se la llevaron').theft).toBe(true);
  });
});

describe('a professional’s premises and the claims of their patients', () => {
  const CLINIC = policy({
    name: 'Consultorio Kinesiológico Ferreira',
    category: 'other',
    insurer: 'surco',
    producto: 'Consultorios',
    plan: 'Profesionales de la Salud',
    cobertura:
      'Cubre el consultorio de kinesiología de Ana Ferreira en Melo. La responsabilidad civil profesional cubre los reclamos de pacientes por tratamientos hechos en el consultorio. No cubre los tratamientos estéticos (masajes reductores o drenajes), ni los daños por equipos sin mantenimiento.',
    fechaVencimiento: '2027-06-01',
    benefits: [
      { nombreCobertura: 'Equipos de Kinesiología', sumaAsegurada: 12000 },
      { nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 80000 },
    ],
  });
  const HOME = policy({
    name: 'Hogar Melo',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 150000 }],
  });
  const ask = asker([CLINIC, HOME]);

  it("a patient's claim for the person's work is the professional cover's, not the home's liability", () => {
    const claim = ask('una paciente me reclama porque dice que la rehabilitacion que le hice la dejo peor');
    expect(claim.text).toContain('Responsabilidad Civil Profesional');
    expect(claim.text).not.toContain('Extracontractual');
  });

  it("what the professional's text leaves out of its treatments rules a claim out", () => {
    const aesthetic = ask('un paciente me quiere demandar por unos masajes reductores que no le dieron resultado');
    expect(aesthetic.outcome).toBe('not_covered');
    expect(aesthetic.text).toMatch(/estéticos/);
  });

  it('a list left out goes on after its bracket, and is never quoted as what the policy covers', () => {
    const text = ask('un paciente me reclama por una sesion que le hice en el consultorio').text;
    expect(text).not.toMatch(/figura: ,/);
  });
});

describe('a story told in the past, in Spanish and in English', () => {
  const FIELD = policy({
    name: 'Accidentes Trabajo de Campo',
    category: 'accidentes',
    insurer: 'sura',
    cobertura:
      'Cubre a Inés Vidal en el relevamiento de aves de la Laguna de Castillos. Los traslados en bote se cubren solo con el chaleco salvavidas puesto. No cubre las lesiones por animales manipulados sin guantes, ni las actividades fuera del horario de trabajo.',
    fechaVencimiento: '2027-09-01',
    benefits: [
      { nombreCobertura: 'Gastos Médicos por Accidente', sumaAsegurada: 4000 },
      { nombreCobertura: 'Traslado Sanitario', sumaAsegurada: 2000 },
    ],
  });
  const ask = asker([FIELD]);

  it('an injury told with its background in the imperfect is no emergency now', () => {
    expect(analyse('un carpincho me mordio la mano mientras lo anillabamos').emergency).toBeNull();
    expect(
      analyse('no tenia puesto el chaleco cuando el bote se dio vuelta y me golpee la cabeza').emergency,
    ).toBeNull();
    expect(analyse('me mordio un perro, estoy sangrando mucho').emergency).toBe('injury');
  });

  it('a bite of an animal handled without what the text wants is ruled out', () => {
    const bite = ask('un carpincho me mordio mientras lo sujetabamos, los guantes no habian llegado');
    expect(bite.outcome).toBe('not_covered');
    expect(bite.text).toMatch(/guantes/);
  });

  it('a boat that takes the person to hospital is the transfer, not a boat policy they lack', () => {
    const ride = ask('si me tienen que llevar al hospital de Castillos en una lancha, me lo pagan?');
    expect(ride.text).toContain('Traslado Sanitario');
  });

  it('English: a life jacket not worn, a day off, and a bite as a verb', () => {
    const jacket = ask("I wasn't wearing my life jacket when the boat tipped and I hurt my shoulder");
    expect(jacket.outcome).toBe('not_covered');
    expect(jacket.text).toMatch(/chaleco/);
    const off = ask('and if it happens on my day off?', [
      'I fell into the lagoon while counting birds and hurt my knee',
    ]);
    expect(off.outcome).toBe('not_covered');
    expect(analyse('what if a dog bites him').folded).not.toMatch(/mordeduras/);
  });
});

describe('a scooter that is a motorbike', () => {
  const MOTO = policy({
    name: 'Moto Yamaha Crypton',
    category: 'moto',
    insurer: 'mapfre',
    fechaVencimiento: '2027-04-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 35000 }],
  });
  const ask = asker([MOTO]);

  it("answers the motorbike's liability for 'my scooter' with no scooter policy", () => {
    expect(ask('how much liability cover do I have on my scooter?').text).toContain('USD 35.000');
  });
});

describe('which policy a person means', () => {
  const TRUCK = policy({
    name: 'Camión Mercedes Atego 2018',
    category: 'car',
    insurer: 'porto',
    numeroPoliza: 'PS-CA-1111',
    price: 2400,
    cuotas: 12,
    fechaVencimiento: '2027-05-01',
    benefits: [
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 500000 },
      { nombreCobertura: 'Daños Propios', sumaAsegurada: 40000 },
      { nombreCobertura: 'Hurto Total y Parcial', sumaAsegurada: 40000 },
    ],
  });
  const TRUCK_SOA = policy({
    name: 'SOA Camión Mercedes Atego',
    category: 'soa',
    insurer: 'porto',
    numeroPoliza: 'PS-SOA-2222',
    price: 240,
    cuotas: 1,
    descripcionBien: 'Camión Mercedes Atego 2018',
    fechaVencimiento: '2027-01-10',
    benefits: [{ nombreCobertura: 'Lesiones o Muerte de Terceros', sumaAsegurada: null }],
  });
  const FLAT = policy({
    name: 'Hogar Apto Pocitos',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-03-01',
    benefits: [{ nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 110000 }],
  });
  const HOUSE = policy({
    name: 'Hogar Casa Paysandú',
    category: 'home',
    insurer: 'bse',
    fechaVencimiento: '2027-09-01',
    benefits: [{ nombreCobertura: 'Incendio Edificio', sumaAsegurada: 70000 }],
  });
  const ask = asker([TRUCK, TRUCK_SOA, FLAT, HOUSE]);

  it("a vehicle's name is its own policy's, its SOA's only with 'soa' said", () => {
    expect(ask('cual es el numero de poliza del camion?').text).toContain('PS-CA-1111');
    expect(ask('cuando vence el soa del camion?').text).toContain('SOA Camión Mercedes Atego');
    expect(ask('cuando vence el soa del camion?').text).not.toContain('PS-CA-1111');
  });

  it('what was taken off the vehicle is its partial theft', () => {
    expect(ask('anoche le sacaron los espejos al camion en la puerta de casa').text).toContain('Hurto Total y Parcial');
  });

  it('the vehicle the person hit is not theirs; nobody hurt leaves the SOA out', () => {
    const crash = ask('choque con el camion contra una moto, nadie se lastimo pero se rompio el paragolpe, me cubre?');
    expect(crash.text).toContain('Daños Propios');
    expect(crash.text).not.toContain('Lesiones o Muerte de Terceros');
  });

  it("a kind's word said as one home's own name is that home; two homes compared are both", () => {
    expect(ask('cuando vence el seguro del apto?').text).toContain('Hogar Apto Pocitos');
    expect(ask('cuando vence el seguro del apto?').text).not.toContain('Paysandú');
    const both = ask('de incendio cual cubre mas, el de la casa de paysandu o el del apto?').text;
    expect(both).toContain('USD 110.000');
    expect(both).toContain('USD 70.000');
  });

  it("a correction 'no perdón, la del…' replaces what the 'de' before said", () => {
    expect(analyse('cuanto es la cuota del apto, no perdon, la del camion?').folded).toBe(
      'cuanto es la cuota del camion',
    );
  });
});

describe('what a cover text says of a thing, where, and when', () => {
  const STATION = policy({
    name: 'Estación Meteorológica Cerro Largo',
    category: 'other',
    insurer: 'sancor',
    producto: 'Integral de Comercio',
    cobertura:
      'Cubre la estación meteorológica de Aceguá: el mástil con sus sensores y el registrador de datos de la caseta. Los daños por rayo en el mástil y el registrador se cubren solo si la descarga a tierra estaba revisada. La caída del mástil por viento se cubre solo con los vientos tensores colocados.',
    fechaVencimiento: '2027-06-01',
    benefits: [
      { nombreCobertura: 'Mástil y Sensores', sumaAsegurada: 7000 },
      { nombreCobertura: 'Registrador de Datos', sumaAsegurada: 3000 },
      { nombreCobertura: 'Robo con Violencia', sumaAsegurada: 2000 },
    ],
  });
  const HOME = policy({
    name: 'Hogar Aceguá',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-06-01',
    benefits: [
      { nombreCobertura: 'Incendio Edificio y Riesgos Aliados', sumaAsegurada: 60000 },
      { nombreCobertura: 'Cristales', sumaAsegurada: 1500 },
    ],
  });
  const ask = asker([STATION, HOME]);

  it("a thing's row covers the perils its text says of that thing, and the damaged thing's row answers", () => {
    const storm = ask('con el temporal se cayo el mastil, tenia los tensores puestos. cuanto cubre?');
    expect(storm.outcome).toBe('answer');
    expect(storm.text).toContain('USD 7.000');
    const bolt = ask('cayo un rayo en el mastil y se quemo el registrador, la descarga a tierra estaba revisada');
    expect(bolt.text).toContain('Registrador de Datos');
    expect(bolt.text).not.toContain('Incendio Edificio');
  });

  it("a place one policy names as its own is that policy's, not the home's", () => {
    const theft = ask('nos entraron a la caseta y se llevaron el registrador, cuanto cubre?');
    expect(theft.text).toContain('Robo con Violencia');
    expect(theft.text).not.toContain('Hogar Aceguá');
  });

  it("'del martes' is when it happened; what was put in 'el año pasado' is the thing's age", () => {
    const old = ask('el viento del martes tiro el mastil, los tensores los pusimos el año pasado. cubre?');
    expect(old.text).not.toMatch(/lo que pasó antes de esa fecha/);
  });
});

describe('words of the country and of the clinic', () => {
  const FARM = policy({
    name: 'Viñedo Los Cerros',
    category: 'other',
    insurer: 'bse',
    cobertura: 'Cubre las vides de la familia Pérez en Carmelo contra granizo.',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Granizo sobre Viñedos', sumaAsegurada: 9000 }],
  });
  const DENTAL = policy({
    name: 'Plan Dental Marta',
    category: 'dental',
    insurer: 'hdi',
    cobertura: 'Plan dental de Marta Pérez. No cubre la cirugía de muelas de juicio retenidas ni las coronas.',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Arreglos y Extracciones', sumaAsegurada: 600 }],
  });
  const ask = asker([FARM, DENTAL]);

  it("'cayó piedra' is hail", () => {
    expect(ask('anoche cayo piedra y me rompio las vides, eso entra?').text).toContain('Granizo sobre Viñedos');
  });

  it('a wisdom tooth is no lawsuit, and its surgery is what the plan leaves out', () => {
    const tooth = ask('me tienen que operar una muela de juicio que esta metida adentro del hueso, lo cubre el plan?');
    expect(tooth.outcome).toBe('not_covered');
    expect(tooth.text).toMatch(/muelas de juicio retenidas/);
    expect(tooth.text).not.toMatch(/responsabilidad civil/);
  });
});

describe('the phone and the time to report, asked together', () => {
  const HOME = policy({
    name: 'Hogar Casa Durazno',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Hurto de Contenido General', sumaAsegurada: 3000 }],
  });
  const ask = asker([HOME]);

  it('gives both the phone and the deadline', () => {
    const both = ask('a que telefono llamo si me roban en casa y cuanto tiempo tengo para avisar?').text;
    expect(both).toMatch(/0800 8724/);
    expect(both).toMatch(/72 horas/);
  });
});

describe('one home of two, named by its kind word', () => {
  const HOUSE = policy({
    name: 'Hogar Casa Rivera',
    category: 'home',
    insurer: 'bse',
    cobertura: 'Hogar Integral. No cubre los daños por agua.',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Incendio Edificio', sumaAsegurada: 70000 }],
  });
  const FLAT = policy({
    name: 'Hogar Apto Cordón',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Daños por acción directa del Agua', sumaAsegurada: 5000 }],
  });
  const ask = asker([HOUSE, FLAT]);

  it("'de casa' is the house, which lacks it, not the flat that has it", () => {
    const leak = ask('se rompio un caño y se inundo la cocina de casa');
    expect(leak.outcome).toBe('not_covered');
    expect(leak.text).toContain('Hogar Casa Rivera');
    expect(leak.text).not.toContain('USD 5.000');
  });
});

describe('a follow-up and a thing that will not turn on', () => {
  const CAMERA = policy({
    name: 'Dron DJI Mini 4',
    category: 'other',
    insurer: 'berkley',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Daños al Dron', sumaAsegurada: 1100 }],
  });
  const CAR = policy({
    name: 'Auto Fiat Cronos',
    category: 'car',
    insurer: 'hdi',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Auxilio Mecánico', sumaAsegurada: null }],
  });
  const ask = asker([CAMERA, CAR]);

  it('a thing that is no vehicle, said not to turn on, is its damage, not a tow', () => {
    const wet = ask('el dron se me cayo al rio, lo sacamos pero no prende, me cubre?');
    expect(wet.text).toContain('Daños al Dron');
    expect(wet.text).not.toContain('Auxilio Mecánico');
  });
});

describe('two policies named, one of whose texts says what is told', () => {
  const OFFICE = policy({
    name: 'Estudio Contable Ríos',
    category: 'other',
    insurer: 'sura',
    producto: 'Integral de Comercio',
    cobertura: 'Cubre el estudio contable de Laura Ríos en Trinidad.',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Incendio del Local', sumaAsegurada: 20000 }],
  });
  const RENT = policy({
    name: 'Garantía de Alquiler Estudio',
    category: 'garantia',
    insurer: 'porto',
    cobertura:
      'Garantía del contrato de alquiler del local del estudio. Paga al propietario los alquileres impagos. No cubre las multas por rescindir el contrato antes de tiempo.',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Alquileres Impagos', sumaAsegurada: 9000 }],
  });
  const ask = asker([OFFICE, RENT]);

  it("answers with that one's words, not the list of both", () => {
    const fine = ask('me quiero ir del local antes de que termine el contrato, la garantia me paga la multa?');
    expect(fine.outcome).toBe('not_covered');
    expect(fine.text).toMatch(/rescindir/);
  });
});
