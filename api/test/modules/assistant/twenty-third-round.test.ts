import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-third round's causes (found by blind sets W and visitor T). Questions and wallets of our own, never
// the blind sets'.
describe('a thing a row names, and lightning that struck it', () => {
  const SAWMILL = policy({
    name: 'Aserradero Los Pinos',
    category: 'other',
    insurer: 'sura',
    producto: 'Equipos y Maquinaria',
    plan: 'Equipos',
    cobertura:
      'Cubre el aserradero de Walter Silva en Rivera: la sierra principal, el galpón de secado y las hachas y herramientas. El robo de herramientas se cubre solo si estaban dentro del galpón de secado cerrado con llave. La responsabilidad civil cubre el incendio que pase a campos vecinos solo si las herramientas tenían el arrestallamas puesto. No cubre el desgaste de las hojas.',
    deducible: 'USD 900 para la sierra; USD 150 para el resto',
    fechaVencimiento: '2027-06-01',
    benefits: [
      { nombreCobertura: 'Sierra Principal Husqvarna', sumaAsegurada: 40000 },
      { nombreCobertura: 'Hachas y Herramientas', sumaAsegurada: 3000 },
      { nombreCobertura: 'Galpón de Secado', sumaAsegurada: 12000 },
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 60000 },
    ],
  });
  const HOUSE = policy({
    name: 'Hogar Casa Rivera',
    category: 'home',
    insurer: 'bse',
    fechaVencimiento: '2027-02-01',
    benefits: [
      { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 60000 },
      { nombreCobertura: 'Incendio Contenido', sumaAsegurada: 9000 },
    ],
  });
  const ask = asker([SAWMILL, HOUSE]);

  it("a thing's damage is the row that names it, not 'not covered' nor a liability", () => {
    const broke = ask('cuanto es el deducible si se rompe la sierra principal?');
    expect(broke.outcome).toBe('answer');
    expect(broke.text).toContain('USD 40.000');
    expect(broke.text).not.toMatch(/no incluye|otras personas/);
  });

  it("lightning that struck a thing one's policy names is that thing's damage, not an accident of a person", () => {
    const struck = ask('le cayo un rayo al galpon de secado y se quemo todo adentro, no habia nadie. cuanto cubre?');
    expect(struck.outcome).toBe('answer');
    expect(struck.text).toContain('Galpón de Secado');
    expect(struck.text).toContain('USD 12.000');
    expect(struck.text).not.toMatch(/accidente personal/);
  });

  it("a sentence whose subject is the liability gives no fire to the tools' row; their theft is theirs", () => {
    const fire = ask('se prendio fuego la cocina de casa, ya esta apagado y estamos bien. cuanto cubre del contenido?');
    expect(fire.text).toContain('Incendio Contenido');
    expect(fire.text).not.toContain('Hachas y Herramientas');
    const theft = ask('anoche rompieron la cerradura del galpon de secado y se llevaron las hachas. cubre?');
    expect(theft.outcome).toBe('answer');
    expect(theft.text).toContain('Hachas y Herramientas');
  });
});

describe('how to report a crash that has not happened', () => {
  const VAN = policy({
    name: 'Camioneta Renault Kangoo 2020',
    category: 'car',
    insurer: 'sancor',
    fechaVencimiento: '2027-05-01',
    cobertura:
      'Terceros Completo: responsabilidad civil, hurto total e incendio total. No cubre los daños propios por choque ni el hurto parcial.',
  });
  const ask = asker([VAN]);

  it("'a qué número llamo si choco' gives the insurer's steps and phone, no verdict on an untold damage", () => {
    const steps = ask('a que numero tengo que llamar si choco con la kangoo? cuanto tiempo tengo?');
    expect(steps.outcome).toBe('answer');
    expect(steps.text).toContain('0800 2672');
    expect(steps.text).not.toMatch(/no cubre lo que contás/);
  });
});

