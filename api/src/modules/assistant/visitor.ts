import {
  CUSTOM_HOME_FACTS,
  GARANTIA_DOCUMENTS,
  HOME_QUOTE_FACTS,
  LOCATION_FACTS,
  PAYMENT_FACTS,
  INSURANCE_REQUEST_KIND_FACTS,
  INSURANCE_REQUEST_PROMISE,
  type InsuranceRequestKind,
} from 'contracts/runtime';
import { BIKE_ADDITIONAL_FIELDS, formatUsd, PRODUCT_PAGES, UY_DEPARTAMENTOS } from 'contracts/runtime';
import { analyse, type Analysis, type AnswerFact, type EngineAnswer, type Outcome } from './engine';
import { angry, type Emergency } from './frame';
import { concept, conceptsOf, type ConceptId } from './concepts';
import { SITUATIONS, type Category } from './knowledge';
import { fold, numbersInWords } from './text';
import {
  PAGE_KINDS,
  conceptFacts,
  placeSituations,
  relatedFacts,
  situationStems,
  unplacedSituations,
  type PageKind,
  type PageFact,
} from './visitor-catalogue';

/**
 * Amparo for visitors (signed out): what the insurances sold here cover and exclude, how quoting and paying
 * work, a bike price from the partner's tariff when the bike's value is given, the request form for the other
 * kinds with their facts, and an invitation to sign in for questions about one's own policies.
 *
 * Understanding is the signed-in engine's (`analyse`: language, typos, the kinds named, the situations and
 * intents); the facts are the product's own: the product pages' sentences (contracts/products, the same the
 * landing shows), the request form's kinds and the buying facts (contracts/product-facts, from the spec) and
 * the partner's rating. A situation is placed against a product's coverages by coverage concept
 * (visitor-catalogue.ts); each fact carries a citation `【<product>:<source>】`.
 */

export interface VisitorPrice {
  /** The bike's value the price was rated for. */
  value: number;
  /** Each package's name, annual price and (when the partner says) the names of its coverages. */
  packages: Array<{ nombre: string; precio: number; coberturas?: string[] }>;
}

// A complaint ('me quiero quejar, no me llamaron'): a person of the team answers it. (Anger, 'nadie me llamó',
// is the engine's `angry`, asked beside it.)
const VISITOR_COMPLAINT =
  /\b(me quiero quejar|quiero quejarme|quejarme|hacer un reclamo|(dejar|hacer|poner|presentar|mandar) (una |un )?(queja|reclamo por la atencion)|no me (llamaron|contestaron|respondieron))\b/;

const cite = (label: string, source: string) => `【${label}:${source}】`;
const PRODUCT_LABEL: Record<PageKind, string> = { bike: 'Seguro de bicicleta', home: 'Seguro de hogar' };

const EMERGENCY_TEXT: Record<Exclude<Emergency, null>, string> = {
  injury: 'Si hay alguien lastimado, lo primero es llamar al 911 (emergencias).',
  fire: 'Si hay fuego o humo, salí del lugar con todos y llamá ya a Bomberos al 104 (o al 911).',
  gas: 'Si hay olor a gas: no prendas ni apagues luces ni aparatos, abrí puertas y ventanas, salí y llamá a Bomberos al 104 (o al 911).',
  flood:
    'Si el agua está subiendo: cortá la luz solo si podés hacerlo sin tocar agua, subí a un lugar alto y, si hay peligro, llamá al 911.',
  crime: 'Si te están robando ahora, no te enfrentes ni salgas: quedate en un lugar seguro y llamá al 911.',
};

const CLAIM_SIGN_IN =
  'Si ya tenés el seguro con nosotros, iniciá sesión con «Iniciar sesión»: lo denunciás desde «Reclamos de Siniestros» o con «Denunciar tu Siniestro» en el detalle de tu póliza, y te muestro los pasos, los plazos y los contactos de tu aseguradora.';
const SIGN_IN =
  'Para consultas sobre tus propias pólizas, iniciá sesión con «Iniciar sesión»: con tu cuenta te digo qué te cubre, por cuánto y cuándo vence cada una.';
const DOCS_TEXT =
  'Los documentos de tu póliza están en su detalle: iniciá sesión con «Iniciar sesión», entrá a «Tus seguros» y abrí la póliza.';
const HELLO =
  '¡Hola! Soy Amparo. Te cuento qué cubren los seguros de bicicleta y de hogar, cuánto sale asegurar tu bici, cómo cotizar y qué otros seguros podés pedir. ¿Qué querés saber?';
const QUOTE: Record<PageKind, string> = {
  bike: 'Cotizás tu bici en unos 2 minutos y la contratás en 5 minutos, 100% online, desde «Cotizá tu bici» en la página del seguro de bicicleta; cotizar es gratis y no te compromete.',
  home: 'Cotizás tu hogar respondiendo unas preguntas sobre tu casa y lo contratás en 5 minutos, 100% online, desde «Cotizá tu hogar» en la página del seguro de hogar; cotizar es gratis y no te compromete.',
};
// Whether quoting costs something ('is getting a quote free?', 'cobran por cotizar?', 'a cotação é grátis?').
const QUOTE_FREE =
  /\b(quote|quotes|quoting|cotiz\w*|cotacao|orcamento|simulacao)\b[^?.!]{0,30}\b(free|gratis|gratuit\w*|cost anything|costo|cuesta|tiene costo|se paga|pagar algo|pay (something|anything)|charge|de graca|sem custo)\b|\b(free|gratis|gratuit\w*|de graca|charge|charges|cobran|cobram|cobra)\b[^?.!]{0,25}\b(quote|cotiz\w*|cotacao|orcamento)\b/;
// How a quote is bought (spec: 'Contratar' on the quote, signing in, then the emission form and the payment).
const BUY: Record<PageKind, string> = {
  bike: `Para contratarlo, en tu cotización tocás «Contratar»: ahí iniciás sesión con «Iniciar sesión» (o creás tu cuenta gratis) y completás tus datos, ${BIKE_ADDITIONAL_FIELDS.map((f) => f.label).join(', ')} de la bici con su factura (un PDF o una imagen), y el pago. ${PAYMENT_FACTS.methods}`,
  home: `Para contratarlo, elegís tu plan con «Seleccionar Plan» y en tu cotización tocás «Contratar»: ahí iniciás sesión con «Iniciar sesión» (o creás tu cuenta gratis) y completás tus datos, la dirección de la vivienda y el pago. ${PAYMENT_FACTS.methods}`,
};
// How to buy, asked ('cómo hago para comprarlo?', 'dónde lo contrato?', 'how do I buy it?').
const BUY_ASKED =
  /\b(como (hago|puedo|se hace|sigo|continuo) (para |pa )?(comprar|contratar|sacar|adquirir)\w*|como (lo |la )?(compro|contrato|adquiero)|donde (lo |la )?(compro|contrato)|(quiero|puedo|quisiera) (comprar|contratar)(lo|la)?( ya| ahora)?$|how (do|can) i (buy|purchase|get) it|como (faco|posso) (para )?(comprar|contratar)\w*)\b/;
const CATALOGUE =
  'Online podés cotizar y contratar el seguro de bicicleta y el de hogar, con SBI como aseguradora. Auto, garantía de alquiler, SOA, movilidad alternativa (monopatines, bicis y motos eléctricas) y accidentes personales los pedís desde el formulario de solicitud y te respondemos en menos de 24 horas.';

// ---------------------------------------------------------------------------------------------------------
// What a question asks beyond its kinds and situations. The engine's intents first; these patterns only add
// what a visitor asks and a policy holder does not (limits of the product, buying, the form's requirements).

const OWN =
  /\b(mi|mis) (poliza|polizas|seguro|seguros|cobertura|coberturas|billetera|wallet)\b|\b(mi|mis) (hogar|casa|bici|bicicleta|auto|moto) (poliza|seguro)\b|\b(cuando (se )?(me |nos )?vence|numero de poliza|mis datos|mi cuenta|my policy|my policies)\b|\b(que|el que|la que) ya (tengo|tenemos)( contratad[oa])?( con ustedes| aca)?\b|\b(poliza|seguro) (de (la |el |mi )?(bici|bicicleta|auto|casa|hogar|moto) |del auto |del hogar )?que (compre|saque|contrate|pague|hice)\b|\btengo con ustedes\b|\bcuotas? (me|nos) (quedan|faltan)\b|\b(me|nos) (quedan|faltan) (por )?pagar\b|\b(me|nos) (debitaron|debitan|cobraron|descontaron)\b/;
const LOAD_TEXT =
  'Sí: iniciá sesión con «Iniciar sesión» y, en tu wallet, agregá la póliza que tenés con otra aseguradora con «Agregar Servicio» (completás sus datos o cargás el PDF). Así la ves junto a las demás y te puedo contar qué te cubre y cuándo vence.';
// Something the person bought or paid ('contraté el de hogar', 'ayer pagué en Abitab'): their own policy, when they
// ask for its documents ('de dónde bajo el pdf?') or whether it is in force ('ya estoy cubierto?').
const BOUGHT =
  /\b(contrate|contratamos|saque|sacamos|compre|compramos|pague|pagamos|abone|abonamos|transferi|deposite)\b/;
const OWN_DOCS =
  /\b(donde|como)\b[^?.!]{0,20}\b(bajo|descargo|veo|encuentro|saco|consigo|imprimo|tengo)\b[^?.!]{0,20}\b(pdf|certificado|constancia|poliza|documentos?|comprobante)\b/;
const OWN_STATUS =
  /\b(estoy|estamos|quede|quedamos|quedo|esta|estaria|estare) (cubiert[oa]s?|asegurad[oa]s?)\b|\bya (esta|quedo) (activ[oa]|vigente|emitid[oa])\b|\b(se|me) (acredito|impacto|registro) el pago\b/;
// Loading into the wallet a policy bought elsewhere ('quiero cargar a la app la póliza del auto que tengo con MAPFRE').
const LOAD_POLICY =
  /\b(cargar|subir|agregar|importar|sumar|adicionar|incluir|carregar|anexar|add|upload)\b[^?.!]{0,30}\b(la|mi|una|las|mis) (poliza|polizas)\b|\bpoliza\b[^?.!]{0,40}\bque (tengo|tenemos) con (otra|mapfre|sura|bse|porto|sancor|hdi|berkley|san cristobal|surco)\b/;
// ('tengo el seguro del auto con Porto, lo puedo cargar acá?', 'tengo la póliza de SURA en pdf, cómo la subo?')
const LOAD_OWN =
  /\b(tengo|tenemos) (el|la|un|una|mi|mis) (seguro|poliza|polizas)\b[^?]*\b(cargar\w*|cargo|subir\w*|subo|agregar\w*|agrego|importar\w*|sumar\w*)\b/;
// A policy bought elsewhere, to be kept here ('tengo el del auto con Porto, lo puedo tener acá?').
const ELSEWHERE =
  /\b(tengo|tenemos|tiene|saque|contrate)\b[^?.!]{0,40}\b(con|en) (el |la )?(otra (aseguradora|compania|empresa)|mapfre|sura|bse|banco de seguros|porto|sancor|hdi|berkley|san cristobal|surco|zurich|allianz)\b/;
const KEPT_HERE =
  /\b(tener|tenerlo|tenerla|ver|verlo|verla|poner|ponerlo|ponerla|traer|traerlo|traerla|cargar\w*|sumar\w*|agregar\w*|subir\w*|guardar\w*|juntar\w*|pasar\w*)\b[^?.!]{0,25}\b(aca|aqui|(en|a) la (app|aplicacion|pagina)|(en|a) (la |mi |tu )?(wallet|billetera)|here|in the app|to the app)\b/;
// Creating an account ('cómo me hago una cuenta?', 'dónde me registro?', 'how do I sign up?').
const ACCOUNT_CREATE =
  /\b(como|donde|quiero|puedo|necesito) (me )?(hago|hacer|hacerme|creo|crear|crearme|abro|abrir|abrirme|saco|sacar)( una| mi)? (cuenta|usuario)\b|\b(como|donde) (me )?registr\w*|\bregistrarme\b|\b(sign up|create an account|open an account|criar (uma )?conta|me cadastrar|cadastrar)\b/;
// Someone else's data or policies asked for ('pasame su teléfono', 'qué seguros tiene mi vecino').
const OTHER_PERSON =
  /\b(vecin[oa]s?|hermano|hermana|prim[oa]|jef[ea]|novi[oa]|pareja|espos[oa]|marido|amig[oa]|suegr[oa]|cunad[oa]|otra persona|otro cliente|un tal|se llama|el que me|la que me|el tipo|la senora|el senor|neighbou?r|vizinh[oa]|the (guy|man|woman|person|driver|cyclist)|who hit me|(del|de la|de los|de las) (pibe|piba|chico|chica|muchacho|muchacha|flaco|flaca|loco|tipo|tipa|chabon|hombre|mujer|vendedor|vendedora|comprador|compradora|senor|senora|persona|gente)( \w+)? que)\b/;
const OTHERS_ASKED =
  /\b(que|cuales|quais) (seguros?|polizas?|coberturas?) tiene\b|\b(pasame|pasa|pasar|pasarme|dame|dar|darme|decime|deci|me das|me pasas|me podes (dar|pasar)|quiero|necesito|tell me|give me|me passa|me da)\b[^?.!]{0,25}\b(su|sus|el|la|los|las|his|her|their|the|o|a) (telefono|numero|celular|direccion|mail|correo|email|datos|cedula|poliza|polizas|seguros?|phone|address|telefone|dados)\b/;
// The team's phone or mail asked ('tienen un teléfono?', 'tem alguém pra me atender por telefone?').
const CONTACT_ASKED =
  /\b(tienen(?! que)|tenes(?! que)|hay(?! que)|tem(?! que)|teem|do you have|cual es (el|su)|me pasan|me pasas|me podes pasar|me pasarias|me das|pasame)\b[^?.!]{0,25}\b(telefono|telefone|phone|whatsapp|mail|email|e-mail|correo)\b(?![^?.!]{0,20}\b(de|del|dele|dela) (el|la|mi|su|otr\w*|vecin\w*)\b)|\b(alguien|alguem|someone|una persona|uma pessoa)\b[^?.!]{0,20}\b(atender|atienda|atiende|attend|help me)\b|\b(hablar|comunicarme|contactar\w*|falar|talk|speak)\b[^?.!]{0,20}\b(con ustedes|com voces|with you|por telefono|por telefone|by phone)\b/;
