import {
  conditionMet,
  coverConditions,
  coverRequirements,
  questionWords,
  requirementDenied,
  requirementVerdict,
} from '../../../src/modules/assistant/conditions';
import { analyse } from '../../../src/modules/assistant/engine';
import { fold } from '../../../src/modules/assistant/text';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twentieth round's causes of free-text conditions (found by blind set T): a retroactive date, a thing kept
// somewhere said to be elsewhere, something asked for or a report not made, a muscle torn by effort, a cover
// of one country and of one capacity, a document that lapsed, what an aircraft does, a loss, employees who are
// not what the text wants, an opening someone ordered. Wallets and questions of our own, never the blind sets'.

/** Whether a question falls into one of a cover text's conditions (its sentence, or null). */
function falls(text: string, question: string, own: string[] = []): string | null {
  const folded = fold(question);
  return conditionMet(coverConditions(text, new Set(own)), questionWords(folded), folded)?.piece ?? null;
}

const ARCHITECT = policy({
  name: 'RC Profesional Arquitecta',
  category: 'other',
  insurer: 'sancor',
  fechaEmision: '2026-05-01',
  fechaVencimiento: '2027-05-01',
  cobertura:
    'Cubre los reclamos de clientes por errores de la arquitecta Lucía Ferrer en planos y direcciones de obra. Cubre solo las obras contratadas desde el 1 de junio de 2023 (fecha de retroactividad). Los planos originales de clientes se cubren solo si estaban guardados en la planera metálica.',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 90000 },
    { nombreCobertura: 'Reposición de Planos', sumaAsegurada: 3000 },
  ],
});
const LIFEGUARD = policy({
  name: 'Accidentes Personales Guardavidas',
  category: 'accidentes',
  insurer: 'sura',
  fechaEmision: '2026-01-10',
  fechaVencimiento: '2027-01-10',
  cobertura:
    'Cubre a Rosa Pérez como guardavidas en las playas de Rocha y en el camino de ida y vuelta. Cubre las lesiones en rescates, solo con parte del jefe de playa. No cubre las contracturas por esfuerzo ni los calambres.',
  benefits: [
    { nombreCobertura: 'Muerte Accidental', sumaAsegurada: 20000 },
    { nombreCobertura: 'Gastos Médicos por Accidente', sumaAsegurada: 3000 },
  ],
});

describe('a retroactive date and a thing kept somewhere', () => {
  it("'Cubre solo las obras contratadas desde el 1 de junio de 2023' is a start of what it covers", () => {
    const retro = coverRequirements(ARCHITECT.cobertura!).find((r) => r.startsOn);
    expect(retro).toMatchObject({ startsOn: '2023-06-01', retroactive: true });
    const told = (q: string) => ({
      words: questionWords(fold(q)),
      folded: fold(q),
      eventDay: null,
      start: '2026-05-01',
      today: '2026-11-26',
      ahead: true,
    });
    expect(requirementVerdict(retro!, told('y si es de una obra que contrate hace como cinco anos?'))).toBe('unmet');
    expect(requirementVerdict(retro!, told('y una obra que contrate hace un par de meses?'))).toBe('unknown');
    expect(requirementVerdict(retro!, told('una que contrate hace dos anos'))).toBe('met');
  });
  it('a work contracted long before it is not covered, in its words', () => {
    const ask = asker([ARCHITECT]);
    const first = 'un cliente me reclama por un error en los planos de una obra del año pasado, me cubre la rc?';
    const r = ask('y si el error es de una obra que contrate hace como cinco años?', [first]);
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/1 de junio de 2023/);
  });
  it("'solo si estaban guardados en la planera' is unmet by what was left on the table", () => {
    expect(falls(ARCHITECT.cobertura!, 'y los que estaban arriba de la mesa?')).toMatch(/planera/);
    expect(falls(ARCHITECT.cobertura!, 'los planos iban sueltos en el auto')).toMatch(/planera/);
    expect(falls(ARCHITECT.cobertura!, 'los planos estaban en la planera')).toBeNull();
    // ('arriba de los 60' is an age, not where a thing is.)
    expect(falls(ARCHITECT.cobertura!, 'clientes de arriba de 60 anos')).toBeNull();
  });
});