describe('which policy a shared word names, self-corrections, plans and start dates', () => {
  const SCHOOL = policy({
    name: 'Colegio Arcoíris',
    category: 'other',
    insurer: 'sura',
    plan: 'Institutos de Enseñanza',
    deducible: 'USD 150 por evento',
    price: 900,
    cuotas: 12,
    fechaEmision: '2026-03-01',
    fechaVencimiento: '2027-03-01',
    cobertura: 'Cubre el colegio Arcoíris en Dolores (Soriano).',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil por Alumnos', sumaAsegurada: 40000 }],
  });
  const LEASE = policy({
    name: 'Garantía de Alquiler Edificio del Colegio',
    category: 'garantia',
    insurer: 'porto',
    price: 480,
    cuotas: 12,
    fechaVencimiento: '2027-01-10',
    cobertura: 'Garantía del alquiler del edificio donde funciona el colegio.',
    benefits: [{ nombreCobertura: 'Alquileres Impagos', sumaAsegurada: 7200 }],
  });
  const HOME = policy({
    name: 'Hogar Casa Dolores',
    category: 'home',
    insurer: 'sbi',
    plan: 'Premium',
    price: 310.4,
    cuotas: 1,
    fechaEmision: '2026-09-14',
    fechaVencimiento: '2027-09-14',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 150000 }],
  });
  const BIKE = policy({
    name: 'Bici Oxford',
    category: 'bike',
    insurer: 'sbi',
    price: 61.2,
    cuotas: 1,
    benefits: [{ nombreCobertura: 'Hurto y Robo Total', sumaAsegurada: 900 }],
  });
  const ask = asker([SCHOOL, LEASE, HOME, BIKE]);

  it("'el seguro del colegio' is the school's, not the lease that names it after 'del'", () => {
    const deductible = ask('cuanto es el dedusible del seguro del colegio?');
    expect(deductible.text).toContain('USD 150 por evento');
    expect(deductible.text).not.toContain('Garantía');
    expect(ask('cuanto pago por mes del seguro del colegio?').text).toContain('USD 75');
  });

  it("'no, pera, de la bici' corrects what the question was of", () => {
    const corrected = ask('cuanto pago por año de la casa, no, pera, de la bici');
    expect(corrected.text).toContain('USD 61,20');
    expect(corrected.text).not.toContain('USD 310,40');
  });

  it('says the plan a policy is of, and when it was taken out', () => {
    expect(ask('que plan de hogar tengo?').text).toContain('plan Premium');
    expect(ask('cuando contrate el seguro de la casa?').text).toContain('14/09/2026');
  });

  it("one's own dog that bites someone is the household's liability, not an accident of the person's", () => {
    const bite = ask('si mi perra le muerde la mano al repartidor en el portón, me cubre el seguro de la casa?');
    expect(bite.outcome).toBe('answer');
    expect(bite.text).toContain('USD 150.000');
  });
});

describe('a named thing-policy, a model said in words, a premises and someone named before', () => {
  const CIRCUS = policy({
    name: 'Circo Las Golondrinas',
    category: 'other',
    insurer: 'porto',
    producto: 'Integral de Comercio',
    deducible: 'USD 120 por evento',
    fechaVencimiento: '2027-04-01',
    numeroPoliza: 'PS-CO-7788123',
    descripcionBien: 'Carpa, malabares y equipo de iluminación del circo',
    cobertura:
      'Cubre el circo ambulante Las Golondrinas en Canelones. Los malabares, la carpa y el equipo de iluminación se cubren por robo con violencia, incendio o accidente durante las funciones.',
    benefits: [
      { nombreCobertura: 'Malabares, Carpa e Iluminación', sumaAsegurada: 7000 },
      { nombreCobertura: 'Responsabilidad Civil frente al Público', sumaAsegurada: 25000 },
    ],
  });
  const TRUCK = policy({
    name: 'Camión Hyundai H100 2017',
    category: 'car',
    insurer: 'sancor',
    fechaVencimiento: '2027-02-01',
    cobertura: 'Terceros Completo. No cubre el hurto parcial.',
    benefits: [{ nombreCobertura: 'Hurto Total', sumaAsegurada: 11000 }],
  });
  const HOME = policy({
    name: 'Hogar Casa Pando',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-07-01',
    benefits: [
      { nombreCobertura: 'Hurto de Equipos Electrónicos y Aparatos Electrodomésticos', sumaAsegurada: 1800 },
      { nombreCobertura: 'Incendio Contenido', sumaAsegurada: 9000 },
    ],
  });
  const ask = asker([CIRCUS, TRUCK, HOME]);

  it("what broke, asked of the policy named that lists it, is that policy's accidental damage", () => {
    const broke = ask(
      'en plena funcion se cayo un mastil y se rompieron los malabares y el parlante. lo cubre el seguro del circo?',
    );
    expect(broke.outcome).toBe('answer');
    expect(broke.text).toContain('USD 7.000');
  });

  it("'el equipo de música' taken from home is no «equipo de iluminación» of the circus", () => {
    const theft = ask('me entraron a casa forzando la puerta y se llevaron el equipo de musica. cuanto cubre?');
    expect(theft.text).toContain('USD 1.800');
    expect(theft.text).not.toContain('Circo');
  });

  it("'la h cien' is the H100, whose text leaves out a partial theft", () => {
    const parts = ask('me robaron los espejos de la h cien, lo cubre?');
    expect(parts.outcome).toBe('not_covered');
    expect(parts.text).toMatch(/parcial/);
  });

  it("a policy number 'de él', of a person just named, is someone else's", () => {
    const other = ask('el payaso del otro circo tambien tiene porto, pasame el numero de poliza de el y cuanto paga');
    expect(other.text).not.toContain('PS-CO-7788123');
  });
});

