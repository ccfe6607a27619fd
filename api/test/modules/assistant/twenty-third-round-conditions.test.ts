import {
  conditionMet,
  coverConditions,
  coverRequirements,
  hourSaid,
  questionWords,
  requirementVerdict,
} from '../../../src/modules/assistant/conditions';
import { fold } from '../../../src/modules/assistant/text';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-third round's causes of free-text conditions (found by blind set W): what a text leaves out said in
// the person's own words (wood-eating insects, soaked by rain, a theft unnoticed, the trees being felled, the
// staff hurt, a lost coat, a lice outbreak, building work without the owner's leave, fuel, a spark arrester by
// its parts), and what it requires told unmet (kept elsewhere than where it wants, what it says it is not, a
// window of hours, a floor of another material, on foot, plain bolts, nothing put on, someone else doing it,
// another department). Wallets and questions of our own, never the blind sets'.

/** The sentence of a cover text a question falls into, or null. */
function falls(text: string, question: string, own: string[] = []): string | null {
  const folded = fold(question);
  return conditionMet(coverConditions(text, new Set(own)), questionWords(folded), folded)?.piece ?? null;
}

const CABIN = policy({
  name: 'Hogar Cabaña Laguna Garzón',
  category: 'home',
  insurer: 'sura',
  fechaEmision: '2026-02-01',
  fechaVencimiento: '2027-02-01',
  cobertura:
    'Hogar de la cabaña de madera junto a la laguna. El hurto se cubre solo si la puerta tenía la cerradura doble puesta. No cubre los daños de termitas, los muebles mojados por la lluvia que entre por las ventanas abiertas, ni las herramientas del trabajo guardadas en el galpón.',
  benefits: [
    { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 60000 },
    { nombreCobertura: 'Hurto de Contenido', sumaAsegurada: 3000 },
  ],
});

const TRACTOR = policy({
  name: 'Tractor John Deere Chacra Ombúes',
  category: 'other',
  insurer: 'mapfre',
  fechaEmision: '2026-03-01',
  fechaVencimiento: '2027-03-01',
  cobertura:
    'Cubre el tractor de la chacra. El vuelco del tractor se cubre solo si lo manejaba un tractorista habilitado. El incendio de campos vecinos se cubre solo si el tractor tenía el matachispas puesto. No cubre las lesiones del personal, ni los daños a los árboles del monte que se está cortando.',
  benefits: [
    { nombreCobertura: 'Tractor', sumaAsegurada: 40000 },
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 50000 },
  ],
});

