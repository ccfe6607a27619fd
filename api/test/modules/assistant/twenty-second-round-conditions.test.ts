import { conditionMet, coverConditions, questionWords } from '../../../src/modules/assistant/conditions';
import { fold } from '../../../src/modules/assistant/text';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-second round's causes of free-text conditions (found by blind set V): the ways people say what a
// text leaves out (the frost by the cold, a dose got wrong, the sun that cracked a sheet, a flooded bathroom, a
// pane, altitude sickness, what was said on the air, a mast mounted, a fall climbing without a harness, a car
// towed hanging from a chain, a thing left inside, a national road by its number, a battery alone, a theft from
// the field) and what it requires said lacking (a guy-wire missing, older than it wants, another department, a
// board without its breaker, fastened only in part, left at a shop's door). Wallets and questions of our own,
// never the blind sets'.

/** The sentence of a cover text a question falls into, or null. */
function falls(text: string, question: string, own: string[] = []): string | null {
  const folded = fold(question);
  return conditionMet(coverConditions(text, new Set(own)), questionWords(folded), folded)?.piece ?? null;
}

const REPEATER = policy({
  name: 'Antena Repetidora Cooperativa Sarandí',
  category: 'other',
  insurer: 'sancor',
  fechaEmision: '2026-02-01',
  fechaVencimiento: '2027-02-01',
  cobertura:
    'Cubre la antena repetidora de la cooperativa de Sarandí Grande (Florida) y sus equipos. La caída de la antena por viento se cubre solo si tenía todos los tensores colocados. Los equipos portátiles se cubren por robo solo dentro del departamento de Florida. No cubre los reclamos por lo que se dice en los programas (difamación o calumnias), ni las caídas al subir a la antena sin arnés.',
  benefits: [
    { nombreCobertura: 'Antena y Estructura', sumaAsegurada: 15000 },
    { nombreCobertura: 'Equipos Portátiles', sumaAsegurada: 3000 },
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 40000 },
  ],
});

const NURSERY = policy({
  name: 'Vivero Los Ceibos',
  category: 'other',
  insurer: 'bse',
  fechaEmision: '2026-03-01',
  fechaVencimiento: '2027-03-01',
  cobertura:
    'Cubre el vivero Los Ceibos en Sauce y los plantines de sus túneles. El granizo sobre los túneles se cubre solo si el nylon tenía menos de dos años de colocado. El motor del riego se cubre por sobretensión solo si el tablero tenía el disyuntor diferencial instalado. No cubre las heladas, el nylon quemado o rajado por el sol, el robo de plantines de la chacra, ni los daños por agroquímicos mal aplicados.',
  benefits: [
    { nombreCobertura: 'Túneles y Nylon', sumaAsegurada: 8000 },
    { nombreCobertura: 'Motor de Riego', sumaAsegurada: 2500 },
  ],
});

const TOW = policy({
  name: 'Auxilio Mecánico Ford Cargo 2017',
  category: 'car',
  insurer: 'sura',
  fechaEmision: '2026-01-10',
  fechaVencimiento: '2027-01-10',
  cobertura:
    'Total, uso comercial como camión de auxilio. Los vehículos que se llevan en la plancha se cubren solo si iban sujetos con las cuatro cinchas. No cubre los objetos que los clientes dejen dentro de los vehículos remolcados, ni los daños a vehículos arrastrados con la eslinga sin subirlos a la plancha.',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 },
    { nombreCobertura: 'Daños Propios', sumaAsegurada: 30000 },
  ],
});

