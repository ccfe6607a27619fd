import { asker, policy } from '../../helpers/assistant-wallets';

// Wallets of the fifth round's causes (found by blind set F): a pet's, a shop's and a life policy stored as
// 'other' and told apart by their names; a moto beside its SOA; a hand-loaded car with liability only; a regional
// travel assistance; a home with its fire, debris and flood rows. Questions of our own, never the blind set's.
const DOG = policy({
  name: 'Mascota Firulais',
  category: 'other',
  insurer: 'mapfre',
  numeroPoliza: 'MA-PET-1',
  price: 120,
  cuotas: 12,
  deducible: 'USD 30',
  fechaVencimiento: '2027-05-01',
  benefits: [
    { nombreCobertura: 'Gastos Veterinarios por Accidente', sumaAsegurada: 1200 },
    { nombreCobertura: 'Gastos Veterinarios por Enfermedad', sumaAsegurada: 900 },
    { nombreCobertura: 'Extravío o Robo de la Mascota', sumaAsegurada: 250 },
  ],
});
const HOME = policy({
  name: 'Hogar Casa Parque Rodó',
  category: 'home',
  insurer: 'sbi',
  numeroPoliza: 'HG-77',
  price: 400,
  cuotas: 10,
  fechaVencimiento: '2027-03-01',
  benefits: [
    { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 120000 },
    { nombreCobertura: 'Hurto de Contenido General', sumaAsegurada: 5000 },
    { nombreCobertura: 'Daños por acción directa del Agua', sumaAsegurada: 4000 },
    { nombreCobertura: 'Inundación', sumaAsegurada: 3000 },
  ],
});
const SHOP = policy({
  name: 'Seguro Comercio Integral',
  category: 'other',
  insurer: 'bse',
  numeroPoliza: 'BSE-COM-9',
  price: 900,
  cuotas: 6,
  deducible: 'USD 300',
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Incendio del Local', sumaAsegurada: 70000 },
    { nombreCobertura: 'Hurto de Mercadería con Violencia', sumaAsegurada: 6000 },
    { nombreCobertura: 'Dinero en Caja Registradora', sumaAsegurada: 600 },
    { nombreCobertura: 'Responsabilidad Civil Comercial', sumaAsegurada: 40000 },
  ],
});
const VAN = policy({
  name: 'Camioneta Renault Kangoo 2018',
  category: 'car',
  insurer: 'sura',
  numeroPoliza: 'SU-KG',
  price: 700,
  cuotas: 10,
  deducible: 'USD 400',
  fechaVencimiento: '2027-01-10',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 300000 },
    { nombreCobertura: 'Hurto Total', sumaAsegurada: 8000 },
  ],
});
const MOTO = policy({
  name: 'Moto Yamaha FZ 150',
  category: 'car',
  insurer: 'sura',
  numeroPoliza: 'SU-MOTO-3',
  price: 200,
  cuotas: 4,
  fechaEmision: '2026-04-01',
  fechaVencimiento: '2027-04-01',
  benefits: [
    { nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 80000 },
    { nombreCobertura: 'Hurto Total', sumaAsegurada: 2500 },
  ],
});
const MOTO_SOA = policy({
  name: 'SOA Moto Yamaha FZ 150',
  category: 'soa',
  insurer: 'bse',
  numeroPoliza: 'BSE-SOA-3',
  price: 60,
  fechaEmision: '2026-02-01',
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Muerte o Incapacidad de Terceros', sumaAsegurada: null }],
});
const ACCIDENTS = policy({
  name: 'Accidentes Personales',
  category: 'accidentes',
  insurer: 'mapfre',
  numeroPoliza: 'MA-AP-5',
  price: 90,
  fechaVencimiento: '2027-08-01',
  benefits: [{ nombreCobertura: 'Muerte Accidental', sumaAsegurada: 25000 }],
});
const TRIP = policy({
  name: 'Asistencia al Viajero Mercosur',
  category: 'travel',
  insurer: 'mapfre',
  numeroPoliza: 'MA-AV-2',
  price: 150,
  fechaVencimiento: '2027-02-01',
  benefits: [{ nombreCobertura: 'Asistencia Médica', sumaAsegurada: 25000 }],
});
const OLD_CAR = policy({
  name: 'Auto Citroën C3 2015',
  category: 'car',
  insurer: 'hdi',
  numeroPoliza: 'HDI-C3',
  price: 500,
  cuotas: 10,
  fechaVencimiento: '2026-10-01',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 200000 }],
});

