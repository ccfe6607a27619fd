import { conditionMet, coverConditions, questionWords } from '../../../src/modules/assistant/conditions';
import { fold } from '../../../src/modules/assistant/text';

/*
 * A cover text's conditions read as data: what it leaves out and what it requires, and whether what a person
 * tells falls into one, in the person's words or the text's.
 */
function ruledOut(text: string, question: string, own: string[] = []): string | null {
  return (
    conditionMet(coverConditions(text, new Set(own)), questionWords(fold(question)), fold(question))?.piece ?? null
  );
}

const SALON =
  'Local de peluquería en Av. General Flores 2840 (Goes). Cubre el equipamiento (sillones, secadores, planchas) y la mercadería dentro del local. El hurto solo con violencia o rotura de cerraduras. La responsabilidad civil cubre caídas o lesiones de clientas dentro del local, pero no los daños causados por los tratamientos (tinturas, alisados, quemaduras químicas). No cubre equipos llevados fuera del local.';
const LAPTOP =
  'Cubre la notebook y la cámara declaradas, en cualquier lugar del mundo. El robo solo con violencia: no cubre el hurto sin violencia, el olvido ni la pérdida. No cubre daños por líquidos derramados ni fallas de batería o desgaste.';
const TRAVEL =
  'Viajes de hasta 45 días cada uno, en todo el mundo excepto Uruguay. No cubre enfermedades preexistentes ni deportes extremos (paracaidismo, buceo profundo, esquí fuera de pista).';
const MOTO =
  'Responsabilidad civil y hurto total de la moto. No cubre incendio, daños propios ni hurto parcial (espejos, casco, baúl).';
const TEAM =
  'Cubre a los jugadores inscriptos durante entrenamientos y partidos. No cubre a jugadores no inscriptos ni lesiones sin accidente (sobrecargas, desgaste o enfermedades).';

describe('cover conditions', () => {
  it('finds the exclusion a person tells in other words, and quotes its sentence', () => {
    expect(ruledOut(SALON, 'a una señora le quedó el pelo verde con una tintura y me hace juicio')).toMatch(/tinturas/);
    expect(ruledOut(SALON, 'me llevo la planchita a domicilio, si me la roban allá?')).toBe(
      'No cubre equipos llevados fuera del local.',
    );
    expect(ruledOut(LAPTOP, 'le tiré un café encima al teclado')).toMatch(/líquidos derramados/);
    expect(ruledOut(LAPTOP, 'me olvidé la cámara en el taxi')).toMatch(/el olvido/);
    expect(ruledOut(TRAVEL, 'tengo asma desde chico, si me da una crisis en el viaje?')).toMatch(/preexistentes/);
    expect(ruledOut(TRAVEL, 'y si hago paracaidismo en Bariloche?')).toMatch(/paracaidismo/);
    expect(ruledOut(TRAVEL, 'me sirve si me voy un finde a Punta del Este?')).toMatch(/excepto Uruguay/);
    expect(ruledOut(MOTO, 'me robaron el casco')).toMatch(/casco/);
  });

  it('reads a requirement of force: taken without breaking anything falls out of it', () => {
    expect(ruledOut(SALON, 'agarró un secador del mostrador y salió corriendo, no rompió nada')).toBe(
      'El hurto solo con violencia o rotura de cerraduras.',
    );
    expect(ruledOut(SALON, 'me rompieron la cerradura y se llevaron los secadores')).toBeNull();
    expect(ruledOut(LAPTOP, 'me robaron la notebook apuntándome con un arma')).toBeNull();
  });

  it('leaves alone what the text covers or does not mention', () => {
    expect(ruledOut(SALON, 'una clienta se resbaló y se cayó en el local')).toBeNull();
    expect(ruledOut(TRAVEL, 'me enfermé en Madrid, me cubre?')).toBeNull();
    expect(ruledOut(MOTO, 'me robaron la moto de la puerta de casa')).toBeNull();
    expect(ruledOut(MOTO, 'choqué y lastimé a un peatón')).toBeNull();
    // An item of an absence ('lesiones sin accidente') is no item: an accident is what the policy covers.
    expect(ruledOut(TEAM, 'un jugador se lesionó en un accidente en el partido')).toBeNull();
    expect(ruledOut(TEAM, 'un jugador tiene una sobrecarga')).toMatch(/sobrecargas/);
  });

  it('does not read the policy’s own name as a condition', () => {
    const cargo = 'No cubre la carga transportada (colmenas, miel, herramientas).';
    expect(ruledOut(cargo, 'si me roban la miel que llevo atrás')).toMatch(/miel/);
    expect(ruledOut(cargo, 'si me roban la miel que llevo atrás', ['miel'])).toBeNull();
  });
});

describe('cover conditions, round fifteen', () => {
  const ORCHARD =
    'Cubre la pérdida de producción de durazno por granizo. No cubre sequía, viento sin granizo ni daños por heladas en frutos ya cosechados.';
  const TRUCK =
    'No cubre los daños al circular fuera de caminos habilitados (entre los surcos del maizal o campo traviesa).';
  const RIDER = 'Cubre accidentes las 24 horas. No cubre los accidentes manejando motos ni cuatriciclos.';

  it('reads a drought said as people do', () => {
    expect(ruledOut(ORCHARD, 'si hay seca este verano y no crecen los duraznos, me cubre?')).toMatch(/sequía/);
  });

  it('falls into an item of an absence only when the question denies what is absent', () => {
    expect(ruledOut(ORCHARD, 'hubo un viento tremendo y voltio los frutales, granizo no cayo')).toMatch(
      /viento sin granizo/,
    );
    expect(ruledOut(ORCHARD, 'hubo viento y granizo y se perdio la fruta')).toBeNull();
    expect(ruledOut(ORCHARD, 'hubo mucho viento anoche, que cubre?')).toBeNull();
  });

  it('an item of three slots or more falls with all but one said', () => {
    expect(ruledOut(TRUCK, 'me meti entre los surcos con la camioneta y rompi el carter')).toMatch(
      /caminos habilitados/,
    );
    expect(ruledOut(TRUCK, 'choque en la ruta 5 contra un camion')).toBeNull();
  });

  it('a fall from a motorbike is riding one', () => {
    expect(ruledOut(RIDER, 'me cai de la moto yendo al trabajo y me quebre el brazo')).toMatch(/manejando motos/);
    expect(ruledOut(RIDER, 'me cai de la escalera en casa')).toBeNull();
  });
});