describe('trips not begun or ended, lenses and a lease named with its premises', () => {
  const TRIP = policy({
    name: 'Viaje Canadá',
    category: 'travel',
    insurer: 'mapfre',
    fechaEmision: '2027-02-10',
    fechaVencimiento: '2027-03-01',
    benefits: [{ nombreCobertura: 'Gastos Médicos por Enfermedad o Accidente', sumaAsegurada: 100000 }],
  });
  const OLD_TRIP = policy({
    name: 'Viaje Paraguay',
    category: 'travel',
    insurer: 'sura',
    fechaEmision: '2026-05-01',
    fechaVencimiento: '2026-05-15',
    benefits: [{ nombreCobertura: 'Pérdida de Equipaje', sumaAsegurada: 800 }],
  });
  const SHOP = policy({
    name: 'Óptica Mirador',
    category: 'other',
    insurer: 'sancor',
    producto: 'Integral de Comercio',
    fechaVencimiento: '2027-04-01',
    cobertura: 'Cubre la óptica Mirador en Melo. No cubre los lentes de contacto vendidos.',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 30000 }],
  });
  const LEASE = policy({
    name: 'Garantía de Alquiler Local de la Óptica',
    category: 'garantia',
    insurer: 'porto',
    fechaVencimiento: '2026-12-30',
    tipoRenovacion: 'Manual',
    benefits: [{ nombreCobertura: 'Alquileres Impagos', sumaAsegurada: 6000 }],
  });
  const ask = asker([TRIP, OLD_TRIP, SHOP, LEASE]);

  it("a fall at home before a trip begins is no trip policy's", () => {
    const fall = ask('el lunes me cai de la escalera en casa y me fisure el tobillo, alguna poliza me paga el medico?');
    expect(fall.text).not.toContain('USD 100.000');
  });

  it('a trip policy that has ended does not serve for the trip to come', () => {
    const next = asker([OLD_TRIP, SHOP])('nos vamos a Asuncion en marzo, el seguro de viaje que tengo sirve?');
    expect(next.outcome).toBe('not_covered');
    expect(next.text).toMatch(/venció/);
  });

  it("'lentes de contacto' is a thing, not a request to be put in touch", () => {
    expect(
      ask('un cliente dice que los lentes de contacto que le vendi le irritaron el ojo, me cubre?').outcome,
    ).not.toBe('handoff');
  });

  it("'la garantía del alquiler del local' is the lease alone", () => {
    const due = ask('cuando se vence la garantia del alquiler del local?');
    expect(due.text).toContain('30/12/2026');
    expect(due.text).not.toContain('Óptica Mirador');
  });
});

describe('a follow-up of a premises, a lease that leaves out works, a pupil hurt', () => {
  const NURSERY = policy({
    name: 'Guardería Pimpollos',
    category: 'other',
    insurer: 'sura',
    plan: 'Institutos de Enseñanza',
    fechaVencimiento: '2027-03-01',
    descripcionBien: 'Guardería con sala de bebés, comedor y patio',
    cobertura:
      'Cubre la guardería Pimpollos en Florida y a los niños a su cargo. Las intoxicaciones con la comida se cubren solo si la preparó la cocinera de la guardería.',
    benefits: [
      { nombreCobertura: 'Responsabilidad Civil por Niños a Cargo', sumaAsegurada: 40000 },
      { nombreCobertura: 'Gastos Médicos de Niños', sumaAsegurada: 2500 },
    ],
  });
  const LEASE = policy({
    name: 'Garantía de Alquiler Casa de la Guardería',
    category: 'garantia',
    insurer: 'porto',
    fechaVencimiento: '2027-06-01',
    cobertura:
      'Cubre los alquileres impagos y los daños al inmueble al devolverlo. No cubre los daños por obras hechas sin permiso del propietario.',
    benefits: [{ nombreCobertura: 'Alquileres Impagos', sumaAsegurada: 8000 }],
  });
  const HOME = policy({
    name: 'Hogar Casa Florida',
    category: 'home',
    insurer: 'sbi',
    fechaVencimiento: '2027-06-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 150000 }],
  });
  const ask = asker([NURSERY, LEASE, HOME]);

  it('a follow-up keeps the premises its first question told (who cooked what made the children ill)', () => {
    const first =
      'dos nenes se intoxicaron con la torta de la merienda, la hizo nuestra cocinera. ya estan bien. cubre?';
    expect(ask(first).text).toContain('Guardería Pimpollos');
    const then = ask('y si el guiso lo hubiera cocinado una abuela de un nene?', [first]);
    expect(then.outcome).toBe('not_covered');
    expect(then.text).toMatch(/cocinera/);
  });

  it('the lease named answers in its words what its text leaves out, not the premises’ liability', () => {
    const works = ask(
      'hicimos una obra en el comedor sin avisarle al dueño. si nos reclama al irnos, lo cubre la garantia?',
    );
    expect(works.outcome).toBe('not_covered');
    expect(works.text).toMatch(/permiso del propietario/);
  });
});
