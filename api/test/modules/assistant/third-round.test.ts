import { asker, policy } from '../../helpers/assistant-wallets';

// Wallets of the third round's causes: a car with total and partial theft beside a SOA, a motorbike stored as
// 'other', a tenant's home with water damage and a tenant's liability.
const CAR = policy({
  name: 'Auto Renault Sandero 2020',
  category: 'car',
  insurer: 'sura',
  numeroPoliza: 'SU-77',
  price: 900,
  cuotas: 6,
  metodoPago: 'tarjeta',
  fechaVencimiento: '2027-05-01',
  deducible: '300',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 },
    { nombreCobertura: 'Robo total', sumaAsegurada: 11000 },
    { nombreCobertura: 'Robo parcial', sumaAsegurada: 1500 },
    { nombreCobertura: 'Incendio total', sumaAsegurada: 11000 },
  ],
});
const SOA = policy({
  name: 'SOA',
  category: 'soa',
  insurer: 'bse',
  numeroPoliza: 'S-1',
  price: 80,
  cuotas: 1,
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Gastos médicos por lesiones a terceros', sumaAsegurada: 4000 }],
});
const MOTO = policy({
  name: 'Moto Yamaha YBR 125',
  category: 'other',
  insurer: 'mapfre',
  numeroPoliza: 'MO-9',
  price: 210,
  cuotas: 3,
  fechaVencimiento: '2027-08-01',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 50000 },
    { nombreCobertura: 'Robo total', sumaAsegurada: 2500 },
  ],
});
const FLAT = policy({
  name: 'Hogar Alquiler Cordón',
  category: 'home',
  insurer: 'bse',
  numeroPoliza: 'HA-3',
  price: 150,
  cuotas: 4,
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Incendio contenido', sumaAsegurada: 15000 },
    { nombreCobertura: 'Daños por agua', sumaAsegurada: 2000 },
    { nombreCobertura: 'Responsabilidad Civil Locativa', sumaAsegurada: 20000 },
    { nombreCobertura: 'Hurto de contenido', sumaAsegurada: 3000 },
  ],
});

const C = 'Auto Renault Sandero 2020 Sura';
const M = 'Moto Yamaha YBR 125 Mapfre';
const F = 'Hogar Alquiler Cordón BSE';

