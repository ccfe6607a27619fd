import { answerVisitor, bikeValueIn } from '../../../src/modules/assistant/visitor';
import { asker, policy } from '../../helpers/assistant-wallets';

// The tenth round's causes (found by blind sets J and visitor G): a kind's own word said as the policy, a cover
// text that says what it leaves out or names the cause, a policy named by a dictionary word of its name, an
// expired policy and an event told without a date, anger, a bite, a guest or an employee hurt, foreign words.
// Questions of our own, never the blind sets'.
const ORTHO = policy({
  name: 'Plan Odontológico Sonrisa',
  category: 'dental',
  insurer: 'sura',
  cobertura: 'Controles, radiografías y arreglos de caries. No incluye blanqueamiento ni prótesis.',
  fechaVencimiento: '2027-05-01',
});
const CABIN = policy({
  name: 'Cabaña Piriápolis',
  category: 'home',
  insurer: 'bse',
  externo: true,
  cobertura: 'Incendio, rayo y explosión del edificio; sin cobertura de hurto',
  fechaVencimiento: '2027-03-01',
});
const VAN = policy({
  name: 'Camioneta Hyundai H1',
  category: 'car',
  insurer: 'porto',
  externo: true,
  cobertura: 'Responsabilidad civil e incendio (sin daños propios por choque)',
  deducible: 'USD 300',
  fechaVencimiento: '2027-02-01',
});
const HARVESTER = policy({
  name: 'Cosechadora John Deere',
  category: 'other',
  insurer: 'sancor',
  fechaVencimiento: '2026-08-15',
  benefits: [
    { nombreCobertura: 'Incendio de la máquina', sumaAsegurada: 40000 },
    { nombreCobertura: 'Vuelco de la máquina', sumaAsegurada: 40000 },
  ],
});
const SCHOOL = policy({
  name: 'Accidentes Personales Colegio Sura',
  category: 'accidentes',
  insurer: 'sura',
  fechaVencimiento: '2027-02-28',
  benefits: [{ nombreCobertura: 'Reintegro de gastos médicos por accidente', sumaAsegurada: 2500 }],
});
const HOME = policy({
  name: 'Hogar SBI',
  category: 'home',
  insurer: 'sbi',
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Incendio Contenido', sumaAsegurada: 20000 },
    { nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 60000 },
  ],
});
const SHOP = policy({
  name: 'Comercio Integral Ferretería El Tornillo',
  category: 'other',
  insurer: 'mapfre',
  fechaVencimiento: '2027-04-01',
  benefits: [
    { nombreCobertura: 'Incendio de mercadería', sumaAsegurada: 30000 },
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 50000 },
  ],
});

describe("a kind's own word and a cover text's own words", () => {
  const ask = asker([ORTHO, HOME]);

  it("'el dental' names the dental plan: its cover text answers, never 'you have no dental cover'", () => {
    const covers = ask('qué me cubre el dental?');
    expect(covers.outcome).toBe('answer');
    expect(covers.text).toContain('Plan Odontológico Sonrisa');
    expect(covers.text).not.toMatch(/ninguna de tus pólizas/);
  });

  it("what a named policy's cover text leaves out is said in its words", () => {
    const out = ask('y qué es lo que no cubre el plan dental?');
    expect(out.outcome).toBe('answer');
    expect(out.text).toMatch(/según su cobertura, no incluye blanqueamiento ni prótesis/);
  });

  it("a bracket that starts with 'sin' is left out of what a cover text covers", () => {
    const ask2 = asker([VAN]);
    const own = ask2('di marcha atrás contra un muro con la camioneta, me pagan el arreglo?');
    expect(own.outcome).toBe('not_covered');
    expect(own.text).toMatch(/no incluye daños propios/);
    expect(ask2('le choqué el auto a un señor, me cubre?').outcome).toBe('answer');
  });

  it('a cover text that names what happened covers it, never a guessed not covered', () => {
    const ask2 = asker([CABIN]);
    const bolt = ask2('cayó un rayo en la cabaña y se quemó el microondas');
    expect(bolt.outcome).toBe('answer');
    expect(bolt.text).toMatch(/nombra “rayo”/);
    // 'sin cobertura de hurto' is what it leaves out: a theft is not covered.
    expect(ask2('me robaron la garrafa de la cabaña').outcome).toBe('not_covered');
  });
});