describe('what was not asked for, not reported, or not done as the text wants', () => {
  it("a report denied a few words before ('si no hubiera hecho el parte') falls out of 'solo con parte'", () => {
    expect(falls(LIFEGUARD.cobertura!, 'y si no hubiera hecho el parte?')).toMatch(/solo con parte/);
    expect(falls(LIFEGUARD.cobertura!, 'hice el parte enseguida')).toBeNull();
  });
  it("asking, said any way ('no le pedí nada'), is the text's 'pidió'", () => {
    const text = 'Cubre los daños a los muebles del cliente, solo si antes pidió la autorización escrita del dueño.';
    expect(falls(text, 'y si no le pedi nada porque era un amigo?')).toMatch(/autorización/);
    expect(falls(text, 'le pedi la autorizacion por whatsapp')).toBeNull();
  });
  it("a muscle torn by effort ('me desgarré el cuádriceps') is the text's 'contracturas por esfuerzo'", () => {
    expect(falls(LIFEGUARD.cobertura!, 'me desgarre el cuadriceps corriendo en la arena, cubre?')).toMatch(
      /contracturas/,
    );
  });
  it('one who is covered in a capacity is not covered on their own account', () => {
    expect(falls(LIFEGUARD.cobertura!, 'sali a nadar por mi cuenta y me corte un pie')).toMatch(/como guardavidas/);
    expect(falls(LIFEGUARD.cobertura!, 'en un rescate me corte un pie')).toBeNull();
    const r = asker([LIFEGUARD])(
      'fui a pescar por mi cuenta y me clave un anzuelo en la mano, me cubre el seguro de accidentes?',
    );
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/como guardavidas/);
  });
  it("a document the text wants in force, said lapsed beside it, falls out; another thing's lapse does not", () => {
    const text =
      'Cubre al chofer solo con la libreta de conducir profesional vigente. No cubre el motor por falta de service.';
    expect(falls(text, 'y si la libreta profesional estaba vencida?')).toMatch(/vigente/);
    expect(falls(text, 'el service estaba vencido y se rompio el motor')).toMatch(/falta de service/);
  });
  it("employees 'que no sean' what the text wants: the employee, when the question says they are not", () => {
    const text =
      'Cubre los errores del contador Pablo Ríos. No cubre las multas, ni los actos de sus empleados que no sean contadores.';
    expect(falls(text, 'la secretaria (no es contadora) mando mal un formulario y el cliente perdio plata')).toMatch(
      /empleados que no sean contadores/,
    );
    expect(falls(text, 'Pablo mando mal un formulario y el cliente perdio plata')).toBeNull();
  });
  it('an opening someone ordered is «las aperturas pedidas por la Policía»', () => {
    const text =
      'Cubre los daños a puertas de clientes al abrirlas. No cubre las aperturas pedidas por la Policía o por un juzgado.';
    expect(falls(text, 'la policia me pidio que abra una casa y rompi el marco')).toMatch(/juzgado/);
    expect(falls(text, 'hubo un allanamiento y tuve que abrir la puerta')).toMatch(/juzgado/);
    expect(falls(text, 'un cliente me pidio que abra su casa y rompi el marco')).toBeNull();
  });
});