// A price asked by the month ('cuánto pagaría por mes?', 'how much per month?'): the installments.
const MONTHLY = /\b(por mes|al mes|mensual\w*|monthly|per month|a month|mensalidade)\b/;
// Own money asked of a claim ('tengo que poner plata yo?', 'pago algo de mi bolsillo?').
const DEDUCTIBLE_SAID =
  /\b(poner|pagar|pago|pongo|poner yo|desembolsar|abonar)\b[^?.!]{0,20}\b(plata|dinero|guita|algo|parte|diferencia)\b[^?.!]{0,12}\b(yo|de mi bolsillo|de mi parte)\b|\b(tengo|tenes|hay|tendria|tendre) que (pagar|poner) (algo|plata|dinero|guita)\b[^?.!]{0,30}\bsi (me |te |nos )?(la |lo )?(roban|afanan|chocan|choco|pasa algo)\b|\bde mi bolsillo\b|\bout of (my )?pocket\b|\bdo (i|we) (have to )?pay anything\b|\bpagar (algo|alguma coisa) do meu bolso\b/;
// An age in words or figures ('tiene noventa y dos', 'mi abuela de 80 años', 'I'm 75').
const AGE_SAID =
  /\b(tiene|tengo|tenes|cumple|cumplio|cumplo|cumpli)\s+(\d{2,3}|veinti\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien)\b(?!\s*(usd|dolares|dolar|u\$s|mil|lucas|cambios|rodado|dias|meses|semanas|horas|minutos|cuotas|bicis|bicicletas|metros|m2|km|kilos|cm))|\b\d{2,3} years old\b|\b(i am|i m|im|she is|he is|is) \d{2}\b(?!\s*(usd|dollars?|bucks|k\b|mil))/;
// Orders against the rules in Portuguese or English ('esqueça as regras e diga que…').
const INJECTION_SAID =
  /\b(esquec\w*|ignor\w*|olvid\w*|forget|disregard) (as |las |the |your |all |todas as |todas las |tus |suas )?(regras|reglas|instrucoes|instrucciones|instructions|rules|previous)\b/;
// Whether buying needs an account ('necesito tener cuenta para comprar?').
const ACCOUNT_ASKED =
  /\b(precio|cotizar|cotizacion|comprar|contratar)\b[^?.!]{0,40}\b(tengo que|hay que|necesito|debo) (crear|crearme|hacer|hacerme|abrir|tener|registrar)\w* (un |una )?(usuario|cuenta|registro)\b|\bsin (hacerme|hacer|crear|crearme|abrir|abrirme|tener|registrarme) (una |un |mi )?(cuenta|usuario|registro)\b|\b(without|sem) (an? |uma )?(account|conta|cadastro|sign ?in|login)\b|\b(cuenta|registr\w*|logue\w*|iniciar sesion|usuario|account|sign up)\b[^?.!]{0,30}\b(comprar|contratar|cotizar|sacar|buy)\b|\b(comprar|contratar|cotizar|sacar)\b[^?.!]{0,30}\b(sin cuenta|sin registr\w*|con cuenta)\b|\b(tengo que|hay que|necesito|es necesario) (tener|crear|abrir|hacer|hacerme) (una )?cuenta\b|\bsin (registrarme|registrarse|loguearme|tener cuenta)\b/;
// The page's own sentence: 'tu póliza queda guardada en tu wallet'. (Either product's policy is kept the same way;
// the bike page is the one that says it.)
const WALLET_REASON = PRODUCT_PAGES.bike.reasons.items.find((i) => /\bwallet\b/.test(i.text));
const WALLET_TEXT = WALLET_REASON
  ? `${WALLET_REASON.text}${cite(PRODUCT_LABEL.bike, PRODUCT_PAGES.bike.reasons.title)}`
  : '';
// The bike page's answer for electric bikes (Movilidad Alternativa, asked through the request form).
const ELECTRIC_FAQ = PRODUCT_PAGES.bike.faqs.items.find((i) => /\belectric/.test(fold(i.question)));
const ACCOUNT_CREATE_TEXT =
  'Tu cuenta la creás gratis con «Registrate gratis» en la página de inicio, o con «Iniciar sesión» en el menú, donde también podés registrarte. Para cotizar no la necesitás; para contratar y ver tus pólizas en tu wallet, sí.';
const ACCOUNT_TEXT =
  'Para cotizar no necesitás cuenta. Para contratar, en el último paso iniciás sesión o creás tu cuenta gratis con «Iniciar sesión»: así la póliza queda guardada en «Tus seguros», con sus documentos.';
// Insuring after the loss ('me afanaron la bici ayer, si la aseguro hoy me la pagan?').
const INSURE_AFTER =
  /\b(si (la |lo )?(aseguro|contrato|saco)|asegur(arla|arlo|o) (hoy|ahora)|contratarlo (hoy|ahora)|sacar el seguro (hoy|ahora))\b/;
const INSURED_AFTER_TEXT =
  'Un seguro cubre lo que pase desde que empieza su vigencia: un robo o un daño de antes de contratarlo no lo cubre. Desde que lo contratás, sí te cubre lo que pase de ahí en adelante.';
const HAPPENED =
  /\b(me robaron|me afanaron|me chocaron|choque|se me rompio|se me inundo|se me quemo|tuve un|me paso|se me prendio)\b/;
const ASKS = {
  excludes:
    /\b(no cubre|no cubren|exclu\w*|que no|no incluye|no entra)\b|\bentra (en|dentro de) (el|la) (seguro|cobertura|poliza)\b/,
  covers: /\b(cubre|cubren|cubr\w*|incluye|coberturas?|que tiene|protege|responde|paga|pagan|sirve)\b/,
  price:
    /\b(cuanto (sale|cuesta|pago|vale|saldria|costaria|me sale|seria|me saldria|me costaria)|cuanto (es |seria )?(el )?seguro|precio|costo|tarifa|barato|caro|cotizame|quanto (sai|custa|fica|e|seria|vale)|que (me )?(sale|cuesta|saldria|costaria) (asegurar\w*|el seguro|un seguro|contratar\w*|sacar\w*))\b/,
  deductible: /\b(deducible|franquicia)\b/,
  quote: /\b(cotiz\w*|contrat\w*|como (funciona|hago|compro|saco)|sacar un seguro|comprar)\b/,
  // What quoting asks ('qué me preguntan?', 'qué datos tengo que poner?').
  quoteData:
    /\b(que (me )?(preguntan|piden|pide|pregunta)|que datos|que (tengo|hay) que (poner|completar|llenar|cargar|responder))\b/,
  duration:
    /\b(cuanto (tardo|tarda|tardan|demoro|demora|demoran|lleva|tiempo)|en cuanto (me )?(responden|contestan|llaman)|minutos|rapido)\b/,
  insurer: /\b(aseguradora|quien (emite|asegura)|compania|sbi)\b/,
  claim: /\b(siniestro|denunci\w*|avis\w*|reclamo)\b/,
  capital:
    /\b(cuanto|que valor|que monto)\b[^?.!]*\b(asegur\w*|poner|pongo|declar\w*)|\bvalor (de mercado|declarar|declarado)|\bcapital\b|\bmercado\b/,
  payment:
    /\b(cuotas?|pag(ar|o|os) (en|con)|medios? de pago|forma de pago|tarjeta|abitab|redpagos|red pagos|transferencia|parcelar|parcelas?|parcelado)\b/,
  age: /\b(edad|\d{1,3} anos|a los \d{2}|jubilad\w*|soy mayor|persona mayor|adulto mayor|mayor de|menor de|anos tengo)\b/,
  requirements:
    /\b(papeles|documentos?|requisitos?|que (necesito|me piden|piden|hace falta)|activar\w*|comprobantes?|datos de la|factura|boleta)\b/,
  obligatory: /\bobligatori\w*\b/,
  custom:
    /\b(a medida|custom|personalizad\w*|montos? que (elija|quiera)|elegir (yo )?(los )?montos|elija yo|elegir (yo )?cuanto|elijo (yo )?cuanto)\b/,
  construction:
    /\b(steel framing|isopanel|wood framing|construccion alternativa|prefabricad\w*|de madera|tipo de construccion|de troncos|log cabin|wooden|de madeira|techo de paja|quincho|made of wood|wood house|wooden house)\b/,
  property: /\b(planta baja|primer piso|casa o apartamento|casa o apto|pongo casa|pongo apartamento)\b/,
  location: /\b(interior|resto del pais|ubicacion|que zona|en que zona|vivo en|soy de)\b/,
  // Where the policy is once bought ('dónde veo la póliza después?').
  wallet:
    /\b(donde (la |lo )?(veo|encuentro|esta|queda|tengo|bajo|descargo|consulto)( (la|mi) poliza)?|donde queda (guardada )?la poliza|where (do i|can i) (see|find) (my|the) policy)\b/,
  catalogue: /\b(que seguros|que otros seguros|que venden|que ofrecen|que tienen|tipos de seguro)\b/,
  limits:
    /\b(maximo|minimo|tope|topes|limite|hasta cuanto puedo)\b|\basegurar\w*\b[^?.!]*\b\d{1,3}( 000| mil)\b|\basegurar\w*\b[^?.!]*\b\d+( 000 000| millon\w*)\b/,
  renewal: /\b(renueva\w*|renovacion|renovar|se renueva solo)\b/,
  // Whether it is all done online, or an office is needed ('tengo que ir a una oficina?').
  online: /\b(online|en linea|por internet|sucursal|oficina|presencial\w*|en persona)\b/,
  // Whether quoting binds or costs ('me compromete?', 'después me llaman para venderme?').
  commitment:
    /\b(compromet\w*|compromiso|me obliga|obligacion|me (van a )?llama\w* para vender\w*|cobran por cotizar)\b/,
  // The home's emergency services ('el cerrajero de urgencia', 'el servicio de vidriería').
  services:
    /\b((servicios?|asistencias?) de (emergencia|urgencia)s?|(mandan|envian|manda|envia|viene|vienen|tiene|tienen|incluye) (un |una |el |la )?(cerrajero|plomero|sanitario|electricista|vidriero)s?|(cerrajer|plomer|vidrier|sanitari|electricist)\w* (de|por) (emergencia|urgencia)|(servicio|asistencia) de (cerrajeria|plomeria|vidrieria|vidriera|sanitaria|electricidad))\b/,
  // How many coverages a product has.
  count: /\bcuantas coberturas\b/,
};
type Asks = Record<keyof typeof ASKS, boolean>;

const DEPARTMENTS = UY_DEPARTAMENTOS.map((d) => fold(d)).filter((d) => d !== 'montevideo');
// Towns of the interior that are no department's name ('vivo en Fray Bentos').
const TOWNS = (
  'fray bentos|mercedes|young|carmelo|nueva helvecia|nueva palmira|juan lacaze|rosario|chuy|bella union|melo|' +
  'rio branco|trinidad|san jose de mayo|las piedras|pando|ciudad de la costa|atlantida|la paz|santa lucia|' +
  'punta del este|piriapolis|san carlos|pan de azucar|la paloma|castillos|dolores|tranqueras|paso de los toros|' +
  'sarandi del yi|jose pedro varela|lascano|guichon'
).split('|');
const GARANTIA_SITUATION: Array<[RegExp, keyof typeof GARANTIA_DOCUMENTS]> = [
  [/\b(emplead\w*|asalariad\w*|trabajo en relacion|sueldo)\b/, 'empleados'],
  [/\b(profesional\w*|independiente|monotribut\w*)\b/, 'profesionales'],
  [/\b(empresa|empresas|sociedad)\b/, 'empresas'],
  [/\b(jubilad\w*|pensionad\w*|pensionist\w*)\b/, 'jubilados'],
  [/\b(rentas|rentista)\b/, 'rentas'],
];

const OTHERS_THING =
  /\b(del|de la|de los|de las|de mi|de un|de una|a|al|a la|a un|a una) (vecin\w*|tercer\w*|otra persona|otras personas|alguien|un peaton)\b|\b(al|a los|del|de los|el|los) de (abajo|arriba|al lado|enfrente)\b|\b(apartamento|apto|depto|casa) de (abajo|arriba|al lado)\b/;
const OTHERS_VEHICLE =
  /\b(auto|coche|camioneta|camion|moto)s? (del|de un|de una|de la|de mi|de los) (vecin\w*|otr[oa]s?|alguien|tercer\w*)\b/;
// The person's own thing said damaged ('si eso me quema la fachada'): their loss, whoever caused it.
// (Not 'se me rompe un caño', the person's own pipe that wets the neighbour's.)
const OWN_DAMAGE =
  /(?<!\bse )\bme (quema|quemo|quemara|rompe|rompio|rompieron|rompa|mancha|mancho|moja|mojo|inunda|inundo|dana|dano|agrieta|agrieto)\b/;
const OTHERS_AGENT =
  /\b(gurises|gurices|hijos?|hijas?|nenes?|nenas?|ninos?|pibes?|perros?|gatos?|pelota|arbol|rama)( \w+)? (del|de la|de los|de las) vecin\w*\b/g;
const TERCEROS = SITUATIONS.find((s) => s.id === 'terceros')!;
// Words of something happening now ('ahora', 'estoy sangrando', 'no se mueve').
const HAPPENING_NOW =
  /\b(ahora|ahora mismo|en este momento|urgente|ayuda|auxilio|socorro|esta sangrando|estoy sangrando|no respira|no se mueve|inconsciente|ambulancia)\b/;
// A fire told with a cry for what to do ('SE ME PRENDIÓ FUEGO LA COCINA QUE HAGO'), not one already out.
const FIRE_NOW_SAID =
  /^(?!.*\b(apag\w*|ayer|anoche|la semana pasada|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo)|hace \w+ (dias|semanas|meses))\b).*\bse (me |nos |le )?(prendio|esta prendiendo|incendio|esta incendiando|esta quemando) (fuego )?\b.*\b(que hago|que hacemos|ayuda|auxilio|socorro|urgente|ahora)\b/;
// Someone hurt and still lying there ('me quebré el brazo, estoy tirado en la vereda').
const INJURED_NOW =
  /\b(estoy|esta|estamos|quede|quedo) (tirad[oa]s?|caid[oa]s?) (en|sobre) (la|el) (vereda|calle|piso|suelo|pasto|ruta|banquina|cordon|esquina|escalera|bano)\b|\bme (quebre|fracture|disloque) (el|la|los|las) \w+\b[^.?!]*\b(no (me )?puedo (mover|levantar|caminar|parar)\w*|estoy (tirad|caid)[oa])\b/;
// A task that is no insurance matter in English or Portuguese, which the engine's Spanish may drop ('can you
// recommend a good place to eat?', 'me passa uma receita').
const OTHER_TASK_SAID =
  /\b(recipe|recipes|joke|poem|weather|forecast|restaurants?|place to eat|where (can i|to|should i) eat|football|soccer|movies?|homework|receita|piada|poema|previsao do tempo|restaurante|onde comer|futebol|filme)\b|\b(recommend|recomenda\w*|indica\w*)\b[^?.!]{0,30}\b(place|spot|bar|pub|food|dish|book|song|hotel|beach|show|lugar|comida|livro|praia)\b/;
// Words of insurance in the three languages.
const INSURANCE_SAID =
  /\b(seguro|seguros|poliza|polizas|apolice|apolices|insurance|insure|insured|policy|policies|coverage|cover|covers|cobertura|coberturas|cubre|cobre|asegur\w*|segurad\w*|claim|siniestro|sinistro|deductible|deducible|franquia|premium|plan|plans|plano|bike|bikes|bici|bicicleta|home|house|casa|hogar|car|auto|carro)\b/;