describe('how people say what a text leaves out', () => {
  it('a frost said by the cold, a dose got wrong, and the sun that cracked the nylon', () => {
    const text = NURSERY.cobertura!;
    expect(falls(text, 'bajaron mucho las temperaturas y se quemaron los plantines')).toMatch(/heladas/);
    expect(falls(text, 'el peon se paso con la dosis del insecticida y se secaron los plantines')).toMatch(
      /agroquímicos/,
    );
    expect(falls(text, 'con la resolana de febrero se agrieto el nylon de un tunel')).toMatch(/rajado por el sol/);
    // (Hail that tore the nylon is no sun.)
    expect(falls(text, 'el granizo rompio el nylon de un tunel')).toBeNull();
  });
  it('a theft from the field is «el robo … de la chacra»', () => {
    expect(
      falls(NURSERY.cobertura!, 'entraron de noche al campo y se llevaron cuarenta bandejas de plantines'),
    ).toMatch(/robo de plantines de la chacra/);
  });
  it('what was said on the air, a fall climbing with nothing to hold one', () => {
    const text = REPEATER.cobertura!;
    expect(falls(text, 'un comerciante nos demanda porque en el informativo dijimos que estafaba')).toMatch(
      /difamación/,
    );
    expect(falls(text, 'me cai trepando la antena sin cuerda ni nada, me quebre la muneca')).toMatch(/sin arnés/);
    // (With the harness on, the fall is not what it leaves out.)
    expect(falls(text, 'me cai trepando la antena con el arnes puesto')).toBeNull();
  });
  it('a car towed hanging from a chain, and a thing a customer left inside', () => {
    const text = TOW.cobertura!;
    expect(falls(text, 'la camioneta no cabia en la plancha y la lleve a la rastra con una linga')).toMatch(/eslinga/);
    expect(falls(text, 'la clienta dice que olvido el celular adentro del auto que le remolque')).toMatch(/objetos/);
  });
  it('water from a broken heater, a pane, altitude sickness, a numbered road, a battery alone', () => {
    const home = 'Hogar de la familia. No cubre los daños por agua, ni los cristales.';
    expect(falls(home, 'reventó el termotanque y se inundaron los dormitorios')).toMatch(/agua/);
    expect(falls(home, 'una pelota rompio el ventanal del living')).toMatch(/cristales/);
    expect(falls('Asistencia al viajero. No cubre el mal de altura.', 'en la paz me dio la puna')).toMatch(
      /mal de altura/,
    );
    const bike = 'Cubre la moto eléctrica de reparto. No cubre la circulación por rutas nacionales ni la batería sola.';
    expect(falls(bike, 'voy por la ruta 8 hasta Pando')).toMatch(/rutas nacionales/);
    expect(falls(bike, 'se murio la pila de litio')).toMatch(/batería sola/);
  });
});

describe('what a text requires, said lacking', () => {
  it('a guy-wire missing, said by its other name', () => {
    expect(
      falls(REPEATER.cobertura!, 'el viento tiro la antena, es verdad que le faltaban dos riendas hace meses'),
    ).toMatch(/tensores colocados/);
    expect(falls(REPEATER.cobertura!, 'el viento tiro la antena, tenia todos los tensores')).toBeNull();
  });
  it('older than it wants, by the years said', () => {
    expect(falls(NURSERY.cobertura!, 'el granizo rompio el nylon, que ya tenia tres años puesto')).toMatch(
      /menos de dos años/,
    );
    expect(falls(NURSERY.cobertura!, 'el granizo rompio el nylon, que tenia un año puesto')).toBeNull();
  });
  it('another department named, and the department itself', () => {
    expect(falls(REPEATER.cobertura!, 'nos robaron un equipo portatil en un baile en Durazno')).toMatch(
      /departamento de Florida/,
    );
    expect(falls(REPEATER.cobertura!, 'nos robaron un equipo portatil en un baile en Florida')).toBeNull();
  });
  it('a board without its breaker is that requirement, not another sentence’s', () => {
    expect(falls(NURSERY.cobertura!, 'y si el tablero no tenia el diferencial?')).toMatch(/disyuntor diferencial/);
  });
  it('fastened only in part is not with all four straps', () => {
    expect(falls(TOW.cobertura!, 'el auto iba sujeto solo por atras y se golpeo')).toMatch(/cuatro cinchas/);
  });
});

