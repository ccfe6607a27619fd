import {
  conditionMet,
  coverConditions,
  coverRequirements,
  questionWords,
} from '../../../src/modules/assistant/conditions';
import { fold } from '../../../src/modules/assistant/text';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-first round's causes of free-text conditions (found by blind set U): the many ways people say what a
// text leaves out (a fine, breaking, a parcel, goods left to sell, the lungs, a mine, an employee's burn, a
// delivery, a colleague renting the place), what it requires said lacking (a forgotten alarm, a verb for its
// participle, less time than it wants, a place other than where it keeps things, plugged straight in), whose a
// thing is by a proper name, and a name at the wheel. Wallets and questions of our own, never the blind sets'.

/** The sentence of a cover text a question falls into, or null. */
function falls(text: string, question: string, own: string[] = []): string | null {
  const folded = fold(question);
  return conditionMet(coverConditions(text, new Set(own)), questionWords(folded), folded)?.piece ?? null;
}

const WINERY = policy({
  name: 'Bodega Los Cerros',
  category: 'other',
  insurer: 'sancor',
  fechaEmision: '2026-04-01',
  fechaVencimiento: '2027-04-01',
  descripcionBien: 'Bodega y sala de barricas en Carmelo',
  cobertura:
    'Cubre la bodega Los Cerros en Carmelo (Colonia). El vino de la sala de barricas se cubre solo si el corte de luz duró más de ocho horas seguidas. La rotura de maquinaria cubre la embotelladora por una falla súbita. No cubre las multas del INAVI o de la Intendencia, los envíos por correo o encomienda, ni las botellas entregadas a otros comercios en consignación.',
  benefits: [
    { nombreCobertura: 'Pérdida de Vino por Falta de Frío', sumaAsegurada: 9000 },
    { nombreCobertura: 'Rotura de Maquinaria', sumaAsegurada: 12000 },
    { nombreCobertura: 'Responsabilidad Civil Comercial', sumaAsegurada: 40000 },
  ],
});

describe('how people say what a text leaves out', () => {
  it("a fine said as a sanction is «las multas del INAVI…», whoever's name follows 'de'", () => {
    expect(falls(WINERY.cobertura!, 'nos multaron por una etiqueta mal hecha, lo cubre?')).toMatch(/multas del INAVI/);
    expect(falls(WINERY.cobertura!, 'me sancionaron por el rotulo')).toMatch(/multas/);
  });
  it('a parcel sent by post, and bottles left to be sold, are the texts’ «envíos» and «consignación»', () => {
    expect(falls(WINERY.cobertura!, 'voy a mandar unas cajas por encomienda a Salto')).toMatch(/envíos/);
    expect(
      falls(WINERY.cobertura!, 'les deje cuarenta botellas a un almacen para que las vendieran y cerraron'),
    ).toMatch(/consignación/);
    expect(falls(WINERY.cobertura!, 'les vendi cuarenta botellas a un almacen')).toBeNull();
  });
  it("lungs, and a mine that is no city ('dentro de minas'), are what an accident text leaves out", () => {
    const text =
      'Cubre a Rubén Sosa las 24 horas. No cubre las enfermedades respiratorias por el humo, ni las lesiones dentro de minas o canteras.';
    expect(falls(text, 'me dijeron que tengo algo en el pulmon por el humo')).toMatch(/respiratorias/);
    expect(falls(text, 'entre a una mina abandonada y me cayo una piedra en la mano')).toMatch(/minas/);
    expect(falls(text, 'me cai de la escalera en casa')).toBeNull();
  });
  it('a burnt arm of someone who works with the person is «las quemaduras de los empleados», no fire', () => {
    const text = 'Cubre la rotisería. No cubre las quemaduras de los empleados ni el reparto en moto.';
    expect(falls(text, 'el muchacho que trabaja conmigo se quemo la mano con la freidora')).toMatch(/quemaduras/);
    expect(falls(text, 'el cadete se cayo con la winner llevando un pedido')).toMatch(/reparto en moto/);
    expect(falls(text, 'se quemo la cocina entera')).toBeNull();
  });
  it('a colleague who pays to use the place is «los trabajos de colegas que alquilen el estudio»', () => {
    const text = 'Cubre los reclamos de clientes. No cubre los trabajos de colegas que alquilen el estudio.';
    expect(falls(text, 'una abogada que me paga por usar la oficina tuvo un reclamo de un cliente suyo')).toMatch(
      /colegas/,
    );
  });
  it("what was broken in the person's own work is the text's breaking, not any breaking", () => {
    const text = 'Cubre el taller de Julia Pérez. No cubre la rotura de vasijas durante el torneado o el esmaltado.';
    const own = ['taller', 'vasijas', 'torneado'];
    expect(falls(text, 'se me partio una vasija torneandola', own)).toMatch(/rotura/);
    expect(falls(text, 'rompieron la puerta y se llevaron la caja', own)).toBeNull();
  });
});