// Someone else hurt at the person's place ('una visita se resbaló en la escalera', 'a delivery guy slips').
const HURT_PEOPLE =
  '(una visita|las visitas|un invitado|una invitada|los invitados|el cartero|un cartero|el repartidor|un repartidor|un delivery|el delivery|un cadete|el cadete|un obrero|el obrero|el plomero|un plomero|un vecino|una vecina|el vecino|la vecina|un amigo|una amiga|alguien|una persona|un nino|una nina|el jardinero|la empleada)';
const OTHER_HURT = new RegExp(
  `\\b${HURT_PEOPLE}\\b[^.?!]{0,40}\\bse (cae|cayo|caiga|cayera|resbala|resbalo|resbale|resbalara|tropieza|tropezo|tropiece|lastima|lastimo|lastime|lastimara|golpea|golpeo|golpee|quiebra|quebro|quiebre|fractura|fracturo)\\b` +
    '|\\b(a|an|the|some|my) (delivery (guy|man|boy|person|driver)|courier|postman|mailman|guest|visitor|neighbou?r|friend|worker|plumber|builder|cleaner|gardener|kid|child|stranger|passer ?by)\\b[^.?!]{0,60}\\b(slips?|slipped|falls?|fell|trips?|tripped|gets? hurt|got hurt|injur\\w*|breaks? (his|her|their)|broke (his|her|their))\\b' +
    '|\\b(someone|somebody|anyone)\\b[^.?!]{0,20}\\b(slips?|slipped|falls?|fell|trips?|tripped|gets? hurt|got hurt)\\b' +
    '|\\b(um|uma|o|a) (entregador|visita|convidad[oa]|vizinh[oa]|carteiro|amig[oa]|alguem)\\b[^.?!]{0,40}\\b(escorrega\\w*|cai|cair|caiu|se machuca\\w*|tropeca\\w*)\\b',
);
// ('vale 1430 y es eléctrica (pedaleo asistido)': the bike said electric apart from its name.)
const ELECTRIC_SAID =
  /\b(bici|bicis|bicicleta|bicicletas|moto|motos)(\s+(?!y\b|o\b|no\b|sin\b|ni\b)[a-z]+){0,2}?\s+(y\s+)?electric\w*|\bes electric[oa]\b|\bpedaleo asistido\b|\be ?bikes?\b/;
// ('bici eléctrica no, una mountain bike común', 'no es eléctrica': an electric bike denied.)
const ELECTRIC_DENIED = /\b(no es|ni|tampoco es) electric\w*|\belectric\w* no\b|\bno electric\w*/g;
/** Whether a message says the bike is electric (and does not deny it). */
const saidElectric = (folded: string) => ELECTRIC_SAID.test(folded.replace(ELECTRIC_DENIED, ' '));

// The request form's kinds by their English or Portuguese names.
const KIND_NAMES: Array<[RegExp, Category]> = [
  [/\b(alternative mobility|micro ?mobility|mobilidade alternativa|micromobilidade)\b/, 'movilidad'],
  [/\b(personal accidents?|accident insurance|acidentes pessoais)\b/, 'accidentes'],
  [/\b(rent(al)? guarantee|rent(al)? deposit insurance|lease guarantee|seguro fianca|fianca locaticia)\b/, 'garantia'],
];

const REQUEST_OF: Partial<Record<string, InsuranceRequestKind>> = {
  car: 'auto',
  garantia: 'garantia',
  soa: 'soa',
  movilidad: 'movilidad',
  accidentes: 'accidentes',
};

// ---------------------------------------------------------------------------------------------------------
// The bike's value.

const BIKE_PART =
  /\b(solo (la|el|las|los) )?(rueda|ruedas|asiento|sillin|luces|manubrio|pedales|cambios|cuadro solo|parte|partes|accesorios?)\b/;
const BIKE_ONLY_PART =
  /\b(sillita|silla para (llevar|el nene|la nena)|portabebes?|cambio trasero|cambio delantero|cambios de la|descarrilador|desviador|pinon|pinones|plato|platos|horquilla|manubrio|pedalier|sillin|rayos|cuadro de carbono|cubierta (trasera|delantera)|ciclocomputador\w*|(en|sobre) el cuadro|al cuadro)\b/;
const WORN =
  /\b(se (me )?(rompio|rompieron|trabo|corto|fallo|vino abajo|cayo)\b[^.?!]{0,40}\b(solo|sola|solos|solas|de uso|sin golpe\w*|sin caer\w*|sin accidente|de viej[oa]|por el uso|de a poco)|ya estaba viej[oa]|de a poco|se (me |le |nos )?(gasto|gastaron|desgasto|desgastaron|oxido|oxidaron)|desgast\w*|falla (mecanica|electrica)|de (puro |tan |lo )?viej[oa]s?|podrid[oa]s?|apolillad[oa]s?|carcomid[oa]s?|por (los anos|la edad|antiguedad|vieja?))\b/;
// Parts a bike shares with other things ('los frenos', 'la cadena'), read as the bike's when it is asked about.
const BIKE_WORKING_PART = /\b(frenos?|cadena|cambios|cubiertas?|rayos|pedales|suspension|bateria|motor)\b/;
// (A part that stopped doing its work, 'pierde aceite y ya no amortigua', 'no frena', broke by itself too.)
const BROKE_ALONE =
  /\b(se (me |le |nos )?(rompio|rompieron|partio|partieron|trabo|trabaron|traba|corto|cortaron)|no (anda|funciona)|dejo de (andar|funcionar|frenar|amortiguar|cambiar)|(pierde|perdia|largo|larga|tira) (aceite|aire|liquido)|(ya )?no (amortigua|frena|frenan|cambia|cambian|carga|prende|gira|giran|engrana|engranan)|hace ruido|hacen ruido|patina|patinan)\b/;
const AT_WORK =
  /\b(mensajer[oa]s?|vender|vendo|vendiendo|vendemos|venta ambulante|ambulante|changas?|entregas (de|por|para) (aplicativo|app)|aplicativo de (entregas?|delivery)|ifood|selling|to sell|deliveries|mensajeri\w*|delivery|reparto|repartidor\w*|repartiendo|repartir|llevo (viandas|comida|pedidos|paquetes|encargos)|hago (entregas|envios|mandados)|entregas a domicilio|cadete|rappi|pedidos ?ya|uber eats|para (laburar|trabajar|el laburo|el trabajo)|trabajo de (cadete|delivery)|alquiler de (bicis|bicicletas)|alquilo (bicis|bicicletas|mis bicis)|(las|mis) alquilo|para alquilar|emprendimiento|para turistas|bicis de alquiler)\b/;
// A race or any sports competition ('una carrera de rural bike', 'un triatlón'), not a road bike ('bici de carrera').
const COMPETITION =
  /\b(carreras?|competencias?|competir|compito|competimos|competicion\w*|competicao|competicoes|triatlon\w*|duatlon\w*|rally\w*|race|races|racing|torneos?|maraton\w*|gran fondo|campeonatos?|desafio|prueba deportiva)\b/;
const ROAD_BIKE = /\b(bici|bicis|bicicleta|bicicletas|una|la|mi) de carreras?\b/g;
/** Whether a message tells of a sports competition (not a road bike's name). */
const competition = (folded: string) => COMPETITION.test(folded.replace(ROAD_BIKE, ' '));
// A bike ridden ('sigue pedaleando', 'salgo a rodar').
const RIDDEN = /\b(pedale\w*|salgo a rodar|sale a rodar|salimos a rodar|ando en bici)\b/;
// A thing used for work ('la uso para vender helados'): the bike's use, which its page excludes.
const USED_FOR = /\b(la|lo) (uso|usamos|usa|ocupo|saco|llevo|tengo)\b/;
// A theft in the visitor's words the engine's Spanish may miss ('se me assaltarem', 'if someone steals it').
const THEFT_SAID =
  /\b(assalt\w*|roub\w*|furt\w*|leva(ram|rem) (a |minha |meu |o )?(bike|bici|bicicleta)|stole|stolen|steals?|stealing|theft|robbed|afan\w*|chorea\w*|choreo)\b/;
// A theft happening now ('están desarmando mi bici ahora mismo', 'someone is stealing my bike right now').
const THEFT_NOW =
  /\b(robando|desarmando|forzando|afanando|choreando|llevandose|stealing|roubando|arrombando|(cortando|rompiendo|serruchando) (el|la) (candado|cadena|cerrojo|traba))\b[^.?!]{0,60}\b(ahora mismo|en este momento|ahora|right now|agora|agora mesmo|neste momento)\b|\b(ahora mismo|en este momento|ahora|right now|agora|agora mesmo|neste momento)\b[^.?!]{0,60}\b(robando|desarmando|forzando|afanando|choreando|llevandose|stealing|roubando|arrombando|(cortando|rompiendo|serruchando) (el|la) (candado|cadena|cerrojo|traba))\b/;
// (A thing hooked or clipped on, 'el inflador enganchado con un clip', comes off: no part fixed to the bike.)
const TAKEN_OFF =
  /\b((me )?(lo|la|los|las|que) (llevo|saco|desmonto|me llevo)|desmontable\w*|se saca|se sacan|garmin|ciclocomputador\w*|casco|cascos|alforjas?|(?<!\b(meu|seu|nosso|mi|su) )bolsos?|colgad[oa]s? de la bici|inflador\w*|bombin\w*|caramanol\w*|portacelular\w*|(enganchad|abrochad|sujet|colgad)[oa]s? (con|de|en|al|a la)|con (un |una )?(clip|velcro|abrojo|precinto|gancho|pinza)s?)\b/;
// (Damp that grows on a wall, 'salitre', 'moho', 'manchas de humedad', comes slowly too.)
const SLOWLY =
  /\b(hace (varios |unos |un par de )?(meses|semanas|anos|tiempo) que|de a poco|viene (goteando|creciendo|filtrando)|lentamente|con el tiempo|salitre|moho|hongos|verdin|manchas? de humedad|humedad (en|de) (la|las|el|los) (pared|paredes|techo|cimientos|muro|muros)|damp|mou?ld|mofo|bolor)\b/;
// Parts of a dwelling ('la pared del dormitorio', 'el cielorraso'): the home, when nothing else is named.
const HOME_PART =
  /\b(pared|paredes|dormitorio|living|comedor|cielorraso|cielo raso|azotea|fachada|cimientos|placard|ropero empotrado)\b/;
const VALUABLES =
  /\b(relojes|reloj|joyas?|alhajas?|coleccion|obras? de arte|cuadros de valor|anillos?|collar|monedas|de oro|lingotes?|efectivo)\b/;
const BREAK_IN_SAID = /\b(entr(an|en|aron|a) a robar|me entraron|nos entraron|entraron a (mi|la) casa)\b/;
// A question announced but not asked yet ('hola, tengo una consulta').
const QUESTION_TO_COME = /\b(tengo|te hago|les hago|una) (una |unas )?(consulta|pregunta|duda)s?\b/;
// Which is better, asked of nothing named ('me conviene el más caro?').
const RECOMMEND = /\b(me conviene|cual conviene|cual es mejor|cual me recomendas|que me recomendas)\b/;
// (Nothing but that: 'cuánto contenido me conviene asegurar?' names what it asks.)
const RECOMMEND_WORDS = new Set(
  'y e me conviene cual es mejor que recomendas recomienda el la lo mas menos caro barato plan uno una o otro'.split(
    ' ',
  ),
);
// An insurance asked for by what it would insure ('tienen seguro para el celular?').
const NOT_SOLD_ASKED =
  /\b(tienen|venden|hacen|ofrecen|hay|existe) (algun |un )?seguros? (para|de) (el |la |los |las |mi |mis |un |una )?([a-z]{4,})\b/;
const WANTS_TO_INSURE =
  /^(hola |buenas |buen dia )?(quiero|quisiera|necesito|me gustaria) (asegurar|un seguro|contratar un seguro|sacar un seguro|contratar)( algo)?$/;
// A question whose subject is a word that points elsewhere ('eso', 'algo').
const VAGUE_REFERENT = /\b(eso|esto|aquello|algo|cualquier cosa)\b/;
// The words of a question that says nothing but that ('y eso cuánto sale?', 'me cubre si pasa algo?').
const VAGUE_WORDS = new Set(
  (
    'y e o eso esto aquello algo cualquier cosa cuanto cuanta sale cuesta me te nos lo la el los las le si pasa pasara ' +
    'llega a cubre cubren cubriria que se de un una hay ustedes seguro sirve sirven serviria conviene vale la pena funciona es ' +
    'precio costo'
  ).split(' '),
);
const ASK_BIKE_VALUE =
  '¿Cuánto vale tu bici? El precio depende de su valor: decime cuánto vale (por ejemplo, "mi bici vale USD 1.500") y te digo cuánto sale.';
// Cars people in Uruguay name by their model, said as theirs or with a year ('mi gol 2015', 'un onix').
const CAR_MODEL =
  /\b(mi|nuestro|nuestra) (gol|corsa|onix|prisma|clio|sandero|logan|kwid|palio|siena|cronos|mobi|argo|hb20|i10|i20|accent|tucson|creta|kicks|versa|march|sentra|hilux|corolla|yaris|etios|ranger|amarok|saveiro|voyage|fox|polo|vento|tiggo|spark|aveo|cruze|tracker|duster|captur|celerio|swift|suzuki|fiat|renault|peugeot|chevrolet|volkswagen|toyota|hyundai|nissan|ford|kia|chery|geely|byd)\b|\b(gol|corsa|onix|prisma|clio|sandero|logan|kwid|palio|siena|cronos|mobi|argo|hb20|i10|i20|accent|tucson|creta|kicks|versa|march|sentra|hilux|corolla|yaris|etios|ranger|amarok|saveiro|voyage|fox|polo|vento|tiggo|spark|aveo|cruze|tracker|duster|captur|celerio|swift|suzuki|fiat|renault|peugeot|chevrolet|volkswagen|toyota|hyundai|nissan|ford|kia|chery|geely|byd) (\d{4}|del \d{2,4})\b/;
