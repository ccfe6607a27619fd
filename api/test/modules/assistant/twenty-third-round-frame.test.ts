import { analyse } from '../../../src/modules/assistant/engine';
import { diminutiveBases } from '../../../src/modules/assistant/text';
import { asker, policy } from '../../helpers/assistant-wallets';

// The twenty-third round's causes of a question's frame (found by blind set W and the visitor sets): an injury
// mild, already over or told for the claim that followed is no emergency, while a fire that just started, a bone
// just broken or someone lying on the pavement is; a condition opened by a preposition ('si con la moto…') is a
// hypothetical; what the policy is asked to pay for ('pagarlo con el seguro') is its cover, not how its premium is
// paid; a diminutive the lexicon lacks is its own word, not another within the typo budget. Wallets and
// questions of our own, never the blind sets'.

const emergency = (question: string) => analyse(question).emergency;

describe('an emergency happening now, or not', () => {
  it('is no emergency when the hurt is mild, over, or told for the claim that followed', () => {
    expect(emergency('a un alumno otro le mordio la mano y le quedo un moreton, el padre quiere hacer juicio')).toBe(
      null,
    );
    expect(emergency('mi socio se lastimo el dedo con la sierra pero ya esta bien, lo cubre?')).toBe(null);
    expect(emergency('una clienta se golpeo la rodilla en el local, no fue nada, pero nos va a demandar')).toBe(null);
    expect(emergency('se me prendio fuego el horno pero ya lo apagamos, que cubre el de hogar?')).toBe(null);
  });

  it('is an emergency when a fire just started, a bone just broke or someone lies on the pavement', () => {
    expect(emergency('se nos prendio fuego el galpon')).toBe('fire');
    expect(emergency('me fracture la muneca jugando al padel, que hago?')).toBe('injury');
    // (A bone broken, told with the question of its cover, is what happened: no cry for help.)
    expect(emergency('me disloque el hombro en el gimnasio, lo cubre la mutual?')).toBe(null);
    expect(emergency('me parece que se quebro, no deja de llorar')).toBe('injury');
    expect(emergency('mi abuela se cayo y esta tirada sobre la acera')).toBe('injury');
    // ('quedé tirado en la ruta' is a car broken down: stranded, nobody hurt.)
    expect(emergency('se me rompio el embrague y quede tirado en la ruta 5')).toBe(null);
    // (The dog's bite still is one: nothing mild nor over is said.)
    expect(emergency('el perro de la esquina me mordio la pierna')).toBe('injury');
  });

  it('is a hypothetical when a condition opens with a preposition', () => {
    expect(emergency('si en la moto lastimo a un peaton, el seguro paga la clinica?')).toBe(null);
    expect(emergency('si manejando el camion atropello a alguien, cuanto cubre?')).toBe(null);
  });
});

const GYM = policy({
  name: 'Gimnasio Punto Fit',
  category: 'other',
  insurer: 'sancor',
  fechaEmision: '2026-04-01',
  fechaVencimiento: '2027-04-01',
  cobertura:
    'Cubre el gimnasio Punto Fit de Las Piedras, sus máquinas y la responsabilidad civil frente a los socios. No cubre las pertenencias olvidadas en los vestuarios, ni los daños a las motos de los socios estacionadas en la vereda.',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 60000 },
    { nombreCobertura: 'Máquinas y Equipos', sumaAsegurada: 20000 },
  ],
});

describe('what the policy is asked to pay for', () => {
  const ask = asker([GYM]);

  it('reads as its cover, not as how the premium is paid', () => {
    expect(analyse('un socio perdio el reloj, se lo podriamos pagar con la poliza?').intents.has('payment')).toBe(
      false,
    );
    expect(analyse('el dueno quiere que se lo paguen la aseguradora del local').intents.has('payment')).toBe(false);
    expect(analyse('pretende que el seguro del gimnasio le pague la moto').intents.has('payment')).toBe(false);
    const said = ask('un socio se olvido el buzo en los vestuarios y no aparece, se lo pagamos con el seguro?');
    expect(said.outcome).toBe('not_covered');
    expect(said.text).toMatch(/pertenencias/);
    expect(said.text).not.toMatch(/se paga con/);
  });

  it('still asks how the premium is paid', () => {
    expect(analyse('puedo pagar la cuota con la tarjeta?').intents.has('payment')).toBe(true);
    expect(analyse('con que lo pague el mes pasado?').intents.has('payment')).toBe(true);
  });
});

describe('a diminutive', () => {
  it('reads as its word', () => {
    expect(diminutiveBases('puertitas')[0]).toBe('puertas');
    expect(diminutiveBases('camioncito')[0]).toBe('camion');
    expect(diminutiveBases('barquito')[0]).toBe('barco');
    expect(analyse('se rompio la ventanita del bano').folded).toContain('ventana del bano');
    expect(analyse('me robaron el autito').folded).toContain('auto');
    expect(analyse('se mojo el celularcito').folded).toContain('celular');
  });

  it('leaves a word the lexicon has, and a plain typo is still corrected', () => {
    expect(analyse('la ventanilla del auto').folded).toContain('ventanilla');
    // (A diminutive that is a word of its own is kept: a pram, a cart, not a car.)
    expect(analyse('se me rompio el cochecito de la nena').folded).toContain('cochecito');
    expect(analyse('me robaron el carrito de las compras').folded).toContain('carrito');
    expect(analyse('se me inundo la casa con la tormenta, me cubre la inundasion?').folded).toContain('inundacion');
  });
});