describe('conditions read against the situation asked', () => {
  const TRIKE = policy({
    name: 'Moto Eléctrica Reparto',
    category: 'other',
    insurer: 'sura',
    fechaEmision: '2026-05-01',
    fechaVencimiento: '2027-05-01',
    cobertura:
      'Cubre la moto eléctrica de reparto de Hugo Sena en Uruguay. El robo se cubre solo si estaba guardada en un garaje cerrado con llave. No cubre la circulación por rutas nacionales ni la batería sola.',
    benefits: [
      { nombreCobertura: 'Robo de la Moto Eléctrica', sumaAsegurada: 2500 },
      { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 15000 },
    ],
  });
  const ask = asker([TRIKE]);

  it("running over someone's foot is liability: 'por arriba del pie' is no place it was kept", () => {
    expect(falls(TRIKE.cobertura!, 'con la moto electrica le pase por arriba del pie a un señor')).toBeNull();
    const hurt = ask('si con la moto electrica le paso por arriba del pie a un señor, cuanto cubre?');
    expect(hurt.outcome).toBe('answer');
    expect(hurt.text).toContain('USD 15.000');
  });
  it('left at a shop’s door is not kept in the garage', () => {
    expect(falls(TRIKE.cobertura!, 'y si me la roban de la puerta del supermercado?')).toMatch(/garaje cerrado/);
  });
  it('a fall climbing without a harness asked as a claim is ruled out in its words', () => {
    const ACCIDENT = policy({
      name: 'Accidentes Personales Walter',
      category: 'accidents',
      insurer: 'mapfre',
      fechaEmision: '2026-01-01',
      fechaVencimiento: '2027-01-01',
      cobertura: 'Cubre a Walter Píriz las 24 horas. No cubre las caídas al subir a la torre sin arnés.',
      benefits: [{ nombreCobertura: 'Invalidez por Accidente', sumaAsegurada: 20000 }],
    });
    const said = asker([ACCIDENT])('me cai subiendo la torre sin nada que me sujete, reclamo al de accidentes?');
    expect(said.outcome).toBe('not_covered');
    expect(said.text).toMatch(/sin arnés/);
  });
});

describe('more ways of saying, in Portuguese and in the campo', () => {
  const GYM =
    'Cubre el gimnasio. No cubre las pertenencias que los alumnos dejan en los lockers, los suplementos que se venden en el mostrador, ni el desgaste de cables y poleas.';
  it('a student’s phone in the changing-room locker, protein sold at the counter, a cable worn by use', () => {
    expect(falls(GYM, 'roubaram o celular de uma aluna que estava no armario')).toMatch(/lockers/);
    expect(falls(GYM, 'se llevaron las proteinas que vendo en el mostrador')).toMatch(/suplementos/);
    expect(falls(GYM, 'se corto un cable de la maquina de tanto uso')).toMatch(/desgaste/);
  });
  it('a jet ski is a water motorbike, a rodeo ride a jineteada', () => {
    expect(
      falls('Asistencia al viajero. No cubre los accidentes en motos de agua.', 'tuve un accidente con un jet ski'),
    ).toMatch(/motos de agua/);
    expect(
      falls('Accidentes personales. No cubre las jineteadas.', 'me tiro un caballo en el rodeo del pueblo'),
    ).toMatch(/jineteadas/);
  });
  it('a battery said alone is «la batería sola»; a theft of the whole bike is not', () => {
    const text = 'Bicicleta eléctrica. No cubre el robo de la batería sola ni de los accesorios.';
    expect(falls(text, 'le robaron la bateria a la bici', ['bateria'])).toMatch(/batería sola/);
    expect(falls(text, 'me robaron la bici electrica, tenia candado', ['bateria'])).toBeNull();
  });
  it('how long one has had the policy is no age of the thing', () => {
    const text = 'Cubre el techo. El granizo se cubre solo si la chapa tenía menos de diez años de colocada.';
    expect(falls(text, 'el granizo rompio la chapa, que ya tenia doce años')).toMatch(/menos de diez años/);
    expect(falls(text, 'tengo el seguro hace doce años y el granizo rompio la chapa')).toBeNull();
  });
});

describe('asked whether it is covered, in words the engine reads as no insurance', () => {
  it('altitude sickness on a trip that has ended is what its text leaves out', () => {
    const TRIP = policy({
      name: 'Viaje Bolivia',
      category: 'travel',
      insurer: 'mapfre',
      status: 'vencida',
      fechaEmision: '2026-06-01',
      fechaVencimiento: '2026-06-15',
      cobertura:
        'Asistencia al viajero en Bolivia (La Paz y Potosí). No cubre el mal de altura ni los deportes de riesgo.',
      benefits: [{ nombreCobertura: 'Gastos Médicos', sumaAsegurada: 30000 }],
    });
    const said = asker([TRIP])('en la paz me agarro el apunamiento y me dieron oxigeno, eso lo cubria?');
    expect(said.outcome).toBe('not_covered');
    expect(said.text).toMatch(/mal de altura/);
  });
});