describe('what a text leaves out, said in the person’s words', () => {
  it('wood-eating insects, however they are called', () => {
    const text = CABIN.cobertura!;
    expect(falls(text, 'la carcoma se comio el marco de la puerta del fondo')).toMatch(/termitas/);
    expect(falls(text, 'unos bichitos se estan comiendo la madera del techo')).toMatch(/termitas/);
    expect(falls(text, 'se partio el marco de la puerta del fondo')).toBeNull();
  });
  it('soaked by the rain', () => {
    const text = 'Cubre el escenario móvil y su sonido. No cubre los parlantes mojados por la lluvia.';
    expect(falls(text, 'se largo a llover de golpe y se empaparon los parlantes')).toMatch(/mojados por la lluvia/);
    expect(falls(text, 'se cayo un parlante del escenario')).toBeNull();
  });
  it('a theft nobody noticed is one without force, a sneak thief’s', () => {
    const text = 'Cubre los instrumentos de la banda. No cubre el hurto sin violencia de los descuidistas.';
    expect(falls(text, 'en el bar me sacaron el pedal de la guitarra sin que me diera cuenta')).toMatch(/descuidistas/);
    expect(falls(text, 'rompieron la puerta del local y se llevaron la guitarra')).toBeNull();
  });
  it('the trees of the stand being felled, and the staff hurt', () => {
    const text = TRACTOR.cobertura!;
    expect(falls(text, 'volteando un pino se vinieron abajo otros dos del bosque que estamos talando')).toMatch(
      /árboles del monte/,
    );
    expect(falls(text, 'un peon se corto la mano con la sierra de la chacra')).toMatch(/lesiones del personal/);
  });
  it('a coat left behind is clothing; a lice outbreak is a contagion', () => {
    const text = 'Cubre el club de niños. No cubre la ropa perdida, ni los contagios de sarna o piojos.';
    expect(falls(text, 'un chico se olvido el buzo en el vestuario y no aparece')).toMatch(/ropa perdida/);
    expect(falls(text, 'hubo un brote de piojos en el grupo de los mas chicos')).toMatch(/contagios/);
  });
  it('building work without asking the owner is work without their leave', () => {
    const text = 'Garantía de alquiler. No cubre los daños por obras hechas sin permiso del propietario.';
    expect(falls(text, 'hicimos una reforma en la cocina sin consultarle al dueño')).toMatch(/obras hechas/);
    expect(falls(text, 'hicimos una reforma en la cocina con permiso del dueño')).toBeNull();
  });
  it('fuel by its names', () => {
    const text = 'Camioneta. No cubre los daños por llevar combustible en bidones.';
    expect(falls(text, 'llevaba gasoil en bidones y se prendio fuego la caja')).toMatch(/combustible/);
  });
  it('a list’s “ni” is a word: the “ni” of “niños” splits nothing', () => {
    const text = 'Cubre la plaza de juegos. No cubre las peleas entre niños, ni los juguetes de los padres.';
    // (Its 'ños' was an item 'nos' that any 'nos cubre' fell into.)
    expect(falls(text, 'se rompio el tobogan, nos cubre?')).toBeNull();
    expect(falls(text, 'un niño le pego a otro en una pelea en la hamaca')).toMatch(/peleas entre niños/);
  });
});