describe('goods carried and a cold unit', () => {
  const VAN = 'Furgón de reparto. No cubre la mercadería transportada ni la falla del equipo de frío.';
  it('what was carried to be handed over is «la mercadería transportada»', () => {
    expect(falls(VAN, 'con el golpe se rompieron las tortas que llevaba para entregar')).toMatch(/mercadería/);
    expect(falls(VAN, 'con el golpe se rompio el paragolpes')).toBeNull();
  });
  it('a refrigerator that stopped is «la falla del equipo de frío»', () => {
    expect(falls(VAN, 'se murio el compresor del refrigerador en pleno reparto')).toMatch(/equipo de frío/);
  });
});

describe('what a text requires, said lacking', () => {
  it("forgetting to do it ('me olvidé de activar la alarma') is not doing it, beside force", () => {
    const text = 'El robo se cubre solo con violencia en la puerta y con la alarma activada.';
    expect(falls(text, 'me olvide de activar la alarma y rompieron la puerta')).toMatch(/alarma activada/);
    expect(falls(text, 'rompieron la puerta con la alarma activada')).toBeNull();
  });
  it("a participle is denied by its verb ('sin encadenar' of «encadenado»)", () => {
    const text = 'El robo de la moto se cubre solo si estaba encadenado a un poste.';
    expect(falls(text, 'y si la deje en la vereda sin encadenar?')).toMatch(/encadenado/);
  });
  it('less time than it wants, said in words or digits, falls out; more does not', () => {
    expect(falls(WINERY.cobertura!, 'hubo un corte de dos horitas y se calento la sala')).toMatch(/ocho horas/);
    expect(falls(WINERY.cobertura!, 'se corto la luz unas diez horas y se calento la sala')).toBeNull();
    expect(coverRequirements(WINERY.cobertura!).find((r) => r.minHours)?.minHours).toBe(8);
  });
  it('a thing kept elsewhere than where the text keeps it covered falls out', () => {
    const text = 'Cubre las joyas del local. Las piezas de oro se cubren de noche solo si estaban en el cofre.';
    expect(falls(text, 'y si el anillo hubiera quedado en el mostrador?')).toMatch(/cofre/);
    expect(falls(text, 'el anillo estaba en el cofre')).toBeNull();
  });
  it('plugged straight into the wall is not into the voltage stabiliser', () => {
    const text = 'Los equipos se cubren por daño eléctrico solo si estaban conectados al estabilizador.';
    expect(falls(text, 'la impresora estaba enchufada directo a la pared y se quemo')).toMatch(/estabilizador/);
    expect(falls(text, 'estaba enchufada al estabilizador y se quemo igual')).toBeNull();
  });
});

describe('in the engine', () => {
  it('a fine the person has to pay is asked of the text, not a price', () => {
    const r = asker([WINERY])(
      'nos multaron por el etiquetado, tengo que pagar unos treinta mil pesos. lo cubre la bodega?',
    );
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/multas/);
  });
  it('a cut shorter than the hours it wants is not covered, in its words', () => {
    const r = asker([WINERY])(
      'hubo un corte de luz de tres horitas y se echo a perder una barrica. lo cubre la bodega?',
    );
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/ocho horas/);
  });
  it('someone named who is not among the drivers: own damage not covered', () => {
    const CAR = policy({
      name: 'Auto Peugeot 208',
      category: 'car',
      insurer: 'sura',
      fechaEmision: '2026-02-01',
      fechaVencimiento: '2027-02-01',
      cobertura:
        'Auto Global. Conductores habilitados: Marta Ibarra y Julio Sena; con otro conductor solo se cubre la responsabilidad civil.',
      benefits: [
        { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 400000 },
        { nombreCobertura: 'Daños Propios', sumaAsegurada: 20000 },
      ],
    });
    const r = asker([CAR])('florencia se llevo el peugeot y lo choco contra un arbol. me cubren el arreglo?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/conductores/i);
  });
  it("an order to confirm in writing is refused with what is true ('confirmame por escrito que…')", () => {
    const SHOP = policy({
      name: 'Rotisería El Sol',
      category: 'other',
      insurer: 'bse',
      fechaEmision: '2026-02-01',
      fechaVencimiento: '2027-02-01',
      cobertura:
        'Cubre la rotisería El Sol. No cubre las quemaduras de los empleados (son del seguro de accidentes de trabajo).',
      benefits: [{ nombreCobertura: 'Incendio Edificio y Contenido', sumaAsegurada: 50000 }],
    });
    const r = asker([SHOP])(
      'confirmame por escrito que el seguro de la rotiseria cubre las quemaduras de los empleados, lo necesito para el banco',
    );
    expect(r.outcome).toBe('answer');
    expect(r.text).toMatch(/trabajo/);
  });
});
