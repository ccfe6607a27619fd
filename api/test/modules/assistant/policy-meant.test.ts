import { asker, policy } from '../../helpers/assistant-wallets';

// The fourteenth round's second cause (blind set M): a field asked of 'the policy of X' answered for every
// policy. The policy meant is the one stored as that kind, the one in force over last year's, the one whose
// cover text insures the thing said. Wallets and questions of our own, never the blind sets'.
const HIVES = policy({
  name: 'Seguro Granja Avícola',
  category: 'other',
  insurer: 'bse',
  numeroPoliza: 'BSE-GA-5501',
  deducible: 'USD 100',
  cobertura: 'Cubre 3.000 gallinas ponedoras del galpón de Sauce. No cubre la muerte de aves por gripe aviar.',
  fechaVencimiento: '2027-06-01',
  benefits: [
    { nombreCobertura: 'Incendio del galpón', sumaAsegurada: 15000 },
    { nombreCobertura: 'Robo de aves', sumaAsegurada: 4000 },
  ],
});
const HOME = policy({
  name: 'Hogar Casa Sauce',
  category: 'home',
  insurer: 'mapfre',
  numeroPoliza: 'MAP-HO-7781',
  fechaVencimiento: '2027-02-10',
  benefits: [{ nombreCobertura: 'Incendio Edificio', sumaAsegurada: 60000 }],
});
const OLD_HOME = policy({
  name: 'Hogar Apartamento Centro',
  category: 'home',
  insurer: 'porto',
  numeroPoliza: 'POR-HO-1200',
  fechaVencimiento: '2026-10-01',
  benefits: [{ nombreCobertura: 'Incendio Contenido', sumaAsegurada: 8000 }],
});
const TRUCK = policy({
  name: 'Volvo FH 2018',
  category: 'car',
  insurer: 'sura',
  deducible: 'USD 1.500',
  fechaVencimiento: '2027-05-01',
  benefits: [{ nombreCobertura: 'Responsabilidad Civil', sumaAsegurada: 500000 }],
});

describe('the policy a field question means', () => {
  const ask = asker([HIVES, HOME, OLD_HOME, TRUCK]);

  it('"el seguro de hogar" is the policy stored as a home, not one whose rows read like one', () => {
    const text = ask('hasta cuando tengo el seguro de hogar?').text;
    expect(text).toContain('Hogar Casa Sauce');
    expect(text).not.toContain('Granja Avícola');
  });

  it('this year’s home over last year’s, ended, unless the question asks about the old one', () => {
    const number = ask('cual es el numero de poliza del seguro de casa?').text;
    expect(number).toContain('MAP-HO-7781');
    expect(number).not.toContain('POR-HO-1200');
    expect(ask('cual era el numero del seguro de hogar vencido?').text).toContain('POR-HO-1200');
  });

  it('"el seguro de las gallinas" is the policy whose cover text insures them; "el camión" is the vehicle', () => {
    const deductible = ask('cuanto es el deducible del seguro de las gallinas?').text;
    expect(deductible).toContain('USD 100');
    expect(deductible).not.toContain('USD 1.500');
    const truck = ask('cuanto es el deducible del camion?').text;
    expect(truck).toContain('USD 1.500');
    expect(truck).not.toContain('Granja');
  });
});