describe('what a text requires, told unmet', () => {
  it('a spark arrester by its parts; a thing not worn', () => {
    const text = TRACTOR.cobertura!;
    expect(falls(text, 'el tractor andaba sin la rejilla del escape y prendio el pasto del vecino')).toMatch(
      /matachispas/,
    );
    expect(falls(text, 'el tractor tenia el parachispas puesto y prendio el pasto del vecino')).toBeNull();
    const gloves = 'Accidentes del taller. No cubre los accidentes con la amoladora sin guantes.';
    expect(
      falls(gloves, 'me lastime con la amoladora, no tenia puestos los guantes', ['accidentes', 'taller']),
    ).toMatch(/sin guantes/);
    expect(
      falls(gloves, 'me lastime con la amoladora, tenia los guantes puestos', ['accidentes', 'taller']),
    ).toBeNull();
  });
  it('kept elsewhere than the place it wants', () => {
    const text = 'El robo de las herramientas se cubre solo si estaban dentro del pañol cerrado con llave.';
    expect(falls(text, 'me robaron las herramientas que deje en la caja de la camioneta')).toMatch(/pañol/);
    expect(falls(text, 'me robaron las herramientas que estaban en el pañol, rompieron el candado')).toBeNull();
  });
  it('what it says it is not, after its «solo»', () => {
    const text = 'El auxilio se presta solo en caminos públicos, no dentro de los campos.';
    expect(falls(text, 'me quede encajado con la camioneta adentro del campo de un vecino')).toMatch(
      /caminos públicos/,
    );
  });
  it('a window of hours, outside of which it wants a place', () => {
    const text =
      'Los instrumentos se cubren por robo o accidente durante los ensayos (de 10 a 18 horas) y, fuera de ese horario, solo guardados dentro del depósito cerrado con llave.';
    expect(hourSaid(fold('a las once de la noche'))).toBe(23);
    expect(hourSaid(fold('a eso de las tres de la tarde'))).toBe(15);
    expect(falls(text, 'y si hubiera sido a las once de la noche, con todo arriba del escenario?')).toMatch(
      /fuera de ese horario/,
    );
    expect(falls(text, 'a las tres de la tarde, en pleno ensayo, se cayo el teclado')).toBeNull();
    expect(falls(text, 'a las once de la noche, con todo guardado en el deposito')).toBeNull();
  });
  it('a floor of another material, going by bus, plain bolts', () => {
    const floor = 'Las caídas se cubren solo en las canchas que tienen piso de goma.';
    expect(falls(floor, 'un chico se cayo en la cancha de cemento')).toMatch(/piso de goma/);
    expect(falls(floor, 'un chico se cayo en la cancha de goma')).toBeNull();
    // (Hail, 'la piedra', is no ground.)
    expect(falls(floor, 'cayo piedra y se rompio el arco de la cancha')).toBeNull();
    const walk = 'Las salidas se cubren solo a pie y dentro de la ciudad.';
    expect(falls(walk, 'y si hubieramos ido en micro hasta la playa?')).toMatch(/a pie/);
    expect(falls(walk, 'fuimos caminando hasta la plaza')).toBeNull();
    const bolts = 'El robo de las llantas se cubre solo si tenían tuercas de seguridad.';
    expect(falls(bolts, 'me sacaron las llantas, tenian tuercas comunes')).toMatch(/seguridad/);
  });
  it('nothing put on at all, of the one requirement asked', () => {
    const text = CABIN.cobertura!;
    expect(falls(text, 'y si la puerta estaba sin nada?')).toMatch(/cerradura doble/);
    expect(falls(text, 'y si la puerta tenia la cerradura doble puesta?')).toBeNull();
    // (What was taken, told: no requirement said lacking.)
    expect(falls(text, 'rompieron la cerradura y la cabaña quedo sin nada')).toBeNull();
  });
  it('someone else doing what it wants one person to do', () => {
    const text = TRACTOR.cobertura!;
    expect(falls(text, 'y si lo hubiera estado manejando mi cuñado?')).toMatch(/tractorista habilitado/);
    expect(falls(text, 'se volco el tractor que manejaba mi vecino')).toMatch(/tractorista habilitado/);
    expect(falls(text, 'y si lo hubiera manejado el tractorista?')).toBeNull();
    const kitchen = 'Las intoxicaciones con el almuerzo se cubren solo si lo cocinó el cocinero del club.';
    expect(falls(kitchen, 'y si el guiso lo hubiera traido un papa?')).toMatch(/cocinero del club/);
    // (A place with someone in it is no one doing it.)
    expect(falls(kitchen, 'un chico se golpeo en la cancha con el profesor ahi')).toBeNull();
  });
  it('an outing to another department', () => {
    const text = 'Cubre a los chicos del campamento. No cubre los paseos fuera del departamento de Rocha.';
    expect(falls(text, 'si llevamos a los chicos a Punta del Este y uno se lastima, cubre?')).toMatch(
      /fuera del departamento/,
    );
    expect(falls(text, 'si llevamos a los chicos a La Paloma y uno se lastima, cubre?')).toBeNull();
  });
  it('someone who works for the person is none of the people a list insures', () => {
    const [r] = coverRequirements('Asegurados: Marta Suárez y sus hijos.');
    expect(r?.insured?.names).toEqual(['marta', 'suarez']);
    const told = (q: string) => ({
      words: questionWords(fold(q)),
      folded: fold(q),
      eventDay: null,
      start: null,
      today: '2026-11-27',
    });
    expect(requirementVerdict(r!, told('uno de mis peones se quebro el brazo'))).toBe('unmet');
    expect(requirementVerdict(r!, told('marta se quebro el brazo'))).toBe('met');
    expect(requirementVerdict(r!, told('mi hijo se quebro el brazo'))).toBe('met');
  });
});

describe('the answers', () => {
  it('an exclusion said in other words is not covered, in the text’s words', () => {
    const r = asker([CABIN])('la carcoma se comio las vigas del techo, lo cubre el seguro de la cabaña?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/termitas/);
  });
  it('a follow-up that changes who drove falls out of «solo si lo manejaba…»', () => {
    const first = 'se nos volco el tractor en una cuneta, lo manejaba nuestro tractorista habilitado. cubre mapfre?';
    const r = asker([TRACTOR])('y si lo hubiera estado manejando mi cuñado?', [first]);
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/tractorista habilitado/);
  });
});