describe('a policy named by a dictionary word of its name', () => {
  const ask = asker([HARVESTER, SCHOOL, HOME, VAN]);

  it("'la cosechadora' and 'el seguro del colegio' name their policies, and only them", () => {
    const date = ask('hasta cuando tengo asegurada la cosechadora?');
    expect(date.text).toContain('Cosechadora John Deere');
    expect(date.text).not.toContain('Hogar SBI');
    const school = ask('hasta cuándo cubre el seguro del colegio?');
    expect(school.text).toContain('Colegio Sura');
    expect(school.text).not.toContain('Camioneta');
  });

  it("'en el almacén' with something that happened is a place, not the shop's policy", () => {
    const ask2 = asker([SHOP, HOME]);
    const place = ask2('me quemé la mano laburando en la ferreteria, tengo cobertura?');
    expect(place.text).not.toMatch(/Ferretería El Tornillo cubre/);
  });

  it('an event told without a date, long after the policy ended, is not covered, with the date that would change it', () => {
    const rolled = ask('se dio vuelta la cosechadora en la chacra, lo cubre?');
    expect(rolled.outcome).toBe('not_covered');
    expect(rolled.text).toMatch(/venció el 15\/08\/2026/);
    expect(rolled.text).toMatch(/Si lo que contás pasó antes/);
  });

  it("yesterday stays yesterday beside an 'y si…'", () => {
    const fire = ask('ayer se prendió fuego la cosechadora, y si el fuego pasa al campo de al lado?');
    expect(fire.text).not.toMatch(/no te va a cubrir/);
  });
});

describe('people, not policies', () => {
  const ask = asker([HOME, SCHOOL, SHOP]);

  it('anger at the insurer or the service goes to a person', () => {
    for (const q of [
      'esto es una estafa, pago todos los meses y nadie me responde',
      'estoy recontra caliente con la aseguradora',
    ]) {
      expect(ask(q).outcome).toBe('handoff');
    }
  });

  it('a bite is an injury: 911 first', () => {
    expect(ask('un perro de la calle le mordió la pierna a mi hijo').text).toMatch(/911/);
  });

  it("a guest hurt at home is the home's liability; a cut hand is no short circuit", () => {
    const guest = ask('la visita se cayó por la escalera de casa y se quebró, lo cubre el hogar?');
    expect(guest.text).toMatch(/Responsabilidad Civil Extracontractual/);
    expect(guest.text).not.toMatch(/daños eléctricos/);
  });

  it("an employee hurt at work is a work accident, the employer's BSE cover", () => {
    const work = ask('un empleado de la ferreteria se cortó con una chapa, lo cubre el seguro?');
    expect(work.text).toMatch(/accidente de trabajo/);
  });

  it('English and Portuguese words of vehicles and injuries are understood', () => {
    const en = ask('my son broke his leg at school, does the school insurance pay?');
    expect(en.text).toMatch(/Reintegro de gastos médicos por accidente/);
    const pt = asker([HARVESTER])('minha cosechadora capotou, o seguro cobre?');
    expect(pt.outcome).toBe('not_covered');
  });
});

describe('visitors', () => {
  const text = (q: string) => answerVisitor(q, null, null, []).text;

  it("a figure written with thousands right after 'bici' is its value", () => {
    expect(bikeValueIn('seguro bici 2.500 cuanto sale')).toBe(2500);
    expect(bikeValueIn('bici 2019, cuánto sale?')).toBeNull();
  });

  it('delivery work on the bike meets the exclusion of commercial use', () => {
    expect(text('trabajo de cadete en bici para rappi, el seguro me sirve?')).toMatch(/fines comerciales/);
  });

  it("water that reaches the flat below is the home's liability", () => {
    expect(text('se me rompe un caño y moja el techo del de abajo, me cubre?')).toMatch(/Responsabilidad Civil/);
  });

  it('the SOA asked about damage to another car says it covers people, not things', () => {
    expect(text('si le abollo el auto a otro, el soa paga?')).toMatch(/daños materiales/);
  });

  it("one's own expiry asks to sign in; anger goes to a person", () => {
    expect(text('cuándo se me vence la póliza?')).toMatch(/Iniciar sesión/);
    expect(answerVisitor('estoy re enojado, nadie me contesta', null, null, []).outcome).toBe('handoff');
  });

  it('insuring after the loss: what happened before the policy is not covered', () => {
    expect(text('ayer me robaron la bici, si la aseguro ahora me la pagan?')).toMatch(
      /antes de contratarlo no lo cubre/,
    );
  });
});