describe('where, when, and what is lost', () => {
  it("'Cubre … en todo Uruguay' leaves out abroad; 'en Uruguay y en el exterior' does not", () => {
    expect(
      falls('Cubre la guitarra y el amplificador en todo Uruguay.', 'nos vamos de gira a Chile, nos cubre alla?'),
    ).toMatch(/todo Uruguay/);
    expect(falls('Cubre a Ana las 24 horas, en Uruguay y en el exterior.', 'me quebre en Chile')).toBeNull();
    const GUITAR = policy({
      name: 'Instrumentos Banda',
      category: 'other',
      insurer: 'mapfre',
      fechaEmision: '2026-03-01',
      fechaVencimiento: '2027-03-01',
      descripcionBien: 'Guitarra Gibson y amplificador Fender',
      cobertura: 'Cubre la guitarra y el amplificador contra robo con violencia y daños accidentales en todo Uruguay.',
    });
    const r = asker([GUITAR])('en marzo llevamos la guitarra de gira a Mendoza, nos cubre en Argentina?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/todo Uruguay/);
  });
  it("an aircraft's policy: its flights are its own thing ('no cubre los vuelos nocturnos' leaves out the night)", () => {
    const text = 'Cubre el dron en vuelo. No cubre los vuelos nocturnos ni los vuelos sobre el mar.';
    expect(falls(text, 'si salgo a filmar de noche y se cae, cubre?', ['dron', 'dji'])).toMatch(/nocturnos/);
    // (Of a policy that is no aircraft's, a flight is one more word to say.)
    expect(falls(text, 'si salgo a filmar de noche y se cae, cubre?')).toBeNull();
  });
  it("a thing forgotten or not found again is the text's 'pérdida', and 'olvidados' still holds 'me olvidé'", () => {
    expect(
      falls(
        'No cubre la pérdida ni el robo sin violencia.',
        'me olvide los binoculares en el omnibus y no los encontre mas',
      ),
    ).toMatch(/pérdida/);
    expect(falls('No cubre los objetos olvidados en taxis.', 'me olvide la mochila en un taxi')).toMatch(/olvidados/);
  });
});

const LOCKSMITH = policy({
  name: 'Herrería Los Pinos',
  category: 'other',
  insurer: 'porto',
  fechaEmision: '2026-02-01',
  fechaVencimiento: '2027-02-01',
  descripcionBien: 'Taller de herrería y cerrajería en Florida',
  cobertura:
    'La responsabilidad civil cubre los daños que el herrero cause a rejas y portones de clientes. No cubre las aperturas pedidas por la Policía o por un juzgado.',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil por Trabajos', sumaAsegurada: 25000 }],
});
const HOME = policy({
  name: 'Hogar Casa Florida',
  category: 'home',
  insurer: 'sbi',
  fechaEmision: '2026-03-01',
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil Extracontractual', sumaAsegurada: 100000 },
    { nombreCobertura: 'Hurto de Contenido General', sumaAsegurada: 3000 },
  ],
});
const OLD_ACCIDENTS = policy({
  name: 'Accidentes Personales Herrero',
  category: 'accidentes',
  insurer: 'sura',
  status: 'vencida',
  fechaEmision: '2025-10-01',
  fechaVencimiento: '2026-10-01',
  cobertura: 'Cubre al herrero las 24 horas. No cubre las lesiones por subir a techos o andamios sin arnés.',
  benefits: [{ nombreCobertura: 'Gastos Médicos por Accidente', sumaAsegurada: 1500 }],
});
const BINOCULARS = policy({
  name: 'Equipos de Observación de Aves',
  category: 'other',
  insurer: 'mapfre',
  fechaEmision: '2026-04-01',
  fechaVencimiento: '2027-04-01',
  descripcionBien: 'Binoculares Swarovski, telescopio terrestre y trípode',
  cobertura:
    'Cubre los binoculares, el telescopio terrestre y el trípode contra robo con violencia y daños accidentales. No cubre la pérdida ni el olvido.',
  limite: 'USD 3.000 por evento',
});
const NOTARY = policy({
  name: 'RC Profesional Contador',
  category: 'other',
  insurer: 'surco',
  fechaEmision: '2026-01-01',
  fechaVencimiento: '2027-01-01',
  cobertura:
    'Cubre los reclamos de clientes por errores del contador Pablo Ríos. No cubre las multas de DGI ni el dinero de clientes recibido en depósito (adelantos o saldos), ni los actos de sus empleados que no sean contadores.',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil Profesional', sumaAsegurada: 60000 }],
});