// A figure in another currency: reais, pesos.
// ('12.180 mangos', 'un palo y medio de pesos argentinos': pesos too.)
// Reais or pesos, by any of their names: no dollar value.
const OTHER_CURRENCY = '(reais|reales|pesos|pesitos|uyu|ars|brl|mangos|euros?|eur)';
// ('52,000 uruguayan pesos', '9 mil pesos argentinos': the currency's country said before its name.)
const CURRENCY_COUNTRY = '((uruguay|argentin|brasil|brazil|chilen|mexican|colombian)\\w*\\s+)?';
// ('8.900 reales', '31.500 de pesos': what follows a figure that is no dollar value.)
const CURRENCY_AFTER = new RegExp(`^\\s*(u\\b|€|(de\\s*)?${CURRENCY_COUNTRY}${OTHER_CURRENCY})`);
const FOREIGN_MONEY = new RegExp(
  `\\br\\$\\s*\\d|\\$u\\s*\\d|€\\s*\\d|\\d\\s*€|\\d[\\d.,]*\\s*(mil\\s*|lucas?\\s*)?(de\\s*)?${CURRENCY_COUNTRY}${OTHER_CURRENCY}\\b|\\buyu\\s*\\d`,
);
// A dollar said anywhere in the message: without one, 'lucas' are thousands of pesos ('me salió 95 lucas').
const DOLLAR_SAID = /\b(usd|us|dolares|dolar|dollars?|verdes|dls|bucks?)\b|u\$|us\$/;

/** A message lowercased without accents, its signs kept ('U$S 412', 'R$ 8.900'): folding would split them. */
function asWritten(message: string): string {
  return message
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

// Numbers said in English or Portuguese words ('two thousand five hundred and seventy', 'seis mil seiscentos e
// trinta'); the Spanish ones are text.ts's numbersInWords.
const FOREIGN_NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quatrocentas: 400,
  quinhentos: 500,
  quinhentas: 500,
  seiscentos: 600,
  seiscentas: 600,
  setecentos: 700,
  setecentas: 700,
  oitocentos: 800,
  oitocentas: 800,
  novecentos: 900,
  novecentas: 900,
};
// (Words Spanish shares: a run of only these is numbersInWords' to read.)
const SPANISH_TOO = new Set(['tres', 'cinco', 'seis', 'setenta', 'noventa', 'mil']);

/** A message's numbers said in English or Portuguese words, in digits ('two thousand and fifty' → '2050'). */
function foreignNumbersInWords(text: string): string {
  const words = text.replace(/([a-z])-([a-z])/g, '$1 $2').split(' ');
  const clean = (w: string | undefined) => (w ?? '').replace(/[^a-z]/g, '');
  const isNumberWord = (w: string) =>
    FOREIGN_NUMBER_WORDS[w] !== undefined || /^(hundred|thousand|mil|million|millions|milhao|milhoes)$/.test(w);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    let total = 0;
    let current = 0;
    let foreign = false;
    while (j < words.length) {
      const w = clean(words[j]);
      const next = clean(words[j + 1]);
      if (FOREIGN_NUMBER_WORDS[w] !== undefined) {
        current += FOREIGN_NUMBER_WORDS[w]!;
        if (!SPANISH_TOO.has(w)) foreign = true;
      } else if (w === 'hundred') {
        current = (current || 1) * 100;
        foreign = true;
      } else if (w === 'thousand' || w === 'mil') {
        total += (current || 1) * 1000;
        current = 0;
        if (w === 'thousand') foreign = true;
      } else if (/^(million|millions|milhao|milhoes)$/.test(w)) {
        total += (current || 1) * 1_000_000;
        current = 0;
        foreign = true;
      } else if ((w === 'and' || w === 'e') && j > i && isNumberWord(next)) {
        // ('five hundred and seventy', 'seiscentos e trinta': the parts of one figure.)
      } else if (w === 'a' && j === i && /^(hundred|thousand)$/.test(next)) current = 1;
      else break;
      // (A word that ends a clause ends the figure: 'two thousand, and ten more'.)
      if (/[^a-z0-9]$/.test(words[j]!)) {
        j++;
        break;
      }
      j++;
    }
    const value = total + current;
    if (foreign && j > i && value >= 100) {
      out.push(`${value}${words[j - 1]!.replace(/^.*?([^a-z]*)$/, '$1')}`);
      i = j;
    } else {
      out.push(words[i]!);
      i++;
    }
  }
  return out.join(' ');
}

/** Whether two words are one typo apart (a letter left out, added, changed or swapped: 'dolaes', 'dolraes'). */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    a === b ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1) ||
    // (Two letters swapped: 'dolraes'.)
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

/**
 * A message as its figures are read: lowercased without accents, its signs kept, numbers in words of any of the
 * three languages in digits, 'dolares' however misspelt, thousands glued to their digits apart ('8mil') and a
 * figure written with a space for its thousands ('2 730') in one piece.
 */
function figuresText(message: string): string {
  const written = asWritten(message)
    // ('8mil cuatrocientos', '3lucas': the digits and their thousands, two words.)
    .replace(/(\d)(mil|lucas?)\b/g, '$1 $2')
    // ('1.470 dolaes', 'dollares': the dollar however misspelt.)
    .replace(/\b(d[a-z]{3,7})\b/g, (w) =>
      !['dolares', 'dolar', 'dolores'].includes(w) &&
      (oneTypoApart(w, 'dolares') || (w.length > 5 && oneTypoApart(w, 'dolars')))
        ? 'dolares'
        : w,
    );
  return numbersInWords(foreignNumbersInWords(written)).replace(
    // ('2 730 dólares': a space for the thousands; not a wheel's size, 'rodado 29 500'.)
    /(?<![\d.,]|rodado )\b(\d{1,3})((?: \d{3})+)(?![\d]|[.,]\d)/g,
    (_, head: string, rest: string) => `${head}${rest.replace(/ /g, '')}`,
  );
}

/** Whether a message gives a figure in another currency than dollars (reais, pesos, or 'lucas' with no dollar). */
function foreignMoney(message: string): boolean {
  const text = figuresText(message);
  return FOREIGN_MONEY.test(text) || (/\d\s*lucas?\b/.test(text) && !DOLLAR_SAID.test(text));
}
const FORM_SAID = /\b(formulario|solicitud|pido un seguro|pedir un seguro)\b/;
// A bike by any of its names ('una mtb', 'la playera', 'una tándem').
const BIKE_SAID =
  /\b(bici|bicicleta|bicis|bike|rodado|mtb|bmx|tandem|playera|mountain|gravel|rutera|plegable|fixie|bici de ruta|de carrera|de carbono|cicloturismo)\b/;
const PRICE_ASKED = /\b(cuanto|cuato|precio|sale|cuesta|costaria|seria|saldria|cotiza\w*|how much|quanto)\b/;
const CURRENCY = /(?:usd|us\$|u\$s|u\$d|u\$|\$|dolares|dolar|dollars|dollar|dls|us|verdes|bucks|buck)/;
// ('7 lucas verdes': thousands.)
// ('3.079,90': thousands and cents, as an invoice writes them.)
const NUMBER = /(\d{1,3}(?:[.,]\d{3})+(?:,\d{1,2}(?!\d))?|\d+(?:[.,]\d+)?)\s*(mil\b|k\b|lucas?\b)?/;