// Round 11 (causes found by blind set K): a policy's status, an instruments policy and the things it lists, a
// cover text that says it leaves something out or stays in Uruguay, a dent from hail with a crash-only cover,
// the contents' sums, a total said another way.
const SUSPENDED = policy({
  name: 'Peugeot 208 2020',
  category: 'car',
  insurer: 'hdi',
  status: 'suspendida',
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 200000 },
    { nombreCobertura: 'Daños Propios por Choque', sumaAsegurada: 12000 },
  ],
});
const GEAR = policy({
  name: 'Seguro de Instrumentos Musicales',
  category: 'other',
  insurer: 'mapfre',
  descripcionBien: 'Guitarra Gibson Les Paul y pedalera Boss',
  cobertura: 'Cubre los instrumentos en todo Uruguay. No cubre fuera del país ni el hurto sin violencia.',
  fechaVencimiento: '2027-01-01',
  benefits: [
    { nombreCobertura: 'Robo de instrumentos con violencia', sumaAsegurada: 4000 },
    { nombreCobertura: 'Daños accidentales a los instrumentos', sumaAsegurada: 4000 },
  ],
});
const FLAT = policy({
  name: 'Hogar Apartamento BSE',
  category: 'home',
  insurer: 'bse',
  price: 300,
  fechaVencimiento: '2027-04-01',
  declaredValue: 90000,
  benefits: [
    { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 90000 },
    { nombreCobertura: 'Incendio Contenido', sumaAsegurada: 12000 },
  ],
});
const HEALTH = policy({
  name: 'Plan de Salud Integral',
  category: 'other',
  insurer: 'sancor',
  price: 1200,
  cobertura: 'Cubre al titular y su pareja. No cubre odontología ni óptica.',
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Internación sanatorial', sumaAsegurada: 50000 }],
});

describe('round 11', () => {
  const ask = asker([SUSPENDED, GEAR, FLAT, HEALTH]);

  it("a policy's status other than 'activa' is said beside what the answer says of it", () => {
    expect(ask('me chocaron el peugeot, qué me cubre?').text).toMatch(/figura como suspendida/);
    expect(ask('cuándo vence el seguro de hogar?').text).not.toMatch(/figura como/);
  });

  it('an instruments policy is equipment, not a home; the things it lists name it', () => {
    const home = ask('qué me cubre el seguro de hogar si me roban?');
    expect(home.text).not.toContain('Instrumentos Musicales');
    const fell = ask('se me cayó la guitarra en el ensayo y se rajó');
    expect(fell.text).toContain('Daños accidentales a los instrumentos');
  });

  it('a cover text that stays in Uruguay answers a trip abroad, in its words', () => {
    const abroad = ask('el seguro de instrumentos me cubre si toco en buenos aires?');
    expect(abroad.outcome).toBe('not_covered');
    expect(abroad.text).toMatch(/según su cobertura, no cubre fuera del país/);
  });

  it("a 'not covered' says the exclusion a policy's cover text writes", () => {
    const glasses = ask('necesito anteojos nuevos, lo cubre algo?');
    expect(glasses.outcome).toBe('not_covered');
    expect(glasses.text).toMatch(/no cubre odontología ni óptica/);
  });

  it('a dent from hail is not a crash: a crash-only cover does not answer it', () => {
    const hail = ask('cayó granizo y me abolló el capó del peugeot');
    expect(hail.outcome).toBe('not_covered');
    expect(hail.text).not.toContain('Responsabilidad Civil');
  });

  it("the contents' sums beside the declared value; a total said as 'todo sumado'", () => {
    const sums = ask('por cuánto está asegurado el apartamento? y lo de adentro?');
    expect(sums.text).toMatch(/USD 90\.000/);
    expect(sums.text).toMatch(/Incendio Contenido.*USD 12\.000/);
    expect(ask('cuánto gasto al año en seguros, todo sumado?').text).toMatch(/En total pagás/);
  });
});

