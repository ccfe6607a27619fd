import { analyse } from '../../../src/modules/assistant/engine';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-second round's language causes (found by blind set V): English and Portuguese told as a person
// tells them, read as the Spanish a person would have typed. Questions and wallets of our own, never the set's.
describe('English grammar a word-by-word reading loses', () => {
  it("reads 'X's mum' as the mother of X, and 'ends up in hospital' as admitted (they admit her), not as a policy's end", () => {
    const folded = analyse("If Tomás's mum ends up in hospital while we're away, what then?").folded;
    expect(folded).toContain('internan a madre de tomas');
    expect(analyse('what if I end up in hospital with pneumonia during the trip?').folded).toContain('me internan');
    expect(folded).not.toContain('vence');
    expect(analyse('and if the trip ends up being cancelled by the airline?').folded).toContain('termina');
    expect(folded).toContain('estamos de viaje');
  });

  it('keeps negations and the past said with a weekday or last week', () => {
    expect(analyse("the alarm didn't go off and the door wasn't locked").folded).toMatch(/\bno\b.*\bno\b/);
    expect(analyse('on Friday my son hurt his knee at the club').folded).toContain('el viernes');
    expect(analyse('last week the fridge died on us and all the food went off').folded).toMatch(
      /la semana pasada .*heladera se paro/,
    );
  });

  it("'back' is the body only where it is: my back, back pain; not 'came back' nor 'pay me back'", () => {
    expect(analyse('my back has been killing me').folded).toContain('espalda');
    expect(analyse('the drill came back broken').folded).not.toContain('espalda');
    expect(analyse('will the clinic bill be paid back to me? will they pay me back?').folded).not.toContain('espalda');
  });

  it("'UTE' in capitals is the power company; a ute is a pickup", () => {
    expect(analyse('UTE cut the power for six hours, is the freezer covered?').folded).toMatch(/^ute corto la luz/);
    expect(analyse('someone scratched my ute in the car park, covered?').folded).toContain('camioneta');
  });
});

describe('English questions of a wallet, as its Spanish would be', () => {
  const PICKUP = policy({
    name: 'Camioneta Toyota Hilux 2020',
    category: 'car',
    insurer: 'sancor',
    price: 1200,
    cuotas: 4,
    deducible: 'USD 600',
    limite: 'Responsabilidad civil hasta USD 250.000',
    numeroPoliza: 'SAN-AU-1112223',
    fechaVencimiento: '2027-06-01',
    tipoRenovacion: 'Automática',
    cobertura:
      'Todo Riesgo con Deducible: responsabilidad civil, daños propios, hurto e incendio. Circula en Uruguay y Argentina. No cubre la carga que se lleve en la caja.',
  });
  const ACCIDENTS = policy({
    name: 'Accidentes Personales Martín',
    category: 'accidentes',
    insurer: 'sura',
    price: 240,
    cuotas: 12,
    fechaVencimiento: '2027-01-20',
    tipoRenovacion: 'Manual',
    cobertura: 'Cubre a Martín Sosa las 24 horas. No cubre los accidentes fuera del Uruguay.',
    benefits: [
      { nombreCobertura: 'Gastos Médicos por Accidente', sumaAsegurada: 3000 },
      { nombreCobertura: 'Muerte Accidental', sumaAsegurada: 20000 },
    ],
  });
  const DIVING = policy({
    name: 'Equipo de Buceo Martín',
    category: 'other',
    insurer: 'mapfre',
    price: 300,
    cuotas: 2,
    deducible: 'USD 150 por evento',
    fechaVencimiento: '2027-04-01',
    cobertura:
      'Cubre el equipo de buceo de Martín Sosa (reguladores, chalecos y tanques) por robo con violencia y por rotura súbita. No cubre el desgaste de las mangueras ni de las boquillas.',
    benefits: [{ nombreCobertura: 'Equipo de Buceo', sumaAsegurada: 6000 }],
  });
  const TRIP = policy({
    name: 'Viaje Chile',
    category: 'travel',
    insurer: 'bse',
    price: 380,
    cuotas: 1,
    fechaEmision: '2027-02-01',
    fechaVencimiento: '2027-02-20',
    cobertura:
      'Asistencia al viajero para Martín Sosa en Chile. El regreso anticipado se cubre solo por internación o muerte de un familiar directo en Uruguay.',
    benefits: [
      { nombreCobertura: 'Gastos Médicos por Enfermedad o Accidente', sumaAsegurada: 60000 },
      { nombreCobertura: 'Regreso Anticipado', sumaAsegurada: 1800 },
    ],
  });
  const ask = asker([PICKUP, ACCIDENTS, DIVING, TRIP]);

  it("answers 'how much is each payment on the ute' with the pickup's instalment", () => {
    const each = ask('How much is each payment on the ute?');
    expect(each.outcome).toBe('answer');
    expect(each.text).toContain('USD 300');
    expect(each.text).not.toContain('USD 20');
  });

  it("reads 'run out' as the expiry and 'does it renew by itself' as the renewal", () => {
    const when = ask('When does my accident policy run out, and does it renew by itself?');
    expect(when.text).toContain('20/01/2027');
    expect(when.text).toMatch(/manual/i);
  });

  it("reads 'the diving gear policy' as the diving equipment's policy and the excess as its deductible", () => {
    const excess = ask("What's the excess on the diving gear policy?");
    expect(excess.text).toContain('USD 150');
    expect(excess.text).not.toContain('USD 600');
  });

  it("a worn-out part is the wear the text leaves out, and 'can I claim' asks whether it is covered", () => {
    const worn = ask('The hoses are completely worn out after the summer. Can I claim new ones?');
    expect(worn.outcome).toBe('not_covered');
    expect(worn.text).toMatch(/desgaste/);
  });

  it("reads 'who's it insured with' and 'what's the third-party limit on the ute'", () => {
    const who = ask("Who's the ute insured with, and what's the policy number?");
    expect(who.text).toContain('SAN-AU-1112223');
    expect(ask("What's the third-party limit on the ute?").text).toContain('USD 250.000');
  });

  it("a relative in hospital at home while away, 'fly home early', is the early return", () => {
    const home = ask(
      "If my wife's mum ends up in hospital back in Uruguay while we're away, does the policy pay for us to fly home early?",
    );
    expect(home.text).toContain('Regreso Anticipado');
  });
});