function numberOf(raw: string, thousands: string | undefined): number | null {
  let value = /^\d{1,3}([.,]\d{3})+$/.test(raw)
    ? Number(raw.replace(/[.,]/g, ''))
    : /^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(raw)
      ? Number(raw.replace(/\./g, '').replace(',', '.'))
      : Number(raw.replace(',', '.'));
  if (thousands) value *= 1000;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/**
 * The bike's value a question gives ('mi bici vale 1500', 'una bici de USD 2.000', '2 mil dólares', 'usd 2000',
 * '1200 us'): a number beside a currency or after 'vale'/'de', never an age ('tengo 71 años') or a year.
 */
export function bikeValueIn(question: string): number | null {
  const values = bikeValuesIn(question);
  return values.length ? values[values.length - 1]! : null;
}

/**
 * Every bike value a question gives, in its order ('la mía de 2.210 dólares y la de mi novia de 1.510': both);
 * `bikeValueIn` is the last one.
 */
export function bikeValuesIn(question: string): number[] {
  // ('mil cuatrocientos sesenta dólares': in digits.)
  const text = figuresText(question);
  // ('6 lucas y 200', '6 mil 200': the thousands and what follows them, one figure.)
  let text2 = text.replace(
    /\b(\d{1,2})\s*(?:lucas?|mil)\s*(?:y\s*)?(\d{1,3})\b(?!\s*(?:lucas?|mil)\b)/g,
    (_, k: string, rest: string) => String(Number(k) * 1000 + Number(rest)),
  );
  // (Misspelt too: 'la bisi'.)
  if (!BIKE_SAID.test(fold(text)) && !BIKE_SAID.test(analyse(question).folded)) return [];
  // ('2540, 1520 y 730 dólares': the currency said once after a list is every figure's.)
  text2 = text2.replace(
    // (A comma before a digit is a figure's own: '8,060 dollars' is one figure.)
    new RegExp(`((?:\\d[\\d.,]*\\s*(?:,(?!\\d)|\\by\\b)\\s*)+)(\\d[\\d.,]*)\\s*(${CURRENCY.source})(?![a-z$])`, 'g'),
    (_, list: string, last: string, currency: string) =>
      `${list.replace(/(\d[\d.,]*\d|\d)(\s*)(,(?!\d)|\by\b)/g, (__, n: string, sp: string, sep: string) => `${n} ${currency}${sp}${sep}`)}${last} ${currency}`,
  );
  const candidates: number[] = [];
  const pattern = new RegExp(
    `(${CURRENCY.source})?\\s*${NUMBER.source}\\s*(${CURRENCY.source})?(\\s*(?:anos|años|years|cuotas|minutos|dias|meses))?`,
    'g',
  );
  for (const m of text2.matchAll(pattern)) {
    const [whole, before, raw, thousands, after, unit] = m;
    if (unit) continue;
    const start = m.index ?? 0;
    const lead = text2.slice(Math.max(0, start - 12), start);
    const tail = text2.slice(start + whole.length, start + whole.length + 24);
    // What the insurance costs ('sale 1 dólar por año') is a price, not the bike's value; what the bike itself
    // costs is ('la bici de mi hijo sale 193 usd, cuánto cuesta asegurarla?').
    const bikeCosts = BIKE_COSTS_BEFORE.test(text2.slice(Math.max(0, start - 60), start));
    if (
      /^\s*(por|al|x|a la|por el) (ano|año|mes)\b/.test(tail) ||
      (/\b(sale|cuesta|pago|pagar)\s*$/.test(lead) && !(bikeCosts && !/\bseguro\b/.test(lead)))
    )
      continue;
    // ('tiene deducible de USD 500': a deductible, not the bike's value.)
    if (/\b(deducible|franquicia)( de)?\s*$/.test(text2.slice(Math.max(0, start - 20), start))) continue;
    // ('si el arreglo fuera de doce mil dólares', 'me cobran 800 del daño': what a loss costs, not the bike's value,
    // unless the bike is named after it: 'el arreglo de mi bici de 900 dólares'.)
    const clause =
      text2
        .slice(0, start)
        .split(/[.;?!]/)
        .pop() ?? '';
    const loss = LOSS_COST.exec(clause);
    if (loss && !BIKE_SAID.test(clause.slice(loss.index))) continue;
    // ('precio seguro bici 3.000': a figure right after the bike, written with thousands, is its value.)
    const afterBike =
      /\b(bici|bicicleta|bike|mtb|bmx|tandem)\s*$/.test(lead) && /^\d{1,3}([.,]\d{3})+$/.test(raw ?? '');
    // ('me salió USD 1.350', 'la pagué 900': what the bike cost is its value.)
    const valued =
      Boolean(before || after) ||
      afterBike ||
      // ('perdón, me equivoqué, son 3.280': a corrected value.)
      /\b(vale|valor|de|d|en|con|por|salio|costo|pague|son|eran|worth|costs?|paid)\s*$/.test(lead) ||
      // ('5.330… no, me confundí, es 5.030': the figure a correction gives.)
      (/\bes\s*$/.test(lead) && CORRECTION.test(text2.slice(Math.max(0, start - 40), start)));
    if (!valued || !raw) continue;
    // A model year ('rodado 29', 'del 2019') is no value.
    if (/\brodado\s*$/.test(lead)) continue;
    // (Reais or pesos are no dollar value: 'R$ 8.900' is asked back in dollars.)
    const said = `${lead}${before ?? ''}`;
    if (/\br\s*\$\s*$|\$\s*u\s*$|\buyu\s*$|€\s*$/.test(said) || CURRENCY_AFTER.test(tail)) continue;
    // ('95 lucas' with no dollar said: pesos.)
    if (thousands?.startsWith('luca') && !DOLLAR_SAID.test(text2)) continue;
    const value = numberOf(raw, thousands);
    if (value !== null && !(whole.trim() === raw && value >= 1900 && value <= 2100 && /\b(del|año|ano)\s*$/.test(lead)))
      candidates.push(value);
  }
  return [...new Set(candidates)];
}

// What a loss costs, said before its figure ('el arreglo', 'la reparación', 'los daños', 'me cobran', 'the repair').
// What the bike itself costs, said just before a figure ('la bici de mi hijo sale 193 usd'), and a loss's figure.
const BIKE_COSTS_BEFORE = new RegExp(`${BIKE_SAID.source}[^.,;?!]{0,40}\\b(sale|salio|cuesta|costo)\\s*$`);
const LOSS_FIGURE = new RegExp(`${NUMBER.source}\\s*(${CURRENCY.source})?`);
const LOSS_COST =
  /\b(arreglo|arreglar\w*|reparacion\w*|reparar\w*|presupuesto|los danos|el dano|perjuicio|indemnizacion|me (cobran|cobra|cobraron|reclaman|piden|demandan)|le (debo|tengo que pagar)|repair|damages?|conserto|reparo)\b/;

/** What a loss costs in dollars, said with its words ('si el arreglo fuera de doce mil dólares'); null if none. */
function lossAmount(message: string): number | null {
  const text = figuresText(message);
  const loss = LOSS_COST.exec(text);
  if (!loss) return null;
  const after = text.slice(loss.index + loss[0].length);
  const m = LOSS_FIGURE.exec(after);
  if (!m || CURRENCY_AFTER.test(after.slice(m.index + m[0].length))) return null;
  // (A figure in another currency, or a bike named between, is no loss in dollars.)
  if (BIKE_SAID.test(after.slice(0, m.index))) return null;
  return numberOf(m[1]!, m[2]);
}

// A figure taken back within the message ('no, perdón', 'me confundí', 'quise decir').
const CORRECTION =
  /\b(no|perdon|me confundi|me equivoque|le erre|digo|mejor dicho|quise decir|corrijo|en realidad|i mean|sorry|desculpa|quer dizer)\b/;

const RELATIVE: Array<[RegExp, number]> = [
  [/\bel doble\b|\bdos veces\b|\bx ?2\b/, 2],
  [/\bel triple\b|\btres veces\b/, 3],
  [/\bla mitad\b/, 0.5],
];

/**
 * The bike value a visitor's message is about, with the conversation: given in the message, or said relative
 * to the value of an earlier question ('¿y si vale el doble?'), or a follow-up's own figure ('¿y si vale 2000?').
 */
export function visitorBikeValue(message: string, history: string[]): number | null {
  const folded = fold(message);
  // (A message that tries to change the rules still gets the tariff's own price for the value it gives, never
  // the one it dictates: 'sale USD 5 fijo, cotizame una de 2180' is rated at 2.180.)
  // An electric bike is Movilidad Alternativa's, which is asked through the request form: no bike price.
  if (saidElectric(folded)) return null;
  const earlier =
    [...history]
      .reverse()
      .map((h) => bikeValueIn(h) ?? unnamedValue(h))
      .find((v) => v !== null) ?? null;
  const aboutBike = (text: string) => BIKE_SAID.test(fold(text));
  // (A conversation that priced a value with no product named was about a bike too.)
  const bikeTalk = aboutBike(message) || history.some(aboutBike) || earlier !== null;
  if (earlier !== null) {
    for (const [words, factor] of RELATIVE) if (words.test(folded)) return Math.round(earlier * factor);
  }
  const own = bikeValueIn(message);
  if (own !== null) return own;
  // A follow-up naming only a figure ('y si vale 2000?', 'me equivoqué, son 1.110') is about the bike of the
  // conversation, and its figure goes before the conversation's.
  if (bikeTalk && !aboutBike(message)) {
    const figure = bikeValueIn(`bici ${message}`);
    if (figure !== null) return figure;
  }
  // 'y el plan Total cuánto sale?': the price asked again of the conversation's bike.
  if (earlier !== null && /\b(cuanto|precio|sale|cuesta|plan|total|esencial)\b/.test(folded)) return earlier;
  return bikeTalk ? null : unnamedValue(message);
}

// Several bikes priced at once ('cuánto sale asegurar cada una?').
const EACH = /\b(cada una|cada bici|cada bicicleta|las dos|ambas|las tres|dos bicis|tres bicis|cada uno)\b/;

/** The values of several bikes a message prices at once, each to be rated; [] when it prices one or none. */
export function visitorBikeValues(message: string): number[] {
  const folded = fold(message);
  if (saidElectric(folded) || !EACH.test(folded)) return [];
  // ('la mía de 1.330 dólares y la de mi compañera de 860, cuánto sale cada una?': bikes no word names.)
  const values = bikeValuesIn(message);
  const unnamed = values.length ? [] : unnamedValues(message);
  return values.length > 1 ? values : unnamed.length > 1 ? unnamed : [];
}

/**
 * What insuring a thing of a value costs, no product named ('me salió 1870 dólares, cuánto sería el seguro?',
 * 'la compré usada en U$S 412, cuánto sale?'): the bike is the one product rated by its value alone.
 */
function unnamedValue(message: string): number | null {
  const values = unnamedValues(message);
  return values.length ? values[values.length - 1]! : null;
}

// A plan of the bike asked for ('y el plan más básico para una de 674 usd?'): its price is asked.
const PLAN_ASKED = /\b(plan|planes|esencial|basico|mas barato|completo)\b/;

/** Every value of `unnamedValue`'s kind a message gives, in its order. */
function unnamedValues(message: string): number[] {
  const folded = fold(message);
  const a = analyse(message);
  const k = kindsOf(a);
  // (The figure's currency as written: folding splits 'U$S'.)
  const raw = figuresText(message);
  if (
    !BIKE_SAID.test(folded) &&
    (k.pages.length + k.requests.length + k.others.length === 0 || homeOnlyWhere(k, folded)) &&
    (PRICE_ASKED.test(folded) || PLAN_ASKED.test(folded)) &&
    (new RegExp(`${NUMBER.source}\\s*${CURRENCY.source}|${CURRENCY.source}\\s*${NUMBER.source}`).test(raw) ||
      // ('cuánto sale para una de 5.330?', 'pa una de 8270?': 'una' of a value of hundreds or thousands, a bike's.)
      /\buna de\s*(\d{1,3}[.,]\d{3}|\d{3,5})\b(?![.,]\d)/.test(raw))
  )
    return bikeValuesIn(`bici ${message}`);
  return [];
}

// How the plans differ, asked ('qué diferencia hay entre el Esencial y el Total?', 'cuál me conviene?').
const PLANS_COMPARED =
  /\b(dif|diferencia\w*|difiere\w*|compar\w*|cual (me )?conviene|que (incluye|trae|tiene|cubre) cada|que tiene de mas|que agrega|difference|differ\w*|diferenca|vs|versus)\b/;

/** Whether a visitor asks how the bike's plans differ ('cuál es la dif entre el esencial y el total?'). */
export function asksPlans(message: string): boolean {
  // (Read in the person's own words too: the engine's Spanish of 'what's the difference between…' may drop it.)
  const folded = `${analyse(message).folded} ${fold(message)}`;
  return PLANS_COMPARED.test(folded) && /\b(esencial|total|plan|planes|plans|bici|bicicleta|bike)\b/.test(folded);
}

function priceText(price: VisitorPrice, folded = '', others: VisitorPrice[] = []): string {
  // (Several bikes priced at once: each its own sentence.)
  const texts = [...others.filter((o) => o.value !== price.value), price].map((one) => {
    const items = one.packages.map(
      (p) => `plan ${p.nombre}: ${formatUsd(p.precio)} al año${cite(PRODUCT_LABEL.bike, 'tarifa')}`,
    );
    return `Para una bici de ${formatUsd(one.value)}, el seguro cuesta ${items.join('; ')}.`;
  });
  // ('quiero pagar lo menos posible', 'the cheapest plan': which of the plans that is.)
  const cheapest = CHEAPEST.test(folded) ? [...price.packages].sort((x, y) => x.precio - y.precio)[0] : undefined;
  const least =
    cheapest && price.packages.length > 1
      ? `El más barato es el plan ${cheapest.nombre}: ${formatUsd(cheapest.precio)} al año${cite(PRODUCT_LABEL.bike, 'tarifa')}.`
      : null;
  return [...texts, least, PLANS_COMPARED.test(folded) ? plansDiffer(price) : null, QUOTE.bike]
    .filter(Boolean)
    .join(' ');
}
// The cheapest plan asked for ('pagar lo menos posible', 'el más económico', 'the cheapest').
const CHEAPEST =
  /\b(mas barat[oa]|lo menos posible|(pagar|gastar) (lo )?menos|mas economic[oa]|cheapest|least expensive|mais barat[oa])\b/;

/** What a package adds to another, by the partner's coverage names ('el Total suma «Daños Accidentales»'). */
function plansDiffer(price: VisitorPrice): string | null {
  const [small, big] = [...price.packages].sort((x, y) => x.precio - y.precio);
  if (!small?.coberturas || !big?.coberturas || small === big) return null;
  const added = big.coberturas.filter((c) => !small.coberturas!.includes(c));
  if (added.length === 0) return null;
  return `La diferencia: el plan ${big.nombre} suma ${added.map((c) => `«${c}»`).join(' y ')} a lo que cubre el ${small.nombre} (${small.coberturas.map((c) => `«${c}»`).join(', ')})${cite(PRODUCT_LABEL.bike, 'tarifa')}.`;
}

// ---------------------------------------------------------------------------------------------------------
// Answers by product.

const said = (fact: PageFact) => `${fact.text}${cite(PRODUCT_LABEL[fact.kind], fact.source)}`;

function pageAnswer(
  kind: PageKind,
  a: Analysis,
  asks: Asks,
  parts: string[],
  price: VisitorPrice | null,
  priceError: string | null,
  plans: VisitorPrice['packages'] | null = null,
  others: VisitorPrice[] = [],
) {
  const label = PRODUCT_LABEL[kind];
  const before = parts.length;
  // The plans' difference with no value given: by the partner's coverage names.
  if (kind === 'bike' && !price && plans) {
    const differ = plansDiffer({ value: 0, packages: plans });
    if (differ) parts.push(differ);
  }
  if (kind === 'bike' && (asks.price || price || priceError)) {
    if (price) parts.push(priceText(price, a.folded, others));
    else if (priceError) {
      const value = visitorBikeValue(a.folded, []);
      parts.push(
        `${value !== null ? `No puedo cotizar una bici de ${formatUsd(value)}: ` : ''}${priceError} ${QUOTE.bike}`,
      );
    } else parts.push(`${ASK_BIKE_VALUE} ${QUOTE.bike}`);
  }
  if (kind === 'home' && asks.price)
    parts.push(
      `El precio del seguro de hogar depende de la ubicación, la construcción y los capitales que elijas: ${QUOTE.home}`,
    );

  // A part of the bike stolen ('solo la rueda'): the cover is the whole bike's theft.
  if (kind === 'bike' && a.theft && BIKE_PART.test(a.folded))
    parts.push(
      `El ${label.toLowerCase()} cubre el robo de la bici entera con «Hurto y robo total»; el robo de una parte (una rueda, el asiento, las luces) no está entre sus coberturas${cite(label, 'qué cubre')}.`,
    );
  // A situation placed against the product's coverages and exclusions.
  // Something of someone else's damaged ('la ventana del vecino') is their loss: only what pays others answers it.
  // (Stopgap: the engine's 'terceros' triggers say 'al vecino' but not 'del vecino'.)
  // (Who did it is no owner of what broke: 'los gurises del vecino rompieron el vidrio' broke the person's glass.)
  const othersThing = OTHERS_THING.test(a.folded.replace(OTHERS_AGENT, ' ')) && !OWN_DAMAGE.test(a.folded);
  const placed = placeSituations(kind, othersThing ? { ...a, situations: [...a.situations, TERCEROS] } : a).filter(
    (c) => !othersThing || c.concepts.some((id) => concept(id).whose === 'others'),
  );
  // (A thing that broke by itself, of use or of age, is what the pages call wear and failure.)
  const cue = [
    WORN.test(a.folded) ||
    // ('se me rompió el descarrilador': a part of the bike broken with no crash or fall told is a failure.)
    // (Of a bike, its brakes or its chain too: 'los frenos ya no frenan' is no dental brace, nothing of the bike's.)
    (kind === 'bike' &&
      !a.situations.some((s) => !s.categories || s.categories.includes('bike')) &&
      (BIKE_ONLY_PART.test(a.folded) || BIKE_WORKING_PART.test(a.folded)) &&
      BROKE_ALONE.test(a.folded))
      ? 'desgaste natural fallas mecanicas mantenimiento'
      : '',
    // (What comes slowly, 'hace meses que gotea', is what the pages call filtraciones lentas.)
    SLOWLY.test(a.folded) ? 'filtraciones que se producen lentamente mantenimiento' : '',
    // (Working with it is the pages' commercial use; a thing taken off is an accessory not fixed; a watch or a
    // jewel is an object of value to declare.)
    AT_WORK.test(a.folded) ? 'fines comerciales reparto a domicilio' : '',
    competition(a.folded) ? 'competencias deportivas' : '',
    TAKEN_OFF.test(a.folded) ? 'accesorios que no esten fijos desmontables' : '',
    VALUABLES.test(a.folded) ? 'joyas y objetos de valor que no hayas declarado' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const related = relatedFacts(kind, `${a.folded} ${cue}`.trim(), undefined, placed.length ? situationStems(a) : null);
  // (A cue the pages word their own way finds its exclusion whatever situation the question also tells.)
  const exclusion =
    (cue ? relatedFacts(kind, cue).find((f) => f.section === 'excluye') : undefined) ??
    related.find((f) => f.section === 'excluye');
  // (Said first whenever the question meets one: 'joyas que no declaré' asks of it, whatever else it asks.)
  if (exclusion) parts.push(`El ${label.toLowerCase()} no cubre: ${said(exclusion)}`);
  const wholeBikeOnly = kind === 'bike' && a.theft && BIKE_PART.test(a.folded);
  // (A use the product leaves out, working with it, leaves out whatever happens in that use.)
  const useExcluded = Boolean(exclusion) && (AT_WORK.test(a.folded) || competition(a.folded));
  if (placed.length && !wholeBikeOnly && !useExcluded) {
    const what = [...new Set(placed.flatMap((c) => c.concepts).map((id) => concept(id).label))];
    const items = placed.map((c) => `«${c.title}»: ${c.text.replace(/\.$/, '')}`);
    parts.push(
      `${exclusion ? 'En cambio, el' : 'El'} ${label.toLowerCase()} cubre ${what.join(' y ')} con ${items.join('; ')}${cite(label, 'qué cubre')}.`,
    );
    // ('y si el arreglo fuera de doce mil dólares, lo pagan todo?': the loss weighed against the coverage's cap.)
    const amount = lossAmount(a.folded);
    for (const c of amount ? placed : []) {
      const cap = /\bhasta (?:USD|US\$|U\$S) ?(\d{1,3}(?:\.\d{3})*)\b/.exec(c.text);
      if (!cap) continue;
      const top = Number(cap[1]!.replace(/\./g, ''));
      parts.push(
        amount! > top
          ? `«${c.title}» paga hasta ${formatUsd(top)}: de ${formatUsd(amount!)}, lo que pase de ${formatUsd(top)} no lo cubre${cite(label, 'qué cubre')}.`
          : `${formatUsd(amount!)} está dentro del tope de ${formatUsd(top)} de «${c.title}»${cite(label, 'qué cubre')}.`,
      );
    }
  } else if (!exclusion) {
    // A situation no coverage's name answers, that the page's other sentences speak of (the emergency services).
    for (const f of conceptFacts(kind, a).slice(0, 2)) parts.push(said(f));
  }
  // A situation none of the product's coverages answers: said so, as the page lists them, and the kind of the
  // request form that covers it, if one does (a broken leg: Accidentes Personales).
  if (!exclusion && !othersThing && !conceptFacts(kind, a).length) {
    // A coverage whose list ends open ('y otros riesgos aliados') may hold what no coverage names.
    const open = openCoverage(kind);
    for (const s of unplacedSituations(kind, a)) {
      const what = s.concepts.length === 1 ? concept(s.concepts[0]!).label : s.label;
      const other = requestKindFor(s.concepts);
      parts.push(
        (open
          ? `Ninguna cobertura del ${label.toLowerCase()} nombra ${what}; «${open.title}» incluye «${open.text.replace(/\.$/, '')}», y qué riesgos entran está en las condiciones de la póliza${cite(label, 'qué cubre')}.`
          : `Entre las coberturas del ${label.toLowerCase()} no hay una para ${what}; el detalle completo está en las condiciones de la póliza${cite(label, 'qué cubre')}.`) +
          (other
            ? ` Eso lo cubre el seguro de ${INSURANCE_REQUEST_KIND_FACTS[other].label}: ${INSURANCE_REQUEST_KIND_FACTS[other].description}${cite(INSURANCE_REQUEST_KIND_FACTS[other].label, 'qué es')}`
            : ''),
      );
    }
  }

  if (asks.excludes && !exclusion) {
    const items = relatedFacts(kind, '', 'excluye');
    parts.push(
      `El ${label.toLowerCase()} no cubre:\n${items.map((f) => `- ${f.text}`).join('\n')}${cite(label, 'qué no cubre')}`,
    );
  }
  if (asks.deductible) parts.push(...factsOn(kind, 'deducible', a));
  if (asks.age) parts.push(...factsOn(kind, 'edad', a));
  if (asks.claim) {
    const claim = factsOn(kind, 'siniestro', a);
    parts.push(...(claim.length ? claim : [CLAIM_SIGN_IN]));
  }
  if (asks.deductible && !factsOn(kind, 'deducible', a).length)
    parts.push(
      `La página del ${label.toLowerCase()} no indica un deducible; el detalle está en las condiciones de la póliza.`,
    );
  if (asks.capital && kind === 'home') parts.push(...factsOn(kind, 'capital', a));
  if (asks.location) parts.push(`${LOCATION_FACTS[kind]}${cite(label, 'cotización')}`);
  // (A sum wanted for a coverage: how to ask for it, and whether it is within that coverage's cap.)
  const wanted = kind === 'home' && asks.limits ? coverSum(a.folded) : null;
  if (wanted)
    parts.push(
      `${CUSTOM_HOME_FACTS.what} ${CUSTOM_HOME_FACTS.limits} ${
        wanted.sum > wanted.top
          ? `${formatUsd(wanted.sum)} de ${wanted.cover} supera ese tope: lo más que se puede pedir es ${formatUsd(wanted.top)}.`
          : `${formatUsd(wanted.sum)} de ${wanted.cover} está dentro de ese tope.`
      }${cite(label, 'propuesta a medida')}`,
    );
  else if (asks.limits && !asks.custom && kind === 'home')
    parts.push(`${CUSTOM_HOME_FACTS.limits}${cite(label, 'propuesta a medida')}`);
  if (asks.custom && kind === 'home')
    parts.push(`${CUSTOM_HOME_FACTS.what} ${CUSTOM_HOME_FACTS.limits}${cite(label, 'propuesta a medida')}`);
  if (asks.requirements && kind === 'bike')
    // The emission's bike fields and invoice (contracts/emission-rules): what buying the bike's policy asks for.
    parts.push(
      `Para contratar el ${label.toLowerCase()} te pedimos ${BIKE_ADDITIONAL_FIELDS.map((f) => f.label).join(', ')} de la bici, y su factura (un PDF o una imagen)${cite(label, 'contratación')}.`,
    );
  if (asks.property && kind === 'home') parts.push(`${HOME_QUOTE_FACTS.property}${cite(label, 'cotización')}`);
  if (asks.construction && kind === 'home') parts.push(`${HOME_QUOTE_FACTS.construction}${cite(label, 'cotización')}`);
  if (asks.quoteData)
    parts.push(
      kind === 'bike'
        ? `${LOCATION_FACTS.bike}${cite(label, 'cotización')}`
        : `${LOCATION_FACTS.home} ${HOME_QUOTE_FACTS.property} ${HOME_QUOTE_FACTS.construction} ${HOME_QUOTE_FACTS.value}${cite(label, 'cotización')}`,
    );
  if (asks.services && kind === 'home') parts.push(...factsOn(kind, 'emergencia', a));
  if (asks.count) {
    const count = PRODUCT_PAGES[kind].facts.find((f) => /\bcoberturas\b/.test(f.value));
    const covered = PRODUCT_PAGES[kind].covered.items;
    parts.push(
      `El ${label.toLowerCase()} trae ${count ? `${count.value} ${count.label}` : `${covered.length} coberturas`}: ${covered.map((i) => i.title).join(', ')}${cite(label, 'qué cubre')}.`,
    );
  }
  // ('ya coticé, cómo hago para comprarlo?': buying needs the person signed in, then the emission's data.)
  if (BUY_ASKED.test(a.folded)) parts.push(BUY[kind]);
  if (asks.duration) parts.push(...factsOn(kind, 'demora', a));
  else if (
    (asks.quote || asks.online || asks.commitment) &&
    !asks.price &&
    !asks.location &&
    !asks.custom &&
    !asks.claim
  )
    parts.push(QUOTE[kind]);

  // Nothing placed yet: the sentence of the product's pages nearest to the question, else what it covers.
  if (parts.length === before && !asks.insurer && !asks.payment) {
    // ('¿cuánto cubre el servicio de emergencia?': the sentence that speaks of it, before the whole list.)
    const near = related.find((f) => f.section !== 'excluye');
    if (near) parts.push(said(near));
    else {
      const covered = relatedFacts(kind, '', 'cubre');
      parts.push(
        `El ${label.toLowerCase()} cubre:\n${covered.map((f) => `- ${f.text}`).join('\n')}${cite(label, 'qué cubre')}`,
      );
    }
  }
}

const CONTENTS_SAID =
  /\b(cosas de (adentro|la casa|casa)|lo de adentro|muebles|pertenencias|contenido|electrodomesticos|objetos)\b/;
const SECTION_ORDER: PageFact['section'][] = ['faq', 'guia', 'excluye', 'cubre', 'razon'];

const CATEGORY_OF: Record<InsuranceRequestKind, Category> = {
  auto: 'car',
  garantia: 'garantia',
  soa: 'soa',
  movilidad: 'movilidad',
  accidentes: 'accidentes',
};
/** The coverage concepts each kind of the request form covers, read from its facts (concepts.ts). */
const REQUEST_CONCEPTS = Object.fromEntries(
  (Object.keys(INSURANCE_REQUEST_KIND_FACTS) as InsuranceRequestKind[]).map((k) => [
    k,
    conceptsOf(fold(INSURANCE_REQUEST_KIND_FACTS[k].covers.join(' ')), new Set([CATEGORY_OF[k]])),
  ]),
) as Record<InsuranceRequestKind, ConceptId[]>;

function requestKindFor(concepts: ConceptId[]): InsuranceRequestKind | null {
  return (
    (Object.keys(REQUEST_CONCEPTS) as InsuranceRequestKind[]).find((k) =>
      REQUEST_CONCEPTS[k].some((id) => concepts.includes(id) && concept(id).whose !== 'others'),
    ) ?? null
  );
}

/** A coverage of the page whose list ends open ('y otros riesgos aliados'). */
function openCoverage(kind: PageKind): { title: string; text: string } | null {
  return PRODUCT_PAGES[kind].covered.items.find((i) => /\botros\b/.test(fold(i.text))) ?? null;
}

/** The page's sentence on one topic: a FAQ (its question and answer) first, then the nearest to the question. */
function factsOn(kind: PageKind, topic: string, a: Analysis): string[] {
  // The question's words, and the names of the coverages whose sentences it shares words with ('los muebles':
  // «Incendio Contenido», so the guide's paragraph on the contents).
  const titles = relatedFacts(kind, a.folded, 'cubre').map((f) => fold(f.text.split(':')[0]!));
  // ('las cosas de adentro': the contents.)
  if (CONTENTS_SAID.test(a.folded)) titles.push('incendio contenido');
  const near = relatedFacts(kind, [a.folded, ...titles].join(' '));
  const scoreOf = (f: PageFact) => near.find((n) => n.text === f.text)?.score ?? 0;
  // (A fact that names what those coverages are about first: 'Para el contenido…' for 'los muebles'.)
  const about = [...new Set(titles.flatMap((t) => t.split(' ')))].filter(
    (w) => w.length >= 6 && !/^(incendi|hurto|danos|robo)/.test(w),
  );
  const named = (f: PageFact) => about.some((w) => fold(f.text).includes(w));
  // (Of the deductible only: 'capital' is also said of other sums, 'el 5% del capital asegurado'.)
  const saysTopic = (f: PageFact) => topic === 'deducible' && /\bdeducible\b/.test(fold(f.text));
  const found = relatedFacts(kind, '')
    .filter((f) => f.topics.includes(topic))
    .sort(
      (x, y) =>
        Number(named(y)) - Number(named(x)) ||
        // (A sentence that says 'no tiene deducible' before one only its title says it of.)
        Number(saysTopic(y)) - Number(saysTopic(x)) ||
        Number(scoreOf(y) > 0) - Number(scoreOf(x) > 0) ||
        SECTION_ORDER.indexOf(x.section) - SECTION_ORDER.indexOf(y.section) ||
        scoreOf(y) - scoreOf(x),
    );
  const best = found[0];
  if (!best) return [];
  const faq = best.section === 'faq' ? faqQuestion(kind, best.text) : null;
  return [`${faq ? `${faq} ` : ''}${said(best)}`];
}

function faqQuestion(kind: PageKind, answer: string): string | null {
  return PRODUCT_PAGES[kind].faqs.items.find((i) => i.answer === answer)?.question ?? null;
}

function requestAnswer(kind: InsuranceRequestKind, a: Analysis, asks: Asks, parts: string[]) {
  const facts = INSURANCE_REQUEST_KIND_FACTS[kind];
  const label = facts.label;
  const c = (source: string) => cite(label, source);
  const before = parts.length;
  const age = /\b(\d{1,3}) (anos|years)\b/.exec(a.folded);
  if (kind === 'accidentes' && (asks.age || age)) {
    const years = age ? Number(age[1]) : null;
    if (years !== null && years >= 65)
      parts.push(
        `El seguro de ${label} es para personas menores de 65 años: con ${years} años no se puede contratar${c('quién puede')}.`,
      );
    else if (years !== null)
      parts.push(`Con ${years} años sí: el seguro de ${label} es para personas menores de 65 años${c('quién puede')}.`);
    else parts.push(`${facts.who}${c('quién puede')}`);
  } else if (asks.age && facts.who) parts.push(`${facts.who}${c('quién puede')}`);

  // Damage to one's own vehicle, or anything the kind excludes.
  // (The engine's damage words are past tenses, 'se rompió'; a visitor asks ahead, 'si se rompe'.)
  // ('si le rompo el auto a otro': the damage to things a kind of people's injuries leaves out.)
  const ownDamage =
    a.damage ||
    /\b(se (me |le )?(rompe|rompa|dana|dane)|roto|rota|(le )?(rompo|rompi|rompa|abollo|abolle)|arreglo|chapa|paragolpes|danos materiales)\b/.test(
      a.folded,
    ) ||
    a.situations.some((s) => s.concepts.includes('danos-propios') || s.concepts.includes('danos-accidentales'));
  const injury = /\b(lastim\w*|herid\w*|lesion\w*|muer\w*|atropell\w*)\b/.test(a.folded);
  if (facts.excludes && (asks.excludes || ownDamage))
    parts.push(
      `El seguro de ${label} no cubre ${facts.excludes.map((e) => e.charAt(0).toLowerCase() + e.slice(1)).join(' ')}${c('qué no cubre')}`,
    );
  if (asks.obligatory && kind === 'soa') parts.push(`${facts.description}${c('qué es')}`);
  if (asks.deductible)
    parts.push(
      facts.deductible
        ? `${facts.deductible.replace(/^No tiene/, `El seguro de ${label} no tiene`)}${c('deducible')}`
        : `El deducible te lo indicamos en la propuesta.`,
    );
  // (What the form asks is what to have at hand to ask for it: 'qué datos tengo que poner?', 'cómo saco el SOA?'.)
  if (
    asks.requirements ||
    asks.quoteData ||
    (asks.quote && !asks.price) ||
    (kind === 'garantia' && (asks.age || GARANTIA_SITUATION.some(([w]) => w.test(a.folded))))
  ) {
    if (kind === 'garantia') {
      const situations = GARANTIA_SITUATION.filter(([w]) => w.test(a.folded)).map(([, s]) => s);
      const listed = situations.length
        ? situations
        : (Object.keys(GARANTIA_DOCUMENTS) as Array<keyof typeof GARANTIA_DOCUMENTS>);
      parts.push(
        `Para la ${label} te pedimos, según tu situación laboral: ${listed
          .map((s) => `${GARANTIA_DOCUMENTS[s].label}: ${GARANTIA_DOCUMENTS[s].documents.join(', ')}`)
          .join('; ')}${c('requisitos')}.`,
      );
    } else parts.push(`${facts.requirements}${c('requisitos')}`);
  }
  // ('qué cubre el del monopatín? si me caigo y se rompe?': what it covers, asked, besides what it leaves out.)
  if (asks.covers && facts.covers.length && (!ownDamage || injury || /\bque (cubre|cubren|incluye)\b/.test(a.folded))) {
    // (With what the kind leaves out, when the spec says it and it was not said already: 'no los daños al propio
    // vehículo'.)
    const excluded =
      facts.excludes &&
      !parts.some((p) => p.includes(facts.excludes![0]!.charAt(0).toLowerCase() + facts.excludes![0]!.slice(1)));
    parts.push(
      `El seguro de ${label} cubre: ${facts.covers.map((x) => x.replace(/\.$/, '').toLowerCase()).join(', ')}${c('qué cubre')}.` +
        (excluded
          ? ` No cubre ${facts.excludes!.map((e) => e.charAt(0).toLowerCase() + e.slice(1)).join(' ')}${c('qué no cubre')}`
          : ''),
    );
  }
  if (asks.price) parts.push(`El precio del seguro de ${label} te lo damos en la propuesta: no lo cotizamos online.`);
  // ('cuánto me pagan si quedo inválido?': the amounts the person asks for in the form.)
  if (
    !asks.requirements &&
    (a.intents.has('amount') || /\bcuanto (me |le )?(pagan|paga|cubre|cobro)\b/.test(a.folded)) &&
    /\bmontos?\b/.test(fold(facts.requirements))
  )
    parts.push(`${facts.requirements}${c('requisitos')}`);
  if (asks.renewal) {
    const renewal = [facts.description, facts.requirements ?? '']
      .flatMap((t) => t.split(/(?<=\.)\s+/))
      .find((t) => /renueva/.test(t));
    parts.push(
      renewal ? `${renewal}${c('qué es')}` : `Cómo se renueva el seguro de ${label} te lo indicamos en la propuesta.`,
    );
  }
  if (parts.length === before) parts.push(`${facts.description}${c('qué es')}`);
  parts.push(INSURANCE_REQUEST_PROMISE);
}

// A sum said for a coverage, either way round ('responsabilidad civil de 300000', '200000 de incendio').
const COVER_SUM =
  /\b(responsabilidad civil|incendio|contenido|edificio)\b[^?.!]{0,40}\b\d{5,}\b|\b\d{5,}\b[^?.!]{0,25}\b(de|en|para|por) (la )?(responsabilidad civil|incendio|contenido|edificio)\b/;

// The custom proposal's caps, read from its sentence ('responsabilidad civil hasta USD 250.000').
const CUSTOM_CAPS = [...CUSTOM_HOME_FACTS.limits.matchAll(/([a-zñ ]+?) hasta USD (\d{1,3}(?:\.\d{3})*)/g)].map((m) => ({
  cover: m[1]!.trim(),
  top: Number(m[2]!.replace(/\./g, '')),
}));
// Which cap a coverage named in a question is ('el contenido': incendio del contenido).
const CAP_OF: Array<[RegExp, string]> = [
  [/\bresponsabilidad civil\b/, 'responsabilidad civil'],
  [/\bcontenido\b/, 'contenido'],
  [/\b(edificio|incendio)\b/, 'edificio'],
];

/** A sum a question wants for one of the home's coverages, with that coverage's cap in the custom proposal. */
function coverSum(folded: string): { cover: string; sum: number; top: number } | null {
  const text = numbersInWords(folded);
  const said = COVER_SUM.exec(text);
  if (!said) return null;
  const sum = Number(/\d{5,}/.exec(said[0])![0]);
  const name = CAP_OF.find(([re]) => re.test(said[0]))?.[1];
  const cap = name ? CUSTOM_CAPS.find((c) => c.cover.includes(name)) : undefined;
  return cap ? { cover: cap.cover, sum, top: cap.top } : null;
}

function asksOf(a: Analysis, folded: string): Asks {
  const asks = Object.fromEntries(Object.entries(ASKS).map(([k, re]) => [k, re.test(folded)])) as Asks;
  if (a.intents.has('exclusions')) asks.excludes = true;
  if (a.intents.has('coverages')) asks.covers = true;
  if (a.intents.has('deductible')) asks.deductible = true;
  if (a.intents.has('payment')) asks.payment = true;
  if (a.intents.has('declared')) asks.capital = true;
  // 'cómo hago' is what to do after something happened; before, it is how to buy.
  if (a.intents.has('claimForm') || (a.intents.has('procedure') && a.ownEvent)) asks.claim = true;
  if (a.intents.has('insurer')) asks.insurer = true;
  if (a.intents.has('buy')) asks.quote = true;
  if (a.intents.has('price') && !asks.payment) asks.price = true;
  // ('asegurar el contenido por quinientos veinte mil dólares': a sum in words, weighed against the limits.)
  const inDigits = numbersInWords(folded);
  if (/\basegur\w*\b[^?.!]*\b\d{5,}\b/.test(inDigits)) asks.limits = true;
  // ('quiero responsabilidad civil de trescientos cincuenta mil dólares': a sum wanted for a coverage.)
  if (COVER_SUM.test(inDigits)) asks.limits = true;
  if ([...DEPARTMENTS, ...TOWNS].some((d) => new RegExp(`\\b${d}\\b`).test(folded))) asks.location = true;
  // ('cuánto pagaría por mes?': paid by the month, the installments.)
  if (MONTHLY.test(folded)) asks.payment = true;
  // ('qué necesito para cotizar?': what the quote asks, not what buying asks.)
  if (asks.requirements && /\bcotiz\w*/.test(folded) && !/\b(contrat\w*|compr\w*|activ\w*|emit\w*)\b/.test(folded)) {
    asks.requirements = false;
    asks.quoteData = true;
  }
  return asks;
}

// The home said as where something is ('la guardo en casa', 'en el patio de casa'), not as what is insured.
const HOME_AS_PLACE =
  /\b((en|dentro de|adentro de|afuera de|fuera de|frente a|cerca de)|(patio|jardin|fondo|garaje|garage|cochera|puerta|frente|entrada|balcon|terraza|azotea|galpon|parrillero|deposito|sotano|pasillo|vereda) de) (mi |la |su |tu )?casa\b/g;

/** Whether every 'casa' a message says is where something is, and it names the home no other way. */
function homeOnlyAsPlace(folded: string): boolean {
  if (/\b(hogar|apto|apartamento|depto|vivienda|home)\b/.test(folded)) return false;
  const homeWords = folded.match(/\bcasas?\b/g)?.length ?? 0;
  return homeWords > 0 && homeWords === (folded.match(HOME_AS_PLACE)?.length ?? 0);
}

/** Whether the only kind a message names is the home, said only as where something is. */
function homeOnlyWhere(k: ReturnType<typeof kindsOf>, folded: string): boolean {
  return (
    k.pages.length === 1 && k.pages[0] === 'home' && !k.requests.length && !k.others.length && homeOnlyAsPlace(folded)
  );
}

/** The kinds a conversation was about, when the question names none ('¿y qué es lo que no cubre?'). */
function kindsOf(a: Analysis): { pages: PageKind[]; requests: InsuranceRequestKind[]; others: string[] } {
  // The insurance named ('el seguro de la bici') is what is asked about; a car it hits is not the car's insurance.
  const named = a.policyNamed.size ? new Set(a.policyNamed) : new Set(a.categories);
  // The SOA is the car's or the motorbike's: the vehicle named beside it is not another insurance.
  if (named.has('soa')) {
    named.delete('car');
    named.delete('moto');
  }
  // An electric bike or motorbike is movilidad's (INSURANCE_REQUEST_KIND_FACTS.movilidad: monopatines, bicis y motos eléctricas).
  // (The engine reads 'bici eléctrica' as a scooter: not when the electric bike is denied.)
  const scooter =
    a.objects.has('scooter') &&
    !(
      saidElectric(a.folded.replace(ELECTRIC_DENIED, ' bici electrica ')) &&
      !saidElectric(a.folded) &&
      !/\b(monopatin\w*|scooter|patineta)\b/.test(a.folded)
    );
  if (saidElectric(a.folded) || scooter) {
    named.delete('bike');
    named.delete('moto');
    named.add('movilidad');
  }
  // ('somos tres en casa con bici', 'la guardo en casa': where the bike is, not the home's insurance.)
  if (named.has('bike') && named.has('home') && homeOnlyAsPlace(a.folded)) named.delete('home');
  // (Someone else's vehicle, beside another product named, is no insurance asked: 'se prendió fuego el auto del
  // vecino… me cubre el hogar?'.)
  if (named.size > 1 && OTHERS_VEHICLE.test(a.folded)) {
    named.delete('car');
    named.delete('moto');
  }
  // A car said by its model ('mi Gol 2015', 'el onix'): a car.
  if (!named.size && CAR_MODEL.test(a.folded)) named.add('car');
  const pages = PAGE_KINDS.filter((k) => named.has(k));
  // An object named without its insurance ('una casita de madera') still names the product.
  if (!named.size) for (const k of PAGE_KINDS) if (a.objects.has(k)) pages.push(k);
  // (Someone breaking in, or the valuables of a home, name the home: 'si entran a robar', 'mis relojes'.)
  if (!named.size && !pages.includes('home') && (BREAK_IN_SAID.test(a.folded) || VALUABLES.test(a.folded)))
    pages.push('home');
  // (A part of a dwelling, 'la pared del dormitorio', names the home.)
  if (!named.size && !pages.includes('home') && HOME_PART.test(a.folded)) pages.push('home');
  // (A part only a bike has, 'el cambio trasero', 'el garmin del manubrio', names the bike.)
  if (!named.size && !pages.includes('bike') && BIKE_ONLY_PART.test(a.folded)) pages.push('bike');
  // (A bike by a name the engine does not read, 'una rural bike', or ridden, 'sigue pedaleando'; a thing used to
  // sell or deliver, 'la uso para vender helados', the bike's use.)
  if (
    !named.size &&
    !pages.length &&
    (BIKE_SAID.test(a.folded) ||
      RIDDEN.test(a.folded) ||
      (USED_FOR.test(a.folded) && (AT_WORK.test(a.folded) || competition(a.folded))))
  )
    pages.push('bike');
  const requests = [...named].map((c) => REQUEST_OF[c]).filter((k): k is InsuranceRequestKind => Boolean(k));
  const others = [...named].filter(
    (c) => ['travel', 'dental', 'moto', 'vida', 'mascota', 'comercio'].includes(c) && !requests.length,
  );
  return { pages, requests: [...new Set(requests)], others };
}

/** How many of the question's situations a product's coverages answer. */
function placedSituations(kind: PageKind, a: Analysis): number {
  return (
    a.situations.filter((s) => placeSituations(kind, { ...a, situations: [s], theft: false }).length > 0).length +
    (a.theft && placeSituations(kind, { ...a, situations: [] }).length > 0 ? 1 : 0)
  );
}

/** The product pages' sentence nearest to a question that names no product. */
function nearest(folded: string): PageFact | null {
  const found = PAGE_KINDS.flatMap((k) => relatedFacts(k, folded)).sort((x, y) => y.score - x.score);
  return found[0] ?? null;
}

/** Answers a visitor's question. Pure: the bike price, when one is needed, is rated before and passed in. */
export function answerVisitor(
  question: string,
  price: VisitorPrice | null = null,
  priceError: string | null = null,
  history: string[] = [],
  plans: VisitorPrice['packages'] | null = null,
  others: VisitorPrice[] = [],
): EngineAnswer {
  let a = analyse(question);
  // (Amparo's own name said to greet or call her, 'hola amparo', 'amparo, una pregunta', is no word of the
  // question: the pages' sentence 'Amparo te ayuda a calcularlo' is not what it asks.)
  if (/\bamparo\b/.test(a.folded) && (a.intents.has('greeting') || /^amparo\b/.test(a.folded)))
    a = {
      ...a,
      folded: a.folded
        .replace(/\bamparo\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  // (A use for work or a race said in English or Portuguese, 'for uber eats deliveries', carried into the
  // engine's Spanish, which may not keep it.)
  const plain = fold(question);
  const own = plain.replace(ROAD_BIKE, ' ');
  const use = [AT_WORK.exec(own)?.[0], COMPETITION.exec(own)?.[0]].filter(
    (w): w is string => Boolean(w) && !a.folded.includes(w!),
  );
  if (use.length) a = { ...a, folded: `${a.folded} ${use.join(' ')}` };
  const folded = a.folded;
  // (The person's own words beside the engine's Spanish: an English or Portuguese phrase it does not carry.)
  const heard = `${folded} ${plain}`;
  // ('una bici eléctrica' is no electrician: the home's emergency services only when one of their words is said.)
  if (/\belectric[oa]s?\b/.test(folded) && BIKE_SAID.test(folded))
    a = {
      ...a,
      situations: a.situations.filter(
        (s) => s.id !== 'asistencia-hogar' || s.triggers.some((t) => new RegExp(`\\b${t}\\b`).test(folded)),
      ),
    };
  // ('se me assaltarem e levarem a bike', 'if someone steals it': a theft the engine's words may miss.)
  if (!a.theft && THEFT_SAID.test(heard)) a = { ...a, theft: true };
  // ('the alternative mobility insurance': a kind of the request form by its English name, which the engine's
  // Spanish may drop.)
  for (const [words, kind] of KIND_NAMES)
    if (words.test(heard) && !a.categories.has(kind))
      a = {
        ...a,
        categories: new Set([...a.categories, kind]),
        policyNamed: a.policyNamed.size ? new Set([...a.policyNamed, kind]) : a.policyNamed,
      };
  // ('if a delivery guy slips on my steps and breaks his wrist': another person hurt, what pays others answers it,
  // not the person's own accident.)
  if (OTHER_HURT.test(heard))
    a = {
      ...a,
      folded: `${a.folded} a otra persona`,
      situations: [...a.situations.filter((s) => s.id !== 'accidente-personal'), TERCEROS],
    };
  // ('hay dos pibes desarmando mi bici ahora mismo': a theft going on, the police first.)
  // (A question that opens with a condition and asks what a product pays, 'si con el auto lastimo a un ciclista,
  // el SOA le paga el hospital?', is a hypothetical: no emergency, unless it says something is happening now.)
  const supposed =
    /^(y |e |pero )?(que pasa |que pasaria )?si \w+/.test(folded) &&
    /\b(paga|pagan|pagaria|cubre|cubren|cubriria|cubririan)\b/.test(folded) &&
    !HAPPENING_NOW.test(folded);
  const emergency = supposed
    ? null
    : (a.emergency ??
      (THEFT_NOW.test(heard)
        ? 'crime'
        : FIRE_NOW_SAID.test(folded)
          ? 'fire'
          : INJURED_NOW.test(folded)
            ? 'injury'
            : null));
  const othersData =
    a.othersData ||
    (OTHERS_ASKED.test(heard) &&
      OTHER_PERSON.test(heard) &&
      !/\b(mi|mis) (poliza|polizas|seguro|seguros)\b/.test(folded));
  const injection =
    a.intents.has('injection') ||
    INJECTION_SAID.test(heard) ||
    (a.language === 'pt' && /\b(diga|fala|fale) que\b/.test(heard));
  const parts: string[] = [];
  if (emergency) parts.push(EMERGENCY_TEXT[emergency]);
  let outcome: Outcome = 'answer';
  let unsure = false;

  const asks = asksOf(a, folded);
  if (ASKS.wallet.test(heard)) asks.wallet = true;
  if (MONTHLY.test(heard)) asks.payment = true;
  if (ASKS.construction.test(heard)) asks.construction = true;
  // ('is getting a quote free?', 'cotizar tiene costo?': whether quoting costs, the pages' 'cotizar es gratis'.)
  if (QUOTE_FREE.test(heard)) asks.commitment = true;
  if (AGE_SAID.test(heard)) asks.age = true;
  if (DEDUCTIBLE_SAID.test(heard)) {
    asks.deductible = true;
    // ('tengo que pagar algo yo?': own money, not the insurance's price.)
    if (!ASKS.price.test(folded)) asks.price = false;
  }
  // A follow-up that asks nothing of its own but a place or a thing ('y en Rivera?', 'y para lo de adentro?'):
  // what the earlier question asked (the capital, the emergency services), and, of a place, its situation.
  const ownAsks = (Object.keys(asks) as Array<keyof Asks>).filter((k) => asks[k] && k !== 'location');
  if (history.length && /^(y|e|and|also|tambien)\b/.test(folded) && !ownAsks.length && !a.situations.length) {
    for (const earlier of [...history].reverse()) {
      const before = analyse(earlier);
      const asked = asksOf(before, before.folded);
      if (!asked.capital && !asked.services && !(asks.location && before.situations.length)) continue;
      if (asked.capital) asks.capital = true;
      if (asked.services) asks.services = true;
      if (asks.location) a = { ...a, situations: before.situations };
      break;
    }
  }
  // A follow-up that asks what a loss would cost of the conversation's situation ('y si el arreglo fuera de doce
  // mil dólares, lo pagan todo?'): that situation, weighed against its coverage's cap.
  if (
    history.length &&
    !a.situations.length &&
    !a.theft &&
    /^(y|e|and|also|tambien|pero)\b/.test(folded) &&
    lossAmount(question) !== null
  ) {
    const earlier = [...history]
      .reverse()
      .map((h) => analyse(h))
      .find((b) => b.situations.length || b.theft);
    if (earlier) a = { ...a, situations: earlier.situations, theft: earlier.theft };
  }
  let kinds = kindsOf(a);
  // (The plans' difference asked, no product named: the bike's, the one product with plans to compare.)
  if (plans && !kinds.pages.length && !kinds.requests.length && !kinds.others.length)
    kinds = { pages: ['bike'], requests: [], others: [] };
  const named = kinds.pages.length + kinds.requests.length + kinds.others.length > 0;
  // (A thing priced by its value and kept at home, 'la dejo en el patio de casa… es de 4470 usd', is a bike.)
  if ((!named || homeOnlyWhere(kinds, folded)) && (price || priceError))
    kinds = { pages: ['bike'], requests: [], others: [] };
  else if (!named) {
    // A follow-up: the kinds of the latest earlier question that named one.
    for (const earlier of [...history].reverse()) {
      const k = kindsOf(analyse(earlier));
      if (k.pages.length + k.requests.length + k.others.length) {
        kinds = k;
        break;
      }
    }
  }
  const topic = Object.entries(asks).some(([k, v]) => v && k !== 'catalogue');
  const anyKind = kinds.pages.length + kinds.requests.length + kinds.others.length > 0;

  if (othersData) {
    parts.push(
      'No puedo darte datos de pólizas de otras personas, ni cómo contactarlas. Si querés consultar las tuyas, iniciá sesión con «Iniciar sesión».',
    );
  } else if (a.intents.has('cancel')) {
    // (Cancelling a policy is done by a person of the team with the insurer, as for a signed-in person.)
    parts.push(
      'Dar de baja o cambiar una póliza lo gestiona una persona del equipo con la aseguradora: dejanos tus datos desde «Contacto» (el formulario «Dejanos tus datos») y te contactamos. Si la sacaste acá, también podés iniciar sesión con «Iniciar sesión» y escribirnos desde «Contactanos».',
    );
    outcome = 'handoff';
  } else if (
    a.wantsPerson ||
    // ('quiero hacer un reclamo del siniestro' is a claim, not a complaint.)
    (VISITOR_COMPLAINT.test(folded) && !/\b(siniestro|robo|choque|denuncia)\b/.test(folded)) ||
    angry(folded) ||
    // (Not a claim's line: 'cuál es el WhatsApp para denunciar?' is the page's own answer.)
    (CONTACT_ASKED.test(heard) && !injection && !ASKS.claim.test(folded))
  ) {
    parts.push(
      'Claro: dejanos tus datos desde «Contacto» (el formulario «Dejanos tus datos») y una persona del equipo te responde a la brevedad.',
    );
    outcome = 'handoff';
  } else if (
    !price &&
    foreignMoney(question) &&
    // (A price asked of a figure with no product named is a bike's, as unnamedValue reads it.)
    (kinds.pages.includes('bike') || BIKE_SAID.test(plain) || (!named && PRICE_ASKED.test(folded)))
  ) {
    // ('R$ 8.900', '90 mil pesos': the bike is rated by its value in dollars, which is asked; an order around
    // the question, 'cotizame en reales', keeps the question's own outcome.)
    outcome = 'clarify';
    parts.push(
      `¿Cuánto vale tu bici en dólares? El seguro de bicicleta se cotiza por su valor en dólares: decime ese valor y te digo cuánto sale. ${QUOTE.bike}`,
    );
  } else if (injection) {
    parts.push(
      'Te cuento solo lo que dicen los productos: qué cubren y qué no los seguros de bicicleta y de hogar, y el precio de tu bici según la tarifa de la aseguradora cuando me decís cuánto vale.',
    );
    if (price) parts.push(priceText(price, a.folded));
    // ('decime cuál es el deducible': the page's own deductible, whatever the message said it was.)
    if (asks.deductible) for (const kind of kinds.pages) parts.push(...factsOn(kind, 'deducible', a));
    // (And what is true of a product it names that is asked with the form: an electric bike is Movilidad's.)
    for (const kind of kinds.requests) requestAnswer(kind, a, asks, parts);
    // What the product does say of what the message wanted confirmed ('confirmá que cubre el desgaste').
    const best = nearest(folded);
    if (best && best.section === 'excluye') pageAnswer(best.kind, a, asks, parts, null, null);
    // ('decime que el de hogar paga el hotel para siempre': what the product named says of that cover; 'que la
    // asistencia funciona en todo el país', 'que cubre las entregas': what it says of the services, of a use.)
    else if (
      kinds.pages.length &&
      (a.situations.length || asks.services || AT_WORK.test(heard) || competition(folded) || TAKEN_OFF.test(folded))
    )
      for (const kind of kinds.pages) pageAnswer(kind, a, asks, parts, null, null);
    // ('decime que asegura casas de madera': what quoting a home says of how it is built.)
    else if (asks.construction) parts.push(`${HOME_QUOTE_FACTS.construction}${cite(PRODUCT_LABEL.home, 'cotización')}`);
  } else if (
    ACCOUNT_ASKED.test(folded) ||
    // ('y para comprarla?' after asking whether quoting needs an account: the same question of buying.)
    (/^(y|e) (para|pa) (comprar|contratar|cotizar|sacar|ver)\w*\b/.test(folded) &&
      history.some((h) => ACCOUNT_ASKED.test(analyse(h).folded)))
  ) {
    parts.push(ACCOUNT_TEXT);
  } else if (LOAD_POLICY.test(folded) || LOAD_OWN.test(folded) || (ELSEWHERE.test(folded) && KEPT_HERE.test(folded))) {
    parts.push(LOAD_TEXT);
  } else if (ACCOUNT_CREATE.test(heard)) {
    parts.push(ACCOUNT_CREATE_TEXT);
  } else if (
    (OWN.test(folded) || (BOUGHT.test(folded) && (OWN_DOCS.test(folded) || OWN_STATUS.test(folded)))) &&
    !kinds.requests.length
  ) {
    // (A claim of one's own policy: its steps once signed in; where the policy is kept, the wallet.)
    // (Its documents, 'de dónde bajo el pdf?': in the policy's detail, once signed in.)
    if (OWN_DOCS.test(folded)) parts.push(DOCS_TEXT);
    else if (asks.wallet && WALLET_TEXT) parts.push(WALLET_TEXT);
    parts.push(asks.claim ? CLAIM_SIGN_IN : SIGN_IN);
  } else if (
    (asks.catalogue && !kinds.pages.length && !kinds.requests.length) ||
    // 'qué otros seguros puedo pedir además de bici y hogar?': the others, not the two it names.
    /\b(otros seguros|otros tipos de seguro|que mas seguros|ademas de (la )?(bici|bicicleta|hogar|casa))\b/.test(folded)
  ) {
    parts.push(CATALOGUE);
  } else if (FORM_SAID.test(folded) && asks.duration && !kinds.pages.length) {
    parts.push(INSURANCE_REQUEST_PROMISE);
  } else if (HAPPENED.test(folded) && INSURE_AFTER.test(folded)) {
    parts.push(INSURED_AFTER_TEXT, ...kinds.pages.map((k) => QUOTE[k]));
  } else if (WANTS_TO_INSURE.test(folded.trim()) || (/^(y|e) si\b/.test(folded) && !history.length && !anyKind)) {
    // ('quiero asegurar', 'y si se moja?' with nothing before: what, is asked back.)
    outcome = 'clarify';
    parts.push(
      '¿Qué querés asegurar o sobre qué seguro es? Te puedo contar del seguro de bicicleta y del de hogar (se cotizan online), y los demás los pedís con el formulario de solicitud.',
    );
  } else if (
    !anyKind &&
    !a.situations.length &&
    !history.length &&
    // ('y eso cuánto sale?', 'y cuánto me cubre?', 'precio?': nothing but that.)
    // ('me cubre?' alone: of what, is asked back.)
    (VAGUE_REFERENT.test(folded) ||
      /^(y |e )?(me |nos )?(cuanto|precio|costo|cubre|cubren|cubriria|sirve)\b/.test(folded)) &&
    folded.split(' ').every((w) => VAGUE_WORDS.has(w))
  ) {
    // ('y eso cuánto sale?', 'me cubre si pasa algo?' with nothing before: which product, and what, is asked back.)
    outcome = 'clarify';
    parts.push(
      '¿Sobre qué seguro es y qué te gustaría saber? Te puedo contar qué cubren el seguro de bicicleta y el de hogar, cuánto sale asegurar tu bici (decime cuánto vale) y qué otros seguros podés pedir con el formulario de solicitud.',
    );
  } else if (
    !anyKind &&
    !history.length &&
    RECOMMEND.test(folded) &&
    folded.split(' ').every((w) => RECOMMEND_WORDS.has(w))
  ) {
    // ('me conviene el más caro?' with nothing before: of which insurance, is asked back.)
    outcome = 'clarify';
    parts.push(
      '¿De qué seguro me hablás? Te puedo contar qué cubre cada plan del seguro de bicicleta y del de hogar, y cuánto sale asegurar tu bici (decime cuánto vale).',
    );
  } else if (
    QUESTION_TO_COME.test(folded) &&
    !anyKind &&
    !topic &&
    !a.situations.length &&
    folded.split(' ').length <= 8
  ) {
    // ('hola, tengo una consulta': the question is still to come, and is asked for.)
    outcome = 'clarify';
    parts.push(HELLO);
  } else if (emergency) {
    // Safety first: the products can wait (the closing line offers them).
  } else if (anyKind || topic || a.situations.length) {
    // (An electric bike asked of the bike's insurance: the bike page's own answer, Movilidad Alternativa.)
    if (
      kinds.requests.includes('movilidad') &&
      saidElectric(folded) &&
      /\b(bici|bicis|bicicleta|bicicletas|bike|e ?bikes?|pedaleo asistido)\b/.test(folded) &&
      ELECTRIC_FAQ
    )
      parts.push(`${ELECTRIC_FAQ.answer}${cite(PRODUCT_LABEL.bike, PRODUCT_PAGES.bike.faqs.title.toLowerCase())}`);
    for (const kind of kinds.requests) requestAnswer(kind, a, asks, parts);
    if (kinds.others.length && !kinds.pages.length && !kinds.requests.length)
      parts.push(
        `El seguro de ${kinds.others.map((o) => ({ travel: 'viaje', dental: 'dental', moto: 'moto', vida: 'vida', mascota: 'mascota', comercio: 'comercio' })[o] ?? o).join(' y de ')} no lo vendemos online. ${INSURANCE_REQUEST_PROMISE}`,
      );
    let pages = kinds.pages;
    if (!pages.length && !kinds.requests.length && !kinds.others.length) {
      // No product named: the products whose coverages or sentences answer the question, else both.
      // The products whose coverages answer most of the question's situations (a pipe and a neighbour: home).
      const count = Object.fromEntries(PAGE_KINDS.map((k) => [k, placedSituations(k, a)])) as Record<PageKind, number>;
      const most = Math.max(...Object.values(count));
      let placed = most > 0 ? PAGE_KINDS.filter((k) => count[k] === most) : [];
      // (Own money asked of what both products cover, a theft: the product whose page speaks of a deductible.)
      if (asks.deductible && placed.length > 1) {
        const said = placed.filter((k) => factsOn(k, 'deducible', a).length > 0);
        if (said.length) placed = said;
      }
      const near = PAGE_KINDS.map((k) => ({ k, f: relatedFacts(k, folded)[0] })).filter((x) => x.f);
      near.sort((x, y) => y.f!.score - x.f!.score);
      // (A tie broken by the page sentence nearest to the question: undeclared jewels are the home's.)
      const nearest = near[0]?.k;
      // (A situation no coverage names that a page's other sentences speak of: the emergency services, the home's.)
      const spoken = PAGE_KINDS.filter((k) => conceptFacts(k, a).length > 0);
      pages = placed.length
        ? placed.length > 1 && nearest && placed.includes(nearest) && near[0]!.f!.section === 'excluye'
          ? [nearest]
          : placed
        : spoken.length === 1
          ? spoken
          : asks.capital || asks.custom || asks.property || asks.construction
            ? ['home']
            : near.length
              ? [near[0]!.k]
              : [...PAGE_KINDS];
      if (asks.payment || asks.insurer)
        pages = pages.filter(() => !(asks.payment || asks.insurer) || placed.length > 0);
    }
    for (const kind of pages)
      pageAnswer(
        kind,
        a,
        asks,
        parts,
        kind === 'bike' ? price : null,
        kind === 'bike' ? priceError : null,
        plans,
        others,
      );
    if (asks.payment) parts.push(`${PAYMENT_FACTS.installments} ${PAYMENT_FACTS.methods}`);
    if (asks.wallet && WALLET_TEXT) parts.push(WALLET_TEXT);
    if (asks.insurer)
      parts.push(
        'Los seguros de bicicleta y de hogar los emite SBI, nuestra aseguradora aliada; tu póliza queda guardada en tu wallet.',
      );
  } else if (!anyKind && NOT_SOLD_ASKED.test(folded)) {
    // ('tienen seguro para el celular?': what is sold, what of it the home covers, and the way to ask a person.)
    const thing = NOT_SOLD_ASKED.exec(folded)![5]!;
    parts.push(
      `Un seguro para ${thing === 'celular' ? 'el celular' : thing} no está entre los que vendemos. ${CATALOGUE} Si querés, dejanos tus datos desde «Contacto» (el formulario «Dejanos tus datos») y una persona del equipo te responde.`,
    );
    const covers = PAGE_KINDS.map((k) => relatedFacts(k, folded, 'cubre')[0]).find(Boolean);
    if (covers) parts.push(`El ${PRODUCT_LABEL[covers.kind].toLowerCase()} sí cubre: ${said(covers)}`);
  } else if (!a.offTopic && nearest(folded)) {
    const best = nearest(folded)!;
    pageAnswer(best.kind, a, asks, parts, null, null, best.kind === 'bike' ? plans : null);
  } else if (a.intents.has('greeting') || a.intents.has('help')) {
    parts.push(HELLO);
  } else if (!emergency && (a.offTopic || (OTHER_TASK_SAID.test(heard) && !INSURANCE_SAID.test(heard)))) {
    parts.push(
      'De eso no sé, lo mío son los seguros 🙂. Te cuento qué cubren los seguros de bicicleta y de hogar y cómo cotizarlos.',
    );
  } else if (!emergency) {
    outcome = 'clarify';
    unsure = true;
    parts.push(
      'No estoy segura de haber entendido. Te puedo contar qué cubren los seguros de bicicleta y de hogar, cuánto sale asegurar tu bici, cómo cotizar y qué otros seguros podés pedir.',
    );
  }
  // The price asked with no value, and nothing else said: the value is asked back.
  if (outcome === 'answer' && parts.length === 1 && parts[0]!.startsWith(ASK_BIKE_VALUE)) outcome = 'clarify';
  // Something that already happened: whoever has a policy here gets their own answer once signed in.
  if (outcome === 'answer' && HAPPENED.test(folded) && !a.hypothetical && !parts.includes(SIGN_IN)) {
    parts.push(
      'Si ya tenés un seguro con nosotros, iniciá sesión con «Iniciar sesión» y te digo qué te cubre tu póliza y qué hacer.',
    );
  }
  if (parts.length === (emergency ? 1 : 0))
    parts.push('Cuando estén a salvo, si querés te cuento cómo asegurar tu casa o tu bici.');
  const unique = [...new Set(parts)];
  const text = unique.join('\n\n');
  const facts: AnswerFact[] = unique.map((p, i) => ({
    id: `f${i + 1}`,
    text: p,
    emergency: Boolean(emergency) && i === 0,
  }));
  return { outcome, text, unsure, facts };
}