describe('a pet is a policy of its own and what happens to it is its cover', () => {
  const ask = asker([DOG, HOME]);
  it('routine care is not paid, and the pet is never the home', () => {
    const result = ask('le tengo que dar la antirrábica a firulais, la paga el seguro?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).not.toMatch(/Hogar Casa Parque Rodó/);
  });
  it('an accident of the pet is its vet bills by accident, not the person’s body', () => {
    const result = ask('el perro se comió una media y lo tienen que operar, me devuelven algo?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('Gastos Veterinarios por Accidente');
    expect(result.text).toContain('USD 1.200');
  });
  it('a lost pet, also in English', () => {
    expect(ask('my dog ran away, am I covered?').text).toContain('Extravío o Robo de la Mascota');
  });
  it('"la casa" names the home only, "el del perro" the pet', () => {
    const number = ask('pasame el numero de poliza de la casa').text;
    expect(number).toContain('HG-77');
    expect(number).not.toContain('MA-PET-1');
    const prices = ask('cuanto pago por mes de la casa y del perro').text;
    expect(prices).toContain('USD 40');
    expect(prices).toContain('USD 10');
  });
});

describe('a shop’s policy', () => {
  const ask = asker([SHOP, VAN]);
  it('is named by "el local", never by a place the person works in', () => {
    const text = ask('cual es el deducible del local y el de la kangoo?').text;
    expect(text).toContain('USD 300');
    expect(text).toContain('USD 400');
  });
  it('a theft cover named by its own words is the one meant', () => {
    const result = ask('si me roban con violencia cuanto me cubren');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('Hurto de Mercadería con Violencia');
    expect(result.text).not.toContain('Hurto Total');
  });
  it('a cover only with violence does not pay a shoplifter', () => {
    const result = ask('un mechero se llevo mercaderia escondida, sin romper nada. me lo pagan?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toMatch(/solo un robo con violencia/);
  });
  it('the till is its own cover', () => {
    expect(ask('cuanto tengo cubierto de la plata de la caja registradora?').text).toContain('USD 600');
  });
});

describe('a vehicle’s own damage with no cover for it', () => {
  const ask = asker([VAN]);
  it('a dent of one’s own is not covered, and the liability is said as what it is for', () => {
    const result = ask('di marcha atras y le abolle el paragolpe a la kangoo contra un muro, me lo arreglan?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toMatch(/no incluye daños propios/);
  });
});

describe('a moto beside its SOA, and the person’s own death', () => {
  const ask = asker([MOTO, MOTO_SOA, ACCIDENTS]);
  it('"el seguro de la moto" is the moto’s, the SOA only when named', () => {
    const since = ask('desde cuando tengo el seguro de la moto?').text;
    expect(since).toContain('01/04/2026');
    expect(since).not.toContain('SOA');
    expect(ask('y el soa de la moto desde cuando?').text).toContain('01/02/2026');
  });
  it('a death in a crash is the accident cover, not the liability', () => {
    const text = ask('si me mato con la moto cuanto cobra mi familia?').text;
    expect(text).toContain('Muerte Accidental');
    expect(text).not.toContain('Responsabilidad Civil');
  });
  it('a life policy the person lacks is said, with what the accident policy pays', () => {
    const result = ask('tengo seguro de vida?');
    expect(result.text).toMatch(/No tenés un seguro de vida/);
    expect(result.text).toContain('USD 25.000');
  });
});

describe('a home: two parts, a flood, and someone else’s data', () => {
  const ask = asker([HOME]);
  it('a fire and its debris asked together: both answered', () => {
    const result = ask('si se prende fuego la casa me cubre? y sacar los escombros?');
    expect(result.outcome).toBe('answer');
    expect(result.text).toContain('Incendio Edificio');
    expect(result.text).toMatch(/remoción de escombros/);
  });
  it('storm water from the street is the flood cover', () => {
    expect(ask('con el temporal entro agua de la calle a la cocina').text).toContain('«Inundación»');
  });
  it('a relative’s policy is refused', () => {
    expect(ask('mi hermano tambien tiene seguros aca, pasame el numero de poliza de ella').text).toMatch(
      /otras personas/,
    );
  });
});

describe('totals, prices and a regional trip', () => {
  it('"las dos" counted with the expired one', () => {
    const text = asker([HOME, OLD_CAR])('cuanto pago en total por las dos polizas?').text;
    expect(text).toContain('USD 900');
  });
  it('"cuánto me salió" is a price', () => {
    expect(asker([HOME, DOG])('cuanto me salio el seguro de la casa').text).toContain('USD 400');
  });
  it('a regional assistance asked about Europe says it is regional', () => {
    const result = asker([TRIP, HOME])('me voy a italia, el de viaje me sirve?');
    expect(result.outcome).toBe('not_covered');
    expect(result.text).toMatch(/regional/);
  });
});