describe('visitors, round 11 (causes found by blind visitor set I)', () => {
  const text = (q: string) => answerVisitor(q, null, null, []).text;

  it('a bike by another name, and what it cost, give its value', () => {
    expect(bikeValueIn('compré una bmx que me salió USD 800, cuánto el seguro?')).toBe(800);
    expect(bikeValueIn('una playera de 450 dólares')).toBe(450);
  });

  it("a part of the bike stolen: the cover is the whole bike's", () => {
    const wheel = text('si me sacan solo el asiento de la bici lo pagan?');
    expect(wheel).toMatch(/robo de la bici entera/);
    expect(wheel).not.toMatch(/te pagamos su valor asegurado/);
  });

  it('an exclusion the question meets is said first, even when the question says "no"', () => {
    expect(text('si me roban plata que no declaré la cubren?')).toMatch(
      /^El seguro de hogar no cubre: Dinero en efectivo/,
    );
  });

  it("the custom proposal's limits, the request form's answer time, renewal, a Portuguese request for a person", () => {
    expect(text('cuál es el tope de incendio del edificio en el seguro de hogar?')).toMatch(/USD 800\.000/);
    expect(text('puedo elegir yo cuánto asegurar en el hogar?')).toMatch(/Propuesta a medida/);
    expect(text('si mando el formulario de solicitud en cuanto me contestan?')).toMatch(/24 horas/);
    expect(text('el de accidentes personales se renueva solo?')).toMatch(/se renueva automáticamente/);
    expect(answerVisitor('quero falar com uma pessoa de verdade', null, null, []).outcome).toBe('handoff');
  });
});

describe('round 12 (causes found by blind set L)', () => {
  const HIVES = policy({
    name: 'Seguro de Colmenas',
    category: 'other',
    insurer: 'bse',
    fechaVencimiento: '2027-03-01',
    benefits: [
      { nombreCobertura: 'Robo de colmenas', sumaAsegurada: 2000 },
      { nombreCobertura: 'Incendio de colmenas', sumaAsegurada: 4000 },
    ],
  });
  const NURSE = policy({
    name: 'RC Profesional Odontología',
    category: 'other',
    insurer: 'sancor',
    cobertura: 'Cubre reclamos de pacientes por errores profesionales en Uruguay. No cubre multas ni sanciones.',
    fechaVencimiento: '2027-05-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 30000 }],
  });
  const TRIP = policy({
    name: 'Asistencia al Viajero Anual',
    category: 'travel',
    insurer: 'berkley',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Gastos médicos por enfermedad o accidente', sumaAsegurada: 60000 }],
  });
  const TEAM = policy({
    name: 'Accidentes Personales Equipo',
    category: 'accidentes',
    insurer: 'surco',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Gastos médicos por accidente', sumaAsegurada: 2000 }],
  });
  const ask = asker([HIVES, NURSE, TRIP, TEAM]);

  it('a guide belongs to the kind a policy is stored or named as, never to one read from its rows', () => {
    const stolen = ask('me robaron colmenas anoche, qué hago?');
    expect(stolen.text).not.toMatch(/Seguro de Colmenas[^】]*:guía】/);
  });

  it('a theft happening now is an emergency: 911 first', () => {
    expect(ask('me están robando las colmenas ahora mismo!!').text).toMatch(/^Si te están robando ahora[^\n]*911/);
  });

  it("a cover text's own exclusion answers what it names, in its words", () => {
    const fine = ask('me pusieron una multa en el consultorio, la paga la rc profesional?');
    expect(fine.outcome).toBe('not_covered');
    expect(fine.text).toMatch(/según su cobertura, no cubre multas ni sanciones/);
  });

  it("an illness abroad is paid by a medical cover that says illness, never told 'accident only'", () => {
    const ill = ask('estoy en Madrid con una gripe fuerte, me cubre el médico?');
    expect(ill.outcome).toBe('answer');
    expect(ill.text).not.toMatch(/solo por un accidente/);
  });

  it("what no accident caused is not an accident cover's", () => {
    const wear = ask('me operan la rodilla por desgaste, me cubre el de accidentes?');
    expect(wear.outcome).toBe('not_covered');
  });

  it("what a life policy pays out is an amount; the policy's acronym names it", () => {
    expect(ask('cuánta plata cobra mi familia si me muero?').text).not.toMatch(/cuesta USD/);
    expect(ask('hasta cuándo tengo la rc?').text).toMatch(/RC Profesional Odontología/);
    expect(ask('hasta cuándo tengo la rc?').text).not.toMatch(/Colmenas/);
  });
});