describe('a theft with nothing named is read across the wallet, not as a home theft', () => {
  const ask = asker([CAR, SOA]);
  it('answers the car theft covers when the wallet has no home policy', () => {
    const result = ask('cual es la diferencia entre robo total y robo parcial en mi seguro?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain(`【${C}:Robo total】`);
    expect(result.text).toContain(`【${C}:Robo parcial】`);
    expect(result.text).not.toMatch(/seguro de hogar|en tu casa/);
    expect(ask('me afanaron, me cubre algo?').text).toContain(`【${C}:Robo total】`);
  });
  it('asks what was stolen when covers of several kinds could apply, naming each', () => {
    const result = asker([CAR, FLAT])('me robaron, que me cubre?');
    expect(result.outcome).toBe('clarify');
    expect(result.text).toContain(`【${C}:Robo total】`);
    expect(result.text).toContain(`【${F}:Hurto de contenido】`);
  });
  it('keeps a break-in and a named home cover at home', () => {
    const ask2 = asker([CAR, FLAT]);
    expect(ask2('que hago si me entraron a robar?').text).toContain(`【${F}:Hurto de contenido】`);
    expect(ask2('cuanto me cubre el hurto de contenido').text).not.toContain(`【${C}:`);
    expect(ask2('cuanto me cubre el robo parcial').text).toContain(`【${C}:Robo parcial】`);
  });
});

describe('a motorbike is a vehicle for liability and crashes', () => {
  const ask = asker([MOTO]);
  it('answers the moto liability when it hit a car, never the car policy the person lacks', () => {
    for (const q of [
      'le di a un auto con la moto, como hago el reclamo?',
      'choque con mi motocicleta contra un auto, me cubre?',
    ]) {
      const result = ask(q);
      expect(result.outcome).toBe('answer');
      expect(result.text).toContain(`【${M}:Responsabilidad Civil】`);
      expect(result.text).not.toMatch(/seguro de auto/);
    }
  });
});

describe('water from inside that reached a neighbour', () => {
  it('considers the water damage and the tenant liability, never a flood it lacks', () => {
    const result = asker([FLAT])('se me inundo la cocina y se le mancho el techo al vecino de abajo, me cubre?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain(`【${F}:Daños por agua】`);
    expect(result.text).toContain(`【${F}:Responsabilidad Civil Locativa】`);
    expect(result.text).not.toMatch(/ninguna de tus pólizas cubre una inundación/);
  });
});

describe('fields of a named subset, a cover the plan lacks, someone else’s own policy, another task', () => {
  const ask = asker([CAR, SOA, FLAT]);
  it('totals the policies the question names', () => {
    const { text } = ask('cuanto me sale entre el seguro del auto y el soa?');
    expect(text).toContain('En total pagás USD 980');
    expect(text).not.toContain(`【${F}:precio】`);
  });
  it('gives the number and the payment method of a two-part question', () => {
    const { text } = ask('decime el numero de poliza del auto y como lo estoy pagando');
    expect(text).toContain('SU-77');
    expect(text).toContain('tarjeta');
  });
  it('says a replacement car is not covered, naming the car policy that lacks it', () => {
    const result = ask('me prestan un auto de reemplazo mientras me arreglan el sandero?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain(`Tu ${C} no lo incluye`);
  });
  it('refuses a family member’s own policy and redirects another task', () => {
    expect(ask('mi esposa tiene su propia poliza en la app, que le cubre?').text).toMatch(/otras personas/);
    expect(ask('pasame una receta de torta frita').text).toMatch(/lo mío son los seguros/);
  });
});

describe('a vehicle with liability only, asked about its own damage', () => {
  it('is not covered, and says what the liability is for', () => {
    for (const q of [
      'choque la moto contra una columna, me pagan el arreglo?',
      'me cai con la moto y se rompio el carenado, me cubre?',
    ]) {
      const result = asker([MOTO])(q);
      expect(result.outcome).toBe('not_covered');
      expect(result.text).toContain(`Tu ${M} no incluye daños propios`);
    }
  });
  it('still answers the liability when someone else was hit', () => {
    const result = asker([MOTO])('choque con mi moto a un auto, me cubre?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain(`【${M}:Responsabilidad Civil】`);
  });
});

describe('travel covers asked in English and Portuguese, and an illness abroad', () => {
  const TRIP = policy({
    name: 'Asistencia Viajero Mundo',
    category: 'travel',
    insurer: 'sura',
    numeroPoliza: 'TR-5',
    price: 60,
    cuotas: 1,
    fechaEmision: '2026-10-01',
    fechaVencimiento: '2027-01-30',
    benefits: [
      { nombreCobertura: 'Gastos médicos en el exterior', sumaAsegurada: 40000 },
      { nombreCobertura: 'Extravío de equipaje', sumaAsegurada: 1000 },
    ],
  });
  const ask = asker([TRIP]);
  const T = 'Asistencia Viajero Mundo Sura';
  it('says a trip cancellation the policy lacks is not covered, by its name', () => {
    const result = ask('Will my travel insurance cover a cancelled trip? My flight may be cancelled.');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('la cancelación del viaje');
  });
  it('answers lost luggage in English and Portuguese, and an illness abroad in a follow-up', () => {
    expect(ask('they lost my luggage, how much does my insurance pay?').text).toContain(
      `【${T}:Extravío de equipaje】`,
    );
    expect(ask('perderam minha mala no aeroporto, o seguro cobre?').text).toContain(`【${T}:Extravío de equipaje】`);
    expect(ask('y si me enfermo en chile, cuanto me cubren?', ['tengo seguro de viaje?']).text).toContain(
      `【${T}:Gastos médicos en el exterior】`,
    );
  });
});

describe('where a theft happened is not the home named as a policy; a price asked in the past', () => {
  it('a theft in a café asked of the flat’s policy is outside the home', () => {
    const result = asker([FLAT])('me robaron la tablet en una confiteria, la cubre el seguro del depto?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('dentro de tu casa');
  });
  it('answers the date and what was paid', () => {
    const { text } = asker([CAR, SOA])('cuando vence el soa y cuanto lo pague?');
    expect(text).toContain('【SOA BSE:vencimiento】');
    expect(text).toContain('【SOA BSE:precio】');
  });
});

describe('a moto’s parts or gear stolen', () => {
  it('is the partial theft of the moto, not covered by its total theft, nor glass', () => {
    const ask = asker([MOTO]);
    for (const [q, history] of [
      ['si me afanan el casco de la moto, me lo cubren?', []],
      ['y si solo me roban los espejos?', ['la moto tiene seguro contra robo?']],
    ] as Array<[string, string[]]>) {
      const result = ask(q, history);
      expect(result.outcome).toBe('not_covered');
      expect(result.text).toContain('el robo de partes o accesorios de tu moto');
      expect(result.text).not.toMatch(/vidrios|cristales/);
    }
    expect(ask('me robaron la moto').text).toContain(`【${M}:Robo total】`);
  });
});

describe('what a vehicle is insured for, asked in English', () => {
  it('gives the declared value or, when not loaded, its total theft sum, beside the number', () => {
    const { text } = asker([MOTO])('how much is my motorbike insured for, and what is the policy number?');
    expect(text).toContain('no figura el valor declarado');
    expect(text).toContain(`【${M}:Robo total】`);
    expect(text).toContain('MO-9');
  });
});

describe('the travel policy named in a follow-up', () => {
  it('carries the field asked before, not a trip situation', () => {
    const TRIP = policy({
      name: 'Asistencia Viajero Mundo',
      category: 'travel',
      insurer: 'sura',
      numeroPoliza: 'TR-6',
      price: 61.5,
      cuotas: 1,
      fechaVencimiento: '2027-01-30',
      benefits: [{ nombreCobertura: 'Gastos médicos en el exterior', sumaAsegurada: 40000 }],
    });
    const { text } = asker([FLAT, TRIP])('y el de viaje?', ['cuanto pago por el seguro del apto?']);
    expect(text).toContain('【Asistencia Viajero Mundo Sura:precio】');
  });
});

describe('a cover’s name quoted in the question is no place', () => {
  it('a theft on the bus stays outside the home, whatever name the question quotes', () => {
    const result = asker([FLAT])(
      'Mi póliza tiene «Hurto fuera de la vivienda» por USD 7.000. Me sacaron el celular en el bondi, cuanto me dan?',
    );
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toContain('dentro de tu casa');
  });
});
