import { coverRequirements, lapseSaid } from '../../../src/modules/assistant/conditions';
import { fold } from '../../../src/modules/assistant/text';
import { buildWalletContext } from '../../../src/modules/assistant/wallet-context';
import { asker, GUIDES, policy, ROUND_TODAY } from '../../helpers/assistant-wallets';

// The seventeenth round's causes (found by blind set P): a cover that starts on a day of its own text, a time
// to report that the person let pass, an extended warranty read as a rent guarantee, and a swindle read as a
// theft or as a question of how one pays. Wallets and questions of our own, never the blind sets'.
const WARRANTY = policy({
  name: 'Garantía Extendida Aire Acondicionado',
  category: 'other',
  insurer: 'mapfre',
  fechaEmision: '2026-10-01',
  fechaVencimiento: '2029-10-01',
  cobertura:
    'Garantía extendida del aire acondicionado Midea comprado el 1 de octubre de 2026. Comienza al vencer la garantía del fabricante, el 1 de octubre de 2027. Cubre las fallas eléctricas o mecánicas. No cubre golpes ni el mal uso.',
  benefits: [{ nombreCobertura: 'Reparación o Reposición Aire Midea', sumaAsegurada: 900 }],
});
const WORKS = policy({
  name: 'Todo Riesgo Obra Solymar',
  category: 'other',
  insurer: 'bse',
  fechaEmision: '2026-05-01',
  fechaVencimiento: '2027-05-01',
  cobertura: 'Cubre la obra desde el inicio hasta el final de obra o hasta el 1 de mayo de 2027.',
  benefits: [{ nombreCobertura: 'Daños a la Obra', sumaAsegurada: 80000 }],
});
const CARDS = policy({
  name: 'Protección Tarjetas',
  category: 'other',
  insurer: 'sura',
  fechaEmision: '2026-04-01',
  fechaVencimiento: '2027-04-01',
  cobertura:
    'Las compras fraudulentas se cubren si se avisa al banco dentro de las 72 horas de detectarlas. No cubre los casos en que se compartió la clave por teléfono.',
  benefits: [{ nombreCobertura: 'Compras Fraudulentas con Tarjeta', sumaAsegurada: 2500 }],
});
const HOME = policy({
  name: 'Hogar Casa Malvín',
  category: 'home',
  insurer: 'bse',
  fechaEmision: '2026-02-01',
  fechaVencimiento: '2027-02-01',
  cobertura: 'No cubre dinero en efectivo.',
  metodoPago: 'Tarjeta de crédito',
  benefits: [
    { nombreCobertura: 'Incendio Edificio', sumaAsegurada: 90000 },
    { nombreCobertura: 'Hurto de Contenido', sumaAsegurada: 5000 },
  ],
});

describe('a cover that starts on a day of its own text', () => {
  it('reads the day it starts, never a day it lasts until', () => {
    expect(coverRequirements(WARRANTY.cobertura!).map((r) => r.startsOn)).toContain('2027-10-01');
    expect(coverRequirements(WORKS.cobertura!).some((r) => r.startsOn)).toBe(false);
  });
  it('a failure now, before it starts, is not covered, in its words', () => {
    const r = asker([WARRANTY, HOME])('el aire hace un ruido raro y no enfria, lo cubre la garantia extendida?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/1 de octubre de 2027/);
  });
  it('a failure said far enough ahead is covered by its row', () => {
    const r = asker([WARRANTY, HOME])('si dentro de un año y medio el aire deja de enfriar, lo cubre la garantia?');
    expect(r.outcome).toBe('answer');
    expect(r.text).toMatch(/«Reparación o Reposición Aire Midea»/);
  });
  it('an extended warranty is of its things, not a rent guarantee', () => {
    const [warranty] = buildWalletContext([WARRANTY], GUIDES, ROUND_TODAY).policies;
    expect(warranty!.kinds.has('garantia')).toBe(false);
    expect(warranty!.coverages[0]!.concepts).toContain('rotura-maquinaria');
  });
});

describe('a time to report', () => {
  it('reads how long the person took to report, only when a report is told', () => {
    expect(lapseSaid(fold('vi los gastos hace como una semana y recién hoy llamé al banco'))).toBe(7);
    expect(lapseSaid(fold('hicimos la denuncia al otro día'))).toBe(1);
    expect(lapseSaid(fold('avisamos a la semana'))).toBe(7);
    expect(lapseSaid(fold('me robaron hace una semana'))).toBeNull();
    expect(lapseSaid(fold('recién hoy me di cuenta, hace 3 días'))).toBeNull();
  });
  it('a report later than the text allows is not covered; in time, covered with the condition met', () => {
    const ask = asker([CARDS, HOME]);
    const late = ask('vi compras que no hice en la tarjeta hace como una semana pero recien hoy avise al banco');
    expect(late.outcome).toBe('not_covered');
    expect(late.text).toMatch(/72 horas/);
    const soon = ask('me clonaron la tarjeta y avise al banco enseguida, lo cubre?');
    expect(soon.outcome).toBe('answer');
    expect(soon.text).toMatch(/«Compras Fraudulentas con Tarjeta»/);
  });
});

describe('a swindle is neither a theft nor a payment question', () => {
  it('a card in a swindle is answered by the fraud cover, not by how each policy is paid', () => {
    const r = asker([CARDS, HOME])('me hackearon y hay compras raras en la tarjeta, lo cubre algo?');
    expect(r.text).not.toMatch(/se paga con/);
    expect(r.text).toMatch(/«Compras Fraudulentas con Tarjeta»/);
  });
  it('money a swindler emptied is never the home theft cover', () => {
    const r = asker([HOME])('me llamaron haciendose pasar por el banco y me vaciaron la cuenta, me cubre?');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).not.toMatch(/Hurto de Contenido»,/);
  });
  it('a key given by phone is what the fraud cover leaves out', () => {
    const r = asker([CARDS, HOME])('se hicieron pasar por el banco, le di la clave y me vaciaron la cuenta');
    expect(r.outcome).toBe('not_covered');
    expect(r.text).toMatch(/clave por teléfono/);
  });
});
