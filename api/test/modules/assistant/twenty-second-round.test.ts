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