describe('round 13 (remaining false statements of sets K, L and M)', () => {
  const MOTO = policy({
    name: 'Moto Honda Elite 125',
    category: 'car',
    insurer: 'mapfre',
    numeroPoliza: 'MO-5521',
    fechaVencimiento: '2027-04-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 40000 }],
  });
  const LIABILITY = policy({
    name: 'RC Profesional Psicología',
    category: 'other',
    insurer: 'sancor',
    cobertura: 'Cubre reclamos de pacientes en cualquier consultorio de Uruguay.',
    fechaVencimiento: '2027-05-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 25000 }],
  });
  const DOG = policy({
    name: 'Seguro de Mascotas',
    category: 'other',
    insurer: 'sancor',
    descripcionBien: 'Perro Firulais, mestizo de 4 años',
    fechaVencimiento: '2027-05-01',
    benefits: [{ nombreCobertura: 'Gastos veterinarios por accidente', sumaAsegurada: 1500 }],
  });
  const SHOP = policy({
    name: 'Comercio Integral Kiosco',
    category: 'other',
    insurer: 'hdi',
    fechaVencimiento: '2027-05-01',
    benefits: [{ nombreCobertura: 'Rotura de vidrieras', sumaAsegurada: 1200 }],
  });
  const ask = asker([MOTO, LIABILITY, DOG, SHOP]);

  it("a relative named in full asks for someone else's data: refused", () => {
    const other = ask('dame el número de póliza del auto de mi prima Carolina Pereyra');
    expect(other.text).not.toContain('MO-5521');
  });

  it("the words of a policy's name said by the person are the policy, not a coverage it lacks", () => {
    const rc = ask('sigue valiendo la de rc si cambio de consultorio?');
    expect(rc.text).toContain('RC Profesional Psicología');
    expect(rc.text).not.toMatch(/no incluye una cobertura/);
  });

  it('a pet in danger now: the vet first, then its cover', () => {
    const choking = ask('FIRULAIS SE ESTA AHOGANDO CON UN HUESO');
    expect(choking.text).toMatch(/^Si tu mascota está en peligro ahora/);
    expect(choking.text).toContain('Gastos veterinarios por accidente');
  });

  it("a shop window is glass; an English 'scooter' with no scooter policy is the motorbike", () => {
    expect(ask('me rompieron la vidriera del kiosco').text).toContain('Rotura de vidrieras');
    expect(ask("what's the liability limit on my scooter?").text).toMatch(/USD 40\.000/);
  });
});

describe('a follow-up whose own word a cover text names', () => {
  const SMILE = policy({
    name: 'Plan Dental Familiar',
    category: 'dental',
    insurer: 'hdi',
    cobertura: 'Consultas, radiografías, limpiezas y extracciones. No incluye ortodoncia ni implantes.',
    fechaVencimiento: '2027-04-01',
  });
  const ask = asker([SMILE]);

  it("is its own topic: 'y una radiografía?' after an implant is answered from the text, not as the implant", () => {
    const first = 'me quiero poner un implante, me lo cubre?';
    expect(ask(first).outcome).toBe('not_covered');
    const follow = ask('y una radiografia?', [first]);
    expect(follow.outcome).toBe('answer');
    expect(follow.text).toContain('Plan Dental Familiar');
    expect(follow.text).not.toMatch(/cubre los implantes/);
  });
});