describe('Portuguese read before folding and as Spanish phrases', () => {
  const GYM = policy({
    name: 'Estudio Pilates Aurora',
    category: 'other',
    insurer: 'berkley',
    price: 960,
    cuotas: 12,
    deducible: 'USD 300 por evento',
    fechaVencimiento: '2027-05-01',
    cobertura:
      'Cubre el estudio de pilates Aurora en Rivera. El robo se cubre solo con violencia en puertas, ventanas o cortinas de enrollar. No cubre el desgaste de resortes y correas.',
    benefits: [
      { nombreCobertura: 'Robo con Violencia', sumaAsegurada: 6000 },
      { nombreCobertura: 'Incendio del Local', sumaAsegurada: 30000 },
    ],
  });
  const CAR = policy({
    name: 'Auto Fiat Uno 2015',
    category: 'car',
    insurer: 'sura',
    price: 600,
    cuotas: 12,
    fechaVencimiento: '2027-03-01',
    benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 200000 }],
  });
  const ask = asker([GYM, CAR]);

  it("reads 'é' as 'es' and a clause's opening 'se' as 'si'", () => {
    expect(analyse('Qual é a franquia do estúdio?').folded).toContain('cual es la deducible');
    expect(analyse('E se pegar fogo no estúdio, quanto cobre?').folded).toMatch(/^y si se prende fuego/);
  });

  it('answers the deductible and a fire in Portuguese as in Spanish', () => {
    expect(ask('Qual é a franquia do seguro do estúdio?').text).toContain('USD 300');
    expect(ask('Se pegar fogo no estúdio, quanto cobre o local?').text).toContain('USD 30.000');
  });

  it("a break-in through the roller shutter taking a speaker is the violent theft ('caixa de som')", () => {
    const theft = ask('Forçaram a cortina de enrolar do estúdio de madrugada e levaram a caixa de som');
    expect(theft.outcome).toBe('answer');
    expect(theft.text).toContain('USD 6.000');
  });

  it("'pra quem ligo' asks whom to call; 'não está respirando' is an emergency", () => {
    expect(analyse('Se bater o carro, pra quem ligo na Sura?').folded).toContain('a quien llamo');
    expect(analyse('uma aluna desmaiou e não está respirando').emergency).toBe('injury');
  });
});