describe('where the engine hears a condition', () => {
  it("a locksmith's opening of 'un apto' is someone else's home: the trade's policy answers", () => {
    const r = asker([LOCKSMITH])('un juez me mando que abra un apto y rompi la cerradura, el dueño me reclama. cubre?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/pedidas por la Policía o por un juzgado/);
  });
  it('a policy that has ended is held to its exclusions for what happened while it was in force', () => {
    const r = asker([OLD_ACCIDENTS, LOCKSMITH])(
      'en agosto me cai subiendo al techo de una clienta sin arnes y me quebre la pierna, eso lo cubria?',
    );
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/andamios sin arnés/);
  });
  it("a thing a policy lists, told lost ('se olvidó los binoculares'), is answered by its exclusion", () => {
    const r = asker([BINOCULARS, HOME])('mi hermano se olvido los binoculares en la playa y no los encontro mas');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/pérdida/);
  });
  it('an item after a bracket is quoted with its whole sentence, the item told first', () => {
    const r = asker([NOTARY, HOME])(
      'la secretaria (no es contadora) le mando mal un balance a un cliente y el cliente perdio plata. me cubre el seguro?',
    );
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/empleados que no sean contadores/);
  });
  it("a dog that bit the person hurt the person: 'me mordió un perro' is no pet's vet bill", () => {
    const r = asker([LIFEGUARD, HOME])(
      'ayer sali a caminar por mi cuenta y me mordio un perro, me cubre el seguro de accidentes?',
    );
    expect(r.text).toMatch(/como guardavidas/);
    expect(r.text).not.toMatch(/veterinari/);
  });
  it("a paper of the person's said lapsed is no question of the policy's date or documents; 'avião' is a plane", () => {
    const a = analyse('y si el certificado medico aeronautico estaba vencido?');
    expect(a.intents.has('expiry')).toBe(false);
    expect(a.intents.has('document')).toBe(false);
    expect(analyse('cuando vence mi poliza?').intents.has('expiry')).toBe(true);
    expect(analyse('mandame el certificado de la poliza').intents.has('document')).toBe(true);
    expect(analyse('Posso levar o avião pra Brasil? Fica coberto?').folded).toMatch(/\bavion\b/);
  });
  it("a follow-up that says where the thing was, of a text's 'solo si estaban guardados', is not covered", () => {
    const ask = asker([ARCHITECT]);
    const first =
      'se me inundo el estudio y se arruinaron unos planos originales de clientes que estaban en la planera, cubre?';
    const r = ask('y los que estaban arriba del escritorio?', [first]);
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/planera metálica/);
  });
  it("a policy beyond the situation's, whose text leaves out what is told item by item, is said too", () => {
    const PRESS = policy({
      name: 'Imprenta Offset Heidelberg',
      category: 'other',
      insurer: 'berkley',
      fechaEmision: '2026-02-01',
      fechaVencimiento: '2027-02-01',
      descripcionBien: 'Máquina offset Heidelberg de cuatro colores',
      cobertura:
        'Cubre la máquina contra incendio y daños accidentales. No cubre las roturas por falta de mantenimiento (revisión anual vencida).',
      benefits: [{ nombreCobertura: 'Daños a la Maquinaria', sumaAsegurada: 40000 }],
    });
    const VAN = policy({
      name: 'Furgón Renault Master',
      category: 'car',
      insurer: 'sura',
      fechaEmision: '2026-03-01',
      fechaVencimiento: '2027-03-01',
      cobertura: 'Terceros completo.',
      benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 }],
    });
    const r = asker([PRESS, VAN])(
      'se fundio el motor y el tecnico dice que la revision anual estaba vencida, lo paga el seguro?',
    );
    expect(r.text).toMatch(/falta de mantenimiento/);
  });
  it("a follow-up that denies what a thing's text covers it only with is not covered, whatever situation it reads", () => {
    const CELLO = policy({
      name: 'Instrumento Violonchelo',
      category: 'other',
      insurer: 'mapfre',
      fechaEmision: '2026-02-01',
      fechaVencimiento: '2027-02-01',
      descripcionBien: 'Violonchelo de taller y arco de pernambuco',
      limite: 'USD 9.000 por evento',
      cobertura:
        'Cubre el violonchelo y el arco contra robo con violencia y daños accidentales en conciertos y ensayos, solo si se trasladan en su estuche rígido.',
    });
    const first =
      'el sabado fuimos a tocar a Minas con el violonchelo en el estuche rigido y en la valija del auto se golpeo el arco. cubre?';
    const r = asker([CELLO, HOME])('y si el arco iba suelto en el asiento, sin el estuche?', [first]);
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/estuche rígido/);
    // (Only a denial in so many words: a place said is the situation's to weigh.)
    const [only] = coverConditions(CELLO.cobertura!).filter((c) => c.required);
    expect(requirementDenied(only!, fold('y si iba sin el estuche?'))).toBe(true);
    expect(requirementDenied(only!, fold('y si pasaba en Buenos Aires?'))).toBe(false);
  });
});
