import { isSpanishWord } from './lexicon';
import { fold, MONTHS, NUMBER_WORDS, tokens } from './text';

/*
 * The conditions a policy's cover text sets, read as data: what it leaves out ('No cubre multas ni sanciones',
 * '…pero no los daños causados por los tratamientos (tinturas, alisados)', 'excepto Uruguay') and what it
 * requires ('El hurto solo con violencia o rotura de cerraduras'). Each is a list of items; an item is the
 * words that must all be said for a question to fall into it, some of them alternatives ('por choque o vuelco').
 * A question falls into an item when it says those words, or one of the ways people say them that both sides
 * are brought to first ('me olvidé', 'sin romper nada' → the theft without force a text leaves out; 'unas copas
 * de más' → alcohol; 'asma desde chica' → preexisting). What it falls into is quoted, never paraphrased.
 */

export interface CoverCondition {
  /** The sentence of the cover text, as written, that says it. */
  piece: string;
  /** The whole sentence it is part of (to its full stop): what cover it speaks of ('El vendaval cubre…; no cubre'). */
  context?: string;
  /** Each item: slots of alternative words, every slot said (all but one of three or more). */
  items: string[][][];
  /** Per item, what it is without ('viento sin granizo': granizo): the question must deny it to fall in. */
  unless?: string[][];
  /** What it covers only with: a question that denies one of these words, or says its opposite, falls out. */
  required?: string[];
  /** It leaves out the person's own loss ('los daños al propio tráiler'): never what others claim of them. */
  ownLoss?: boolean;
  /** Of a condition a question falls into by an item: that item's words. */
  matched?: string[];
  /** What it covers only after it lasted so long, in hours ('solo si el corte duró más de seis horas'). */
  minHours?: number;
  /** What it covers only while younger than so many days ('solo si el nylon tenía menos de tres años'). */
  maxDays?: number;
  /** The department it covers only inside ('solo dentro del departamento de Canelones'), folded. */
  department?: string;
  /** Where it covers only if kept ('solo si estaban en la caja fuerte'): the place's words. */
  place?: string[];
  /** What it covers only outside a window of hours (from, to): a question inside it is not about it. */
  outsideHours?: [number, number];
  /** What it says it is not ('…, no dentro de los montes'): a question that says it falls out. */
  against?: string[];
  /** Who must do it ('solo si lo manejaba un operador'): someone else said doing it falls out. */
  agent?: string;
  /** The department its excursions keep to ('las excursiones fuera del departamento de Colonia'), folded. */
  outsideOf?: string;
  /**
   * Of a condition a question falls into: it says it in full, every word of an item of two or more, or denies
   * what it requires in so many words (whatever else the question is read as being about).
   */
  full?: boolean;
}

/**
 * How people say what cover texts leave out, brought to the text's own words. Applied to the question and to
 * the cover text alike, so that both meet on the same tokens.
 */
const SAID_AS: Array<[RegExp, string]> = [
  // Children, however they are called ('un nene', 'los gurises'), are the texts' 'niños'; 'adentro' is 'dentro'.
  [
    /\b(nene|nena|nenes|nenas|guri|guris|gurises|gurisa|gurisas|chiquilin|chiquilina|chiquilines|chiquilinas|nino|nina|ninos|ninas|pibe|piba|pibes|pibas|criaturas?)\b/g,
    ' ninos ',
  ],
  [/\badentro\b/g, ' dentro '],
  // Wood-eating insects, however they are called ('la carcoma', 'los bichos que se comen la madera').
  [
    /\b(termitas?|comejen(es)?|carcomas?|polillas?|xilofag\w*)\b|\b(bichos?|bichitos?|insectos?|gusanos?|hormigas?)\b(?=(\s+\w+){0,4}\s+(se )?(com\w+|carcom\w+|agujere\w+|roe\w*)\s+((la|las|los|el|toda|todo) )?(madera|maderas|vigas?|tirantes?|muebles?|marcos?|aberturas?|alero|techo|piso|parquet|placard))/g,
    ' termitas ',
  ],
  // Trees, by their kind; where they grow for wood; felling them (the texts' 'árboles', 'monte', 'cortar').
  [/\b(eucaliptos?|pinos?|alamos?|sauces?|robles?|cipres(es)?|ombues?|acacias?|paraisos?|coniferas?)\b/g, ' arboles '],
  [/\b(plantacion|plantaciones|bosques?|forestacion|forestaciones|arboledas?|rodal(es)?)\b/g, ' monte '],
  [/\b(tal(a|an|ar|amos|ando|aron|ado|ados)|volte(ar|ando|amos|aron|o|e)|ape(ar|ando))\b/g, ' cortando '],
  // Whoever works for the person ('uno de mis motosierristas', 'los peones'), and a text's staff ('las lesiones
  // del personal'): the texts' 'empleados'.
  [
    /\b(motosierristas?|peon(es)?|jornaler[oa]s?|zafral(es)?|trabajador(es|as?)?|obrer[oa]s?|cuadrillas?|changador(es)?)\b/g,
    ' empleados ',
  ],
  [/\b(del|al|el|su|sus|nuestro|mi|de) personal\b/g, ' $1 empleados '],
  // Clothes, by their names: the texts' 'ropa'.
  [
    /\b(camperas?|buzos?|abrigos?|chaquetas?|tapados?|sacos?|remeras?|camisas?|camisetas?|pantalon(es)?|polleras?|vestidos?|shorts?|bermudas?|medias?|gorros?|gorras?|bufandas?|guantes?|zapatos?|championes?|botas?|calzados?|uniformes?|tunicas?|impermeables?|ropita|prendas?)\b/g,
    ' ropa ',
  ],
  // Lice, and how they spread ('un brote de piojos', 'se pegaron los piojos'): the texts' 'contagios'.
  [/\b(liendres?|piojos?|piojitos?)\b/g, ' piojos '],
  [/\b(brotes?|epidemias?|se (contagi\w+|pegaron|pego|pasaron)|contagi\w+)\b/g, ' contagios '],
  // Building work ('tiramos una pared', 'una reforma'): the texts' 'obras'; done without asking the owner, without
  // their leave.
  [/\b(reformas?|remodel\w*|refacci\w*|obras?|ampliacion(es)?)\b/g, ' obras '],
  [
    /\b(tir\w*|derrib\w*|demol\w*|levant\w*|constru\w*|agrand\w*|ampli\w*) (una|un|la|el|dos|las|los|otra|otro) (pared(es)?|muros?|tabiques?|entrepisos?|habitacion|pieza|sala|cocina|bano|piso)\b/g,
    ' $& obras ',
  ],
  [
    /\bsin (avisar|avisarle|avisarles|consultar|consultarle|consultarles|preguntar|preguntarle|preguntarles|pedir permiso|pedirle permiso|autorizacion|el ok|permiso)( (al|a la|a los) (dueno|duena|duenos|propietari\w*|inmobiliaria|arrendador\w*|casero|casera))?\b/g,
    ' sin permiso propietario ',
  ],
  [/\b(dueno|duena|duenos|arrendador\w*)\b/g, ' propietario '],
  // Fuel, by its names: the texts' 'combustible'.
  [/\b(nafta|gasoil|gasoleo|diesel|kerosen\w*|queroseno|combustibles?|supergas)\b/g, ' combustible '],
  // A spark arrester, however it is called ('la rejilla del escape', 'el parachispas').
  [
    /\b((arresta|para|apaga|mata)chispas?|(rejill\w*|malla|mallita|tela|telita) (del|de la) (escape|cano de escape|silenciador|mofle))\b/g,
    ' matachispas ',
  ],
  // Tools, by their names: the texts' 'herramientas'.
  [
    /\b(desmalezadoras?|bordeadoras?|motoguadanas?|taladros?|amoladoras?|moladoras?|serruchos?|martillos?|hachas?|machetes?|sierras? (electricas?|circulares?|de mano)|soldadoras?|hidrolavadoras?|compresor(es)?|herramientas?)\b/g,
    ' herramientas ',
  ],
  // Kept at home ('la motosierra que tenía en el galpón', 'las dejé en el garaje'): the texts' 'guardadas en la casa'.
  [
    /\b(deje|dejo|dejamos|dejaron|tenia|tenian|teniamos|tengo|tenemos|guarde|guardo|guardamos|guardaba|guardabamos)\b(?=(\s+\w+){0,2}\s+en (el|la|mi|nuestro|nuestra) (galpon|casa|garaje|garage|cochera|deposito|baulera|altillo|sotano|quincho|fondo)\b)/g,
    ' $& guardadas ',
  ],
  // A course is how one is certified ('todavía no hizo el curso'): the texts' 'certificación'.
  [/\bcurso\b/g, ' curso certificacion '],
  // An outing ('un paseo', 'llevamos a los chicos a…'): the texts' 'excursiones'.
  [/\b(excursion|excursiones|paseos?|viajes? de estudio)\b/g, ' excursiones '],
  [
    /\bllev(ar|amos|aron|o|e|aba|abamos|ariamos|aremos)(los|las)? (a los|a las) (ninos|chicos|chicas|alumnos|jugadores)\b/g,
    ' $& excursiones ',
  ],
  // Gone by vehicle ('en ómnibus', 'en la camioneta'): not on foot.
  [
    /\b(en|con el|con la|en el|en la|en un|en una) (omnibus|bus|buses|micro|micros|colectivo|auto|autos|camioneta|taxi|remise|coche|camion|tren|van|combi|moto)\b/g,
    ' $& envehiculo ',
  ],
  // Rubber is rubber ('piso de caucho').
  [/\bcaucho\b/g, ' goma '],
  // Portuguese 'sem' is 'sin' (what a requirement wants, said lacking: 'sem os óculos').
  [/\bsem\b/g, ' sin '],
  // Eye protection, however it is called ('los lentes de seguridad', 'os óculos'): the texts' 'gafas'.
  [/\b(oculos|anteojos|antiparras|lentes de (proteccion|seguridad))\b/g, ' gafas '],
  // Stones in Portuguese.
  [/\bpedras?\b/g, ' piedras '],
  // A body burnt ('se quemó el brazo', 'me quemé la mano'): the texts' 'quemaduras', never a fire.
  [
    /\b(me|se|te|nos|le) (queme|quemo|quemaste|quemamos|quemaron) (el|la|los|las|un|una) (brazo|brazos|mano|manos|pierna|piernas|cara|dedo|dedos|pie|pies|espalda|cuello|ojo|ojos|piel|boca|panza)\b|\bquemadur\w*/g,
    ' quemaduras lesion ',
  ],
  // Someone who works for the person ('un gurí que trabaja conmigo', 'mi ayudante'): the texts' 'empleados'.
  [
    /\b(que trabaja|que trabajan|que labura|que laburan) (conmigo|con nosotros|para mi|para nosotros|en el local|en el negocio|aca)\b|\b(mi|mis|el|la|los|las|un|una|nuestro|nuestra) (ayudantes?|aprendiz|aprendices|cadetes?)\b/g,
    ' $& empleados ',
  ],
  // A delivery ('el cadete llevando una torta', 'el delivery'): the texts' 'reparto'; a motorbike by its make.
  [
    /\b(cadetes?|delivery|repartidor\w*|repartiendo|llevando (un|una|el|la) (pedido|encargo)|entregando (un|una|el|la) pedido)\b/g,
    ' $& reparto ',
  ],
  [/\b(yumbo|winner|baccio|motito|motoneta|motoq\w*)\b/g, ' moto '],
  // A glass counter is a display case.
  [/\b(mostrador|mostradores|exhibidor|exhibidores)\b/g, ' $& vitrina '],
  // What a person pays to use one's place ('me paga por usar el equipo', 'le alquilo el consultorio'): renting.
  [
    /\b(me|nos) (paga|pagan|pagaba|pagaban) (por|para) (usar|utilizar|ocupar)\b|\b(le|les) (alquilo|alquilamos|subalquilo)\b|\b(alquila|alquilan|subalquila) (el|la|mi|nuestro|nuestra)\b/g,
    ' alquilen ',
  ],
  // Another of the same trade working at the person's place ('un odontólogo que atiende en mi consultorio').
  [
    /\b(otr[oa]|un|una) (odontolog[oa]|dentista|medic[oa]|doctora?|abogad[oa]|escriban[oa]|contadora?|veterinari[oa]|psicolog[oa]|kinesiolog[oa]|arquitect[oa]|profesional|colega)\b(?=(\s+\w+){0,6}\s+(atiende|atienden|trabaja|trabajan|usa|usan|viene|vienen|alquila|alquilan|alquilen|paga|pagan)\b)|\batiende en mi (consultorio|estudio|local)\b/g,
    ' colegas ',
  ],
  // A fine, however it is said ('me sancionaron', 'nos multaron', 'una infracción'): the texts' 'multas'.
  [
    /\b(me|nos|le|les|lo|la|los|las) (sancionaron|sanciono|sancionan|multaron|multo|multan)\b|\b(sancion|sanciones|infraccion|infracciones|multa)\b/g,
    ' multas ',
  ],
  // The lungs ('un problema en el pulmón por el polvo'): the texts' 'enfermedades respiratorias'.
  [
    /\b(pulmon|pulmones|pulmao|pulmoes|pulmonar\w*|respiratori\w*|bronquitis|silicosis|neumoconiosis)\b/g,
    ' respiratorias enfermedades ',
  ],
  // Sent by post ('mandar unas piedras por encomienda'): the texts' 'envíos'.
  [
    /\b(mand\w*|envi\w*|despach\w*)\b(?=(\s+\w+){0,6}\s+(por|pelo|via|con)\s+(correo|encomienda|encomenda|dac|courier))/g,
    ' envios ',
  ],
  // Goods left with someone else to sell ('les dejé unas piezas para que las vendieran'): consignment.
  [
    /\b(deje|dejamos|dejo|di|dimos|entregue|entregamos)\b(?=(\s+\w+){0,8}\s+para\s+(que\s+)?(me\s+)?((las|los|la|lo)\s+)?vend\w+)/g,
    ' entregadas consignacion ',
  ],
  // Across the border ('cruzar a Quaraí'): crossing.
  [/\b(cruz(o|a|ar|amos|ando|aron|e)|cruce|crucemos)\b/g, ' cruce '],
  // Driven where no road is ('circulando por la playa'): the texts' 'circulación'.
  [/\bcircul(a|an|ar|aba|ando|e|o|acion)\b/g, ' conduciendo '],
  // No maintenance ('nadie lo revisaba hacía un año', 'sin mantenimiento'): without its service.
  [
    /\b(nadie|nunca) (lo|la|los|las|le) (revisaba|reviso|revisaron|revisabamos|mantenia|controlaba|controlo)\b|\bno (lo|la|le|les) (hacia|hacian|hicimos|hice|hizo|haciamos) (el )?(service|mantenimiento)\b|\bsin (revisar|mantenimiento|service|revision)\b/g,
    ' sin service sin mantenimiento ',
  ],
  // Up to date ('el service al día', 'la cuota al día'): no daytime, whose opposite is the night.
  [/\bal dia\b/g, ' aldia '],
  // Plugged straight into the wall: not into the voltage stabiliser.
  [
    /\b(enchufad[oa]s?|conectad[oa]s?) (directo|directamente) (a|en) (la pared|el toma|la toma|el enchufe|la corriente)\b|\bdirecto (a|en) (la pared|el toma|la toma|el enchufe)\b/g,
    ' noestabilizador ',
  ],
  // Plugged in is connected.
  [/\benchufad([oa]s?)\b/g, ' conectad$1 '],
  // Lost to spoiling ('se me arruinó la masa', 'se echaron a perder los quesos', 'que se pierda'): a loss.
  [/\b(pierda|pierdan)\b/g, ' perdida '],
  // (Spoilt on one's hands, 'se me arruinó la masa'; not what one ruined of someone else's.)
  [/\bse (me |le |nos |les )?(arruin\w*|echo a perder|echaron a perder|pudrio|pudrieron)\b/g, ' $& perdida '],
  // An operation is the texts' 'cirugía'; a tooth stuck in the bone is 'retenida'.
  [
    /\b(operacion|operaciones|operar(me|te|lo|la|se)?|me operan|lo operan|la operan|intervencion quirurgica)\b/g,
    ' $& cirugia ',
  ],
  [
    /\b(metid[oa]s?|encajad[oa]s?|trabad[oa]s?)\s+(adentro|dentro|abajo)\s+(del|de la)\s+(hueso|encia)\b|\b(incluid[oa]s?|impactad[oa]s?)\b/g,
    ' $& retenidas ',
  ],
  // A bite is an injury ('un lobo marino me mordió la mano'): the texts' 'lesiones'.
  [
    /\b(me|le|nos|les|lo|la) (mordio|mordieron|picó|pico|picaron)\b|\b(mordedura|mordida|mordisco)s?\b/g,
    ' $& lesiones ',
  ],
  // Handled by hand, tagged, held ('lo marcábamos', 'lo agarramos'): the texts' 'manipulados'.
  [
    /\b(lo|la|los|las) (marcabamos|marcamos|agarramos|agarrabamos|sujetabamos|sujetamos|teniamos agarrad[oa]s?|manipulabamos)\b|\b(marcando|sujetando|agarrando)(lo|la|los|las)?\b|\ba mano\b/g,
    ' $& manipulados ',
  ],
  // Off working hours ('un domingo', 'en mi día libre', 'el finde'): the texts' 'fuera del horario'.
  [/\bfuera (del|de) horario( (de trabajo|de atencion|laboral))?\b/g, ' fuerahorario '],
  [
    /\b(domingos?|feriados?|finde|fin de semana|dia libre|de franco|de vacaciones|tiempo libre)\b/g,
    ' $& fuerahorario ',
  ],
  // Someone under age, said by their years ('una gurisa de diecisiete', 'un pibe de 16 años').
  [
    /\b(ninos|adolescentes?|menor|menores|chic[oa]s?|muchach[oa]s?|sobrin[oa]s?|hij[oa]s?|niet[oa]s?|herman[oa]s?|prim[oa]s?|una|un)\s+de\s+(1[0-7]|[1-9]|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete)( anos)?\b/g,
    ' ninos menores ',
  ],
  // A muscle torn or cramped by effort ('me desgarré el gemelo', 'una contractura'): the texts' 'desgarros'
  // (before the injury it also is, which would take its verb).
  [/\b(desgarr\w*|contractur\w*|distension muscular|me tire un musculo)( por (el )?esfuerzo)?\b/g, ' desgarros '],
  // An injury ('me rompí los ligamentos', 'un esguince').
  [
    /\b(me (rompi|quebre|fracture|lesione|desgarre|disloque|torci) (el|la|los|las|un|una) \w+|esguince|ligamentos?|me lesione|lesionad[oa]|(me|le|se le|nos) (cayo|cayeron) (una|un|unas|unos) \w+ (en|sobre) (el|la|los|las|mi|su) \w+|(me|se) (lastime|lastimo|golpee|golpeo|hirio|herido|herida)|me corte (el|la|los|las|un|una) \w+|(se|te|nos|le) (corto|cortaste|cortamos|cortaron) (el|la|los|las|un|una) (pierna|piernas|brazo|brazos|mano|manos|dedo|dedos|pie|pies|cara|cabeza|rodilla|rodillas|ceja|frente|labio|muneca|tobillo|espalda|cuello|muslo|panza))\b/g,
    ' lesion ',
  ],
  // A trip called off ('no voy a poder ir', 'suspender el viaje').
  [
    /\b(no (voy|vamos) a poder (ir|viajar)|no (puedo|podemos) (ir|viajar)|(suspender|cancelar|postergar) el viaje)\b/g,
    ' cancelacion ',
  ],
  // A risky sport, by its name.
  [
    /\b(paracaid\w*|parapente|ala delta|bungee|puenting|escalada|alpinismo|motocross|rafting|kitesurf\w*|buceo|salto en paracaidas)\b/g,
    ' deportes riesgo ',
  ],
  // An employee said by their post ('la administrativa', 'mi secretaria'): the texts' 'empleadas'.
  [
    /\b(la|el|las|los|una|un|mi|mis|nuestra|nuestro|su|sus|del|al) (administrativ[oa]s?|secretari[oa]s?|recepcionistas?)\b/g,
    ' empleadas ',
  ],
  // An opening the police or a court asked for ('la policía me pidió que abra', 'un allanamiento', 'por orden
  // del juez'): the texts' 'aperturas pedidas por la Policía'. (A client's asking is the job itself.) Asking,
  // said any way ('no le pedí nada', 'pidió la cédula'), is one word.
  [
    /\b(la|el|un|una|los|unos|dos) (policias?|juez|jueza|juzgado|fiscal|fiscalia) (me|nos|le|les) (pidio|pidieron|pide|piden|ordeno|ordenaron|mando|mandaron) (que )?(abra|abriera|abramos|abrieramos|abrir)\b|\bpor orden (del juez|de la jueza|del juzgado|judicial|de la policia|de la fiscalia)\b|\ballanamientos?\b/g,
    ' aperturas pedidas policia juzgado ',
  ],
  [/\b(pedi|pedimos|pidio|pidieron|pido|pide|piden|pedile|pedirle|pedirles)\b/g, ' pidio '],
  // Left out of where it is kept ('arriba del escritorio', 'suelta en el asiento'): not kept.
  // (Only said of where it was: a text's 'los repuestos sueltos' is a kind of thing.)
  [
    /(?<!\bpor )\b(arriba|encima) (de|del) (?!\d)|\b(iba|iban|estaba|estaban|quedo|quedaron|deje|dejamos|dejo|dejaron|llevaba|llevabamos) suelt[oa]s?\b|\ba la vista\b|\b(en|de) la (calle|vereda)\b|\b(en|de) la puerta (del|de la|de) (?!(galpon|garaje|casa)\b)/g,
    ' noguardado ',
  ],
  // On one's own, not in the capacity a text covers ('salí a correr por mi cuenta').
  [/\bpor (mi|su|tu|nuestra) (cuenta|lado)\b|\ben (mi|su|tu) tiempo libre\b/g, ' porcuenta fuerahorario '],
  // At night ('salgo a aplicar de noche'): the texts' 'nocturnos'.
  [/\b(de noche|a la noche|por la noche|en la noche|nocturn[oa]s?)\b/g, ' nocturnos '],
  // Mountain biking.
  [/\b(mtb|mountain ?bike|bici de montana|enduro|downhill)\b/g, ' ciclismo montana '],
  // Alone, with nobody beside ('me metí a nadar sola').
  [
    /\b(sola|solita|solito|solos|solas) en (el|la) (mar|agua|rio|lago|laguna|playa)\b|\bsin (nadie|compania)\b/g,
    ' sin apoyo ',
  ],
  // A car's body ('el techo del auto', 'la puerta del coche').
  [/\b(techo|puerta|capot|paragolpes|guardabarros|chapa|pintura) del (auto|coche|vehiculo)\b/g, ' carroceria '],
  // The sun, however strong ('el solazo de enero'), and what it does to a sheet ('se cuarteó el nylon'): the
  // texts' 'quemado o rajado por el sol'.
  [/\b(solazo|resolana|rayos (uv|ultravioleta)|radiacion solar)\b/g, ' sol '],
  [/\b(cuarte\w+|agriet\w+|resquebraj\w+|rajadur\w+)\b/g, ' rajado '],
  // Water in the house ('se rompió el calefón y se inundó el baño'): the texts' 'daños por agua'.
  [
    /\b(calefon|calefones|termotanques?|canos?|canerias?|canillas?)\b(?! de (gas|escape))|\bse (me |nos |le |les )?(inundo|inundaron)\b/g,
    ' $& agua ',
  ],
  // A pane ('se partió el vidrio de la ventana'): the texts' 'cristales'.
  [/\b(vidrios?|ventanal(es)?|cristal)\b/g, ' cristales '],
  // Altitude sickness, however it is called ('el apunamiento', 'la puna'): the texts' 'soroche'.
  [
    /\b(apunamiento|apunad[oa]s?|la puna|soroche|mal de (altura|la altura|montana|altitud)|mal agudo de montana)\b/g,
    ' soroche ',
  ],
  // What was said on the air about someone ('en el programa dijeron que vendía carne podrida'): defamation.
  [
    /\b(programa|al aire|audicion|informativo|noticiero|en vivo|la radio)\b((\s+\w+){0,8}\s+(dijeron|dijo|dije|dijimos|hablaron|comentaron|acusaron|trataron)\b)|\b(dijeron|dijo|dije|dijimos|hablaron|comentaron|acusaron|trataron)\b((\s+\w+){0,8}\s+(programa|al aire|audicion|informativo|noticiero|en vivo|la radio)\b)/g,
    ' $& difamacion ',
  ],
  // A guy-wire, however it is called ('un tensor', 'los vientos de acero'): the texts' 'riendas'.
  [/\b(tensor|tensores|vientos? de acero|riendas?|cables? de sujecion)\b/g, ' riendas '],
  // Missing ('le faltaba un tensor'): without it.
  [
    /\b(le |les )?(faltaba|faltaban|falto|faltaron|falta|faltan) (un|una|unos|unas|el|la|los|las|dos|tres|algun|alguna)\b/g,
    ' sin ',
  ],
  // A mast mounted ('la antena portátil armada arriba del auto'): the texts' 'mástil de transmisión montado'.
  [
    /\b(antena|mastil)( portatil| de transmision)?(\s+\w+)?\s+(armad[oa]|montad[oa]|puest[oa]|colocad[oa]|instalad[oa])\b/g,
    ' $& mastil transmision montado ',
  ],
  // Climbing ('trepando la antena'), and a fall however it is said ('me fui de jeta', 'un porrazo').
  [/\b(trep\w+|subiendo|escalando)\b/g, ' $& subir '],
  [
    /\b(me|se|nos|le) (fui|fue|fuimos|fueron) de (jeta|boca|cara|trompa|culo|espaldas)\b|\b(porrazo|desplome)\b|\b(me|se|nos) (cai|caimos)\b(?! de (la|el|una|un)\b)/g,
    ' $& caidas ',
  ],
  // Nothing at all put on or kept ('quedó sin nada desde que la pintamos', 'y si no le hubiera puesto nada'): a
  // token beside the words, which deny whatever a requirement of what is asked wants (conditionMet).
  [
    /\b(quedo|quedaron|estaba|estaban|esta|estan|andaba|andaban|tenia|tenian) sin nada\b|\bno (le |les |lo |la |los |las )?(hubiera |hubieramos |habia |habiamos )?(puesto|puse|pusimos|pusieron|tenia|tenian|tuviera|tuvieran|llevaba|llevaban) nada\b|\bnada puesto\b/g,
    ' sinnada $& ',
  ],
  // Not wearing, not carrying ('no tenía puesto el pantalón anticorte', 'no llevaba el casco'): without it.
  [
    /\bno (tenia|tenian|tenias|tenemos|tengo|llevaba|llevaban|llevabas|usaba|usaban|usabas) (puest[oa]s? )?(el|la|los|las|su|sus|mi|mis) /g,
    ' sin $3 ',
  ],
  // Nothing to hold one ('sin nada que me sujete', 'sin cuerda'): without the harness.
  [
    /\bsin (nada|ninguna cosa|cuerda|soga|cinturon|linea de vida|estar atad[oa]|atarme|atarse|engancharme|asegurarme)( que (me|lo|la|nos) (sujete|sujetara|agarre|atara|sostenga|sostuviera))?\b/g,
    ' sin arnes ',
  ],
  // Towed hanging from a chain ('lo llevé colgado de atrás con la cadena', 'no entraba arriba'): the texts'
  // 'arrastrados con la eslinga sin subirlos a la plancha'.
  [/\b(colgad[oa]s?|a la rastra|arrastrad[oa]s?|arrastrando(lo|la)?)\b/g, ' arrastrados '],
  [/\b(cadenas?|lingas?|eslingas?)\b/g, ' eslinga '],
  [
    /\bno (entraba|entro|cabia|cupo|subia|subio|lo pude subir|la pude subir|pudimos subirlo)( (arriba|a la plancha|en la plancha))?\b/g,
    ' sin subirlos plancha ',
  ],
  // Something a customer left inside ('dejó una notebook adentro del auto'): the texts' 'objetos'.
  [
    /\b(dejo|deje|dejaron|dejamos|olvido|olvide|olvidaron)\b(?=(\s+\w+){1,3}\s+(dentro|adentro|en la guantera|en el baul))/g,
    ' $& objetos ',
  ],
  // A national road, by its number ('la ruta tres', 'la ruta 5').
  [
    /\bruta (\d+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veintiuno|veintiseis|interbalnearia|nacional)\b|\b(la )?interbalnearia\b/g,
    ' rutas nacionales ',
  ],
  // The battery said as a thing of its own ('la pila de litio murió', 'le robaron la batería'): the texts' 'la
  // batería sola' (not one that came with the vehicle: 'con la batería').
  [/(?<!\b(con|y) )\b(la|una|su) (bateria|pila)( de litio)?\b/g, ' bateria sola '],
  // The field where a crop grows ('se metieron al campo'): the texts' 'chacra'.
  [/\b(al|del|en el) campo\b(?! traviesa)/g, ' $& chacra '],
  // Fastened only in part ('atado solo de adelante', 'con dos cinchas'): not with all of them.
  [
    /\b(atad|sujet|amarrad|enganchad)\w* solo (de|por) (adelante|atras|delante|detras|un lado|una punta)\b|\bcon (solo )?(dos|una|tres) (cinchas|riendas|eslingas)\b/g,
    ' sin cuatro todas ',
  ],
  // A student, in Portuguese ('o celular de um aluno'); a locker, however it is called ('o armário do
  // vestiário', 'el casillero'): the texts' 'alumnos', 'lockers'.
  [/\b(alunos?|alunas?)\b/g, ' alumnos '],
  [/\b(armarios?|casilleros?|lockers?)\b/g, ' lockers '],
  // Supplements by their names ('las proteínas y la creatina'); a counter in Portuguese ('no balcão').
  [/\b(proteinas?|creatinas?|suplementos?|whey|aminoacidos)\b/g, ' suplementos '],
  [/\bbalcao\b/g, ' mostrador '],
  // Worn by use ('de tanto uso', 'já estava gasto'): the texts' 'desgaste'; a steel cable in Portuguese.
  [/\bde tanto (uso|usar|usarlo|usarla)\b|\b(estaba|estaban|esta|estan|ficou|ficaram) gast[oa]s?\b/g, ' desgaste '],
  [/\bcabos? de aco\b/g, ' cables acero '],
  // A jet ski is the texts' 'moto de agua'; a bronc ride at a rodeo their 'jineteada'.
  [/\b(jet ?skis?|motos? de agua|motos? acuaticas?)\b/g, ' motos agua '],
  [/\b(rodeos?|jineteadas?|jinetear|jineteando|broncs?)\b/g, ' jineteadas '],
  // Rain, however light.
  [
    /\b(llovizn\w*|llovia|llueve|lloviendo|llovio|llover|lluvias|garua\w*|chaparron\w*|aguacero\w*|diluvi\w*)\b/g,
    ' lluvia ',
  ],
  // Soaked, however it is said ('se empaparon', 'quedaron ensopados'): the texts' 'mojados'.
  [
    /\b(empap\w*|ensopad\w*|mojad\w*|se (me |le |nos |les )?mojar(on|a|an)|se (me |le |nos |les )?moj(o|aron))\b/g,
    ' mojados ',
  ],
  // Taken unnoticed ('ni me di cuenta', 'en un descuido', 'un punga'): a sneak thief, without force.
  [
    /\b((ni|no) (me|nos|se|le) (di|dimos|dio|dieron) cuenta|sin que (me|nos|se|le) (diera|dieramos|dieran) cuenta|en un descuido|(me|nos) descuid(e|amos)|descuidistas?|pungas?|carteristas?|mecheras?)\b/g,
    ' sinviolencia descuidistas ',
  ],
  // Taken without force: no lock broken, left open. (A text's 'sin violencia' and 'solo con violencia' meet it.)
  [
    /\b(sin (romper|forzar|violencia|rastros?|signos?|senales|marcas?)( (nada|de violencia|la cerradura|el candado|la puerta|ninguna? \w+))?|no (rompio|rompieron|forzaron|forzo|hubo violencia|rompieron nada)( nada)?|(estaba|quedo|quedaron|dejaron|deje) (abiert[oa]s?|sin llave)|salio corriendo|se (lo|la|los|las) (llevo|llevaron) (de arriba|sin que))\b/g,
    ' sinviolencia ',
  ],
  [/\bhurto sin violencia\b|\bsin violencia\b/g, ' sinviolencia '],
  // Taking: every way of saying it is the texts' 'hurto'.
  [
    /\b(robo|robos|robar|roban|robaron|robo|me robaron|afanaron|afano|chorearon|choreo|se llevaron|se lo llevaron|se la llevaron|hurtaron|hurtos|(me|le|les|nos) sacaron)\b/g,
    ' hurto ',
  ],
  // A frost, said by the cold ('bajó la temperatura bajo cero y se quemaron los morrones'): before the burning
  // it caused is read as a fire.
  [
    /\b(bajo cero|temperaturas? bajo cero|(bajo|bajaron?) (mucho )?(la|las) temperaturas?|se congel\w+|congelad[oa]s?|congelamiento|(quemad[oa]s?|se quem\w+) (con|por) el frio)\b/g,
    ' helada ',
  ],
  // Fire.
  [
    /\b(se prendio fuego|prendio fuego|se prendio|prendieron fuego|se incendio|incendiaron|fuego|llamas|se quemo|se quemaron)\b/g,
    ' incendio ',
  ],
  // Driving, riding.
  [
    /\b(manejando|conduciendo|al volante|manejaba|conducia|andando en|iba en|yendo en|(me|se) cai(a|o)? de (la|el|una|un))\b/g,
    ' conduciendo ',
  ],
  // A crash is an accident (a bump too: 'me dieron un toque').
  [
    /\b(choque|choco|chocamos|chocaron|volque|volco|me estrelle|se estrello|(me|le) dieron un (toque|golpe|topetazo)|me (tocaron|pegaron|chocaron))\b/g,
    ' choque accidente ',
  ],
  // A drought.
  [/\b(seca|sequia|no llueve|no llovio|falta de lluvia)\b/g, ' sequia '],
  // A frost.
  [/\b(helo|helar|helada|heladas|helaron|hiela|hielan|escarcha)\b/g, ' helada '],
  // Losing a job.
  [
    /\b(la|lo|me|nos|los|las) (echaron|echan|despidieron|despiden|echaria|hubieran echado)\b|\b(despido|desocupad[oa]|quedo sin (trabajo|laburo|empleo)|me quede sin (trabajo|laburo|empleo)|perdio el (trabajo|laburo|empleo))\b/g,
    ' desempleo ',
  ],
  // Quitting.
  [/\b(renunciar|renuncio|renuncia|renuncie|dejar el (trabajo|laburo))\b/g, ' renuncia '],
  // Lost or forgotten ('se olvidó un ocular', 'no lo encontré más'): the texts' 'pérdida'.
  [
    /\b(se (me|le|nos|les) )?(olvid(e|o|aron|amos)|perd(i|io|ieron|imos)|extravi(e|o|aron|amos)|extraviad[oa]s?)\b|\bno (lo|la|los|las) (encontr|encuentr)\w*( mas)?\b/g,
    ' $& perdida ',
  ],
  // Alcohol.
  [
    /\b(alcoholizad[oa]|copas? de mas|borrach[oa]|mamad[oa]|en pedo|ebri[oa]|alcoholemia|habia tomado|(unas|unos|un par de) (cervezas|vinos|whiskys?|tragos))\b/g,
    ' alcohol ',
  ],
  // An illness the person had before.
  [
    /\b(desde (chic[oa]|chiquit[oa]|nin[oa]|bebe|siempre|hace (anos|mucho|meses|tiempo|varios meses))|me viene (molestando|doliendo)|de (toda la vida|nacimiento)|cronic[oa]|ya (la |lo )?(tenia|tengo|tenias)(?! (\w+ )?(anos|meses|dias|semanas)\b)|antes de (contratar|sacar|firmar) (el|la) (seguro|poliza))\b/g,
    ' enfermedades preexistentes ',
  ],
  // A drink on a keyboard.
  [
    /\b(cafe|mate|agua|jugo|vino|cerveza|refresco|liquido|vaso|taza)\b( \w+){0,4} (encima|arriba|sobre)\b|\b(tire|tiro|volque|volco|se me cayo|se le cayo|derrame|derramo|derramaron) (un|el|la|una|mi|su) (cafe|mate|vaso|agua|jugo|vino|cerveza|refresco|taza|liquido)\b|\bderram\w*/g,
    ' liquidos derramados ',
  ],
  // Sprayed crops.
  [
    /\b(fumig\w*|agroquimic\w*|plaguicid\w*|pesticid\w*|herbicid\w*|fungicid\w*|insecticid\w*|glifosato)\b/g,
    ' plaguicidas ',
  ],
  // Applied wrong ('le erró a la dosis', 'se pasó con la dosis', 'una dosis equivocada'): the texts' 'mal aplicados'.
  [
    /\b(erro|erre|erraron|erramos|le erro|le erre) (a |con )?(la|el) (dosis|mezcla|producto|cantidad)\b|\b(se|me|nos|le) (paso|pase|pasaron|pasamos) (con|de) (la|el) (dosis|mezcla|producto)\b|\b(dosis|mezcla) (equivocada|mal hecha|de mas|incorrecta)\b|\bmal (aplicad\w*|dosificad\w*|la dosis)\b|\bsobredosis\b/g,
    ' mal aplicados ',
  ],
  // Hungry bees, starved animals.
  [/\b(falta de (comida|alimento|flor|floracion)|hambre|sin (comida|alimento))\b/g, ' faltaalimento '],
  // Old age of a thing.
  [/\b(de viej[oa]s?|desgast\w*|por el uso|vida util|gastad[oa]s?)\b/g, ' desgaste '],
  // A thing that stopped working by itself.
  [/\b(dejo de (andar|funcionar|cargar)|no (anda|prende|carga|funciona) mas|se (murio|fundio|tildo))\b/g, ' falla '],
  // The river, before its 'plata' is read as cash.
  [/\brio de la plata\b/g, ' uruguay '],
  // Cash.
  [/\b(plata|efectivo|billetes|dinero|recaudacion)\b/g, ' dinero '],
  // Slowly, over time ('una mancha de humedad que viene creciendo hace meses').
  [
    /\b(de a poco|hace (varios |unos |un par de )?meses|viene creciendo|fue creciendo|con el tiempo|lentamente)\b/g,
    ' lentas lentamente ',
  ],
  // Paid for it ('le hago un flete y me paga').
  [
    /\b(me paga|me pagan|nos paga|nos pagan|cobrando|cobrandole|cobrarle|le cobro|les cobro|por plata)\b/g,
    ' cobrados ',
  ],
  // Carried to be handed over ('los quesos que llevaba para entregar'): goods carried.
  [
    /\b(que|lo que) (llevaba|llevabamos|traia|traiamos|transportaba|transportabamos|cargue|cargamos) para (entregar|vender|repartir)\b/g,
    ' mercaderia carga transportada ',
  ],
  // A cold unit ('el motor del refrigerador', 'el equipo de frío'): the texts' 'frío'.
  [/\b(refrigerador\w*|refrigeracion|frigorific\w*|termoking|thermo king)\b/g, ' $& frio '],
  // What a vehicle carries ('trajimos ladrillos en la caja de la camioneta').
  [
    /\b(lo que (llevaba|llevabamos|traia|traiamos|transportaba|cargue|cargamos)|en la caja( de (la|mi) \w+)?|en el baul|cargamento)\b/g,
    ' carga transportada ',
  ],
  // Parting ways ('si nos peleamos y se suspende todo').
  [
    /\b(nos peleamos|se pelearon|nos separamos|se separaron|nos divorciamos|cortamos|rompimos)\b/g,
    ' separacion novios arrepentimiento ',
  ],
  // A supplier that lets one down ('el DJ no puede venir porque le salió otro toque').
  [/\b(dj|catering|fotograf[oa]|banda|musicos|florista|decorador\w*|proveedor\w*)\b/g, ' proveedores '],
  [
    /\bno (puede|pudo|va a poder|podra) (venir|cumplir|hacerlo|estar)\b|\bno (vino|viene|vinieron|se presento|aparecio|cumplio|cumple)\b|\b(le|les) salio otro\b/g,
    ' cumplen motivos ',
  ],
  // A PIN or a password given away ('les dio el pin').
  [
    /\b(dio|dieron|di|pase|paso|le dio|les dio|les pase|le pase|le dije|les dije) (el|la|su|mi|los) (pin|clave|claves|contrasena|codigo)\b/g,
    ' compartio pin clave ',
  ],
  // A transfer made to a swindler ('le transferí plata a uno que vendía una moto y desapareció').
  [
    /\b(le transferi|les transferi|transferi|le deposite|le gire|le mande plata|les mande plata)\b/g,
    ' transferencias voluntad ',
  ],
  [/\b(estafador|cuento del tio)\b/g, ' cuento tio estafador '],
  // A parcel with a wrong address ('con la dirección mal puesta').
  [
    /\b(direccion|domicilio|destinatario) (mal (puesta|puesto|escrita|escrito|cargada|cargado)|equivocad[oa]|incorrect[oa]|erronea)|mal rotulad[oa]s?|mal (puesta|escrita) la direccion\b/g,
    ' mal rotulados ',
  ],
  // What the carrier shows as delivered ('en DAC figura entregado con su firma').
  [/\b(figura|aparece|dice|marca|sale) (como )?entregad[oa]s?\b/g, ' agencia muestra entregados '],
  // Gone with no sign of force ('cuando fuimos a buscarla no estaba').
  [/\b(ya )?no (estaba|estaban)\b|\b(desaparecio|desaparecieron)\b/g, ' hurto sinviolencia '],
  // Away from the premises a text covers.
  [
    /\b(a domicilio|fuera del (local|negocio|comercio|taller)|afuera del (local|negocio|comercio|taller))\b/g,
    ' fuera local ',
  ],
  // Abroad.
  [
    /\b(fuera del pais|fuera de uruguay|afuera del pais|en el exterior|en el extranjero|buenos aires|argentina|brasil|chile|paraguay|bolivia|peru|europa|espana|miami|estados unidos|porto alegre|florianopolis|floripa|bariloche|santiago de chile|mendoza|cordoba argentina|canada|toronto|montreal|vancouver|whistler|mexico|cancun|usa|eeuu|nueva york|new york|orlando|italia|francia|portugal|inglaterra|londres|madrid|paris|roma|colombia|ecuador|cuba|rio de janeiro|livramento|lado brasilero|lado brasileno|lado brasileiro|lado argentino|quarai|chui|jaguarao|uruguaiana|acegua brasil|gualeguaychu|concordia entre rios|colon entre rios)\b/g,
    ' fuerapais ',
  ],
  [
    /\b(uruguay[oa]s?|rio de la plata|punta del este|piriapolis|la paloma|maldonado|rocha|salto|paysandu|montevideo|canelones|tacuarembo|rivera|durazno|colonia del sacramento|atlantida|la pedrera|punta del diablo|cabo polonio)\b/g,
    ' uruguay ',
  ],
  // (Minas the city, never 'dentro de minas o yacimientos': mines.)
  [/(?<!\bdentro )\b(en|a|de|para|hasta|desde) minas\b(?! o )/g, ' $1 uruguay '],
];

/** Words that say nothing of what an item is about (the item's other words must be said). */
const FILLER = new Set(
  (
    'el la los las lo un una unos unas de del al a en por para con sin que se su sus y e o u ni no ' +
    'cubre cubren cubrir incluye incluido excluye excepto salvo pero tampoco ' +
    'danos dano danados causados causadas ocurridos ocurridas producidos llevados llevadas ' +
    'normal general generales cualquier otros otras otro otra propio propia mientras ' +
    'asegurado asegurada asegurados aseguradas persona personas cosas casos caso viaje viajes danada danado equipo equipos equipamiento bajo efecto efectos ' +
    // ('la mercadería en poder del cadete': in the hands of; 'el uso por adultos', 'los trabajos a menores de
    // 18 años': the use, the work and the years say nothing of what is left out.)
    'poder uso usos trabajo trabajos ano anos mas menos ' +
    // ('los actos de sus empleadas': an act is whatever someone does; whose it is says what is left out.)
    'acto actos ' +
    // ('las lesiones durante el corte', 'las actividades fuera del horario': when and what is done are no thing.)
    'durante actividad actividades ' +
    // ('las obras hechas sin permiso': made, done, say nothing of what.)
    'hecho hecha hechos hechas realizado realizada realizados realizadas'
  ).split(' '),
);

// An aircraft, among a policy's own words, and what it does.
const AIRCRAFT = /^(avion|aviones|avioneta|aeronave|helicoptero|planeador|dron|drone|drones)$/;
const FLIGHT = ['vuelo', 'vuelos', 'volar', 'volando'];

const NEGATIVE_START = /\b(no (cubre|cubren|incluye|incluyen)|excluye|excepto|salvo|pero no)\b/;
// A case in which nothing is covered: 'si un alumno la saca a la calle, no se cubre nada', '…, la póliza no cubre
// ningún daño', '…, queda sin cobertura'.
const NOTHING_IF =
  /^(?:y |pero )?si (.+?) (?:(?:la poliza|el seguro|la cobertura) )?(?:no (?:se )?(?:cubre|cubren|paga|responde) (?:nada|ningun|ninguna)\b|no hay (?:ninguna )?cobertura|queda sin cobertura|(?:se )?pierde (?:la|toda) cobertura)/;
// A requirement of force ('El hurto solo con violencia o rotura de cerraduras', 'solo si hay signos de violencia').
const FORCE_REQUIRED = /\b(solo|unicamente|requiere|exige|siempre que|debe haber)\b.*\b(violencia|rotura|forz)/;

// A word a requirement holds and the words that say its opposite ('solo de día': 'de noche', 'oscuro').
// (A key of five letters or more holds its family: 'guardad' is 'guardados', 'guardadas'.) ('noguardado',
// 'porcuenta' and 'fuerapais' are tokens of the canonical forms, said as such.)
const OPPOSITE: Record<string, string[]> = {
  dia: ['noche', 'oscuro', 'anochecer', 'nocturno'],
  dentro: ['afuera', 'fuerapais'],
  uruguay: ['fuerapais'],
  guardad: ['noguardado'],
  encalidad: ['porcuenta'],
  estabiliz: ['noestabilizador'],
  // ('solo a pie': gone by bus; 'bulones de seguridad': plain ones.)
  pie: ['envehiculo'],
  seguridad: ['comunes', 'comun', 'normales'],
};
const TOKENS = new Set(['fuerapais', 'noguardado', 'porcuenta', 'noestabilizador', 'envehiculo']);
// What a floor or the ground is made of, said after where it happened.
const GROUND =
  /\b(?:sobre|en|de|contra|al|del|arriba del?)\s+(?:(?:el|la|los|las|un|una)\s+)?(?:piso de\s+)?(goma|pasto|cesped|tierra|arena|cemento|baldosas?|balasto|pedregullo|hormigon|piedras?|madera|alfombra|ceramica|parquet|porcelanato|asfalto|barro)\b/;
// What a floor or the ground is made of ('solo en los juegos que tienen piso de goma'): another one said, it falls out.
const SURFACES = new Set([
  'goma',
  'pasto',
  'cesped',
  'tierra',
  'arena',
  'cemento',
  'baldosa',
  'baldosas',
  'balasto',
  'pedregullo',
  'hormigon',
  'piedra',
  'piedras',
  'madera',
  'alfombra',
  'ceramica',
  'parquet',
  'porcelanato',
  'asfalto',
  'barro',
]);
// What a requirement wants in force ('el certificado médico… vigentes'), said lapsed ('se me venció el
// certificado'): only beside another word of the same requirement (a lapsed inspection is not the licence).
const LAPSED = ['vencido', 'vencida', 'vencio', 'caducado', 'caducada', 'caduco', 'expirado', 'expirada', 'expiro'];

/** The words that say the opposite of a word a requirement holds, if any. */
function oppositeOf(w: string): string[] | undefined {
  return OPPOSITE[w] ?? Object.entries(OPPOSITE).find(([k]) => k.length >= 5 && w.startsWith(k))?.[1];
}

function canonical(folded: string): string {
  return SAID_AS.reduce((text, [pattern, as]) => text.replace(pattern, as), ` ${folded} `)
    .replace(/\s+/g, ' ')
    .trim();
}

function content(words: string[]): string[] {
  return [...new Set(words.filter((w) => w.length >= 3 && !FILLER.has(w) && !/^\d/.test(w)))];
}

/** An item's slots: the words of the list item, the last one with its 'o' alternatives ('por choque o vuelco'). */
function itemOf(text: string, ownWords: ReadonlySet<string>): string[][] {
  const [head = '', ...alternatives] = text.split(/ o (?=\S)/);
  const words = content(head.split(' ')).filter((w) => !ownWords.has(w));
  // (Whose they are, after the last alternative, is of them all, not one more alternative: 'de UTE, OSE o Antel
  // de la inquilina' holds the tenant's bills, not the tenant; 'fallas de fermentación' is one thing.)
  const last =
    alternatives.length > 0
      ? alternatives[alternatives.length - 1]!.split(/ (?=(?:de (?:la|las|los|su|sus)|del) )/)
      : [];
  const tail = last.length > 1 ? content(last.slice(1).join(' ').split(' ')).filter((w) => !ownWords.has(w)) : [];
  const alts = last.length > 1 ? [...alternatives.slice(0, -1), last[0]!] : alternatives;
  const others = alts.flatMap((alt) => content(alt.split(' ')).filter((w) => !ownWords.has(w)));
  if (others.length === 0) return words.map((w) => [w]);
  if (words.length === 0) return [others, ...tail.map((w) => [w])];
  return [...words.slice(0, -1).map((w) => [w]), [words[words.length - 1]!, ...others], ...tail.map((w) => [w])];
}

/**
 * A long item's head and its two longest other words ('las transferencias que la asegurada haga por su
 * voluntad a un estafador' → transferencias, voluntad, estafador): what a question must say of it.
 */
function headAndLongest(slots: string[][]): string[][] {
  if (slots.length <= 3) return slots;
  const [head, ...rest] = slots;
  const longest = [...rest].sort((x, y) => y[0]!.length - x[0]!.length).slice(0, 2);
  return [head!, ...rest.filter((slot) => longest.includes(slot))];
}

/**
 * An item and what it is without ('viento sin granizo': viento, unless granizo is denied; 'un operario sin
 * carnet': the question must say the carnet is lacking).
 */
function absenceItem(
  item: string,
  ownWords: ReadonlySet<string>,
  proper: ReadonlySet<string> = new Set(),
): { slots: string[][]; unless: string[] } {
  const [head = '', absent = ''] = item.split(/\bsin\b/);
  // (The policy's own words are kept where leaving them out would leave one word of three: 'la rotura de geodas
  // durante el corte o el pulido' of a shop that cuts geodes is the geodes' breaking, not any breaking.)
  const own = itemOf(head.trim(), ownWords);
  const all = own.length === 1 ? itemOf(head.trim(), new Set()) : own;
  // (Never an item its own words alone would say: 'los equipos que se sacan del food truck'.)
  const slots = all.length >= 3 && all.filter((slot) => slot.some((w) => !ownWords.has(w))).length >= 2 ? all : own;
  // (Whose it is, by a proper name, beside what it is: 'las multas de Bromatología o del MGAP' are the fines.)
  // (Only a choice of them, 'de Bromatología o del MGAP': one name may be the whole item, 'la diabetes de Rubén'.)
  const named = (slot: string[]) => slot.length >= 2 && slot.every((w) => proper.has(w));
  const kept = slots.some(named) && slots.some((slot) => !named(slot)) ? slots.filter((slot) => !named(slot)) : slots;
  return {
    slots: headAndLongest(kept),
    unless: absent ? content(absent.trim().split(' ')) : [],
  };
}

/**
 * The conditions of a cover text. `ownWords`: words of the policy's own name and of what it insures, which name
 * the policy rather than a condition ('No cubre daños propios del camión': the truck is the policy).
 */
export function coverConditions(text: string, given: ReadonlySet<string> = new Set()): CoverCondition[] {
  const out: CoverCondition[] = [];
  // (What an aircraft does is fly: 'no cubre los vuelos nocturnos' of a plane's policy leaves out the night.)
  const ownWords = [...given].some((w) => AIRCRAFT.test(w)) ? new Set([...given, ...FLIGHT]) : given;
  const late: CoverCondition[] = [];
  const whole = text.split(/(?<=\.)\s+/);
  for (const sentence of text.split(/(?<=[.;:])\s+/)) {
    const folded = fold(sentence);
    const context = whole.find((w) => w.includes(sentence.trim())) ?? sentence;
    if (FORCE_REQUIRED.test(folded)) out.push({ piece: sentence.trim(), items: [[['sinviolencia']]] });
    // What it covers only with ('solo raids federados', 'solo de día', 'solo si están en la caja fuerte'): a
    // question that denies it, or says its opposite, falls out.
    // (The clause after 'solo', to its comma: 'solo de día, con el dron a la vista…' holds 'de día'.)
    const only = /(?:^|[^\p{L}])(?:solo|sólo|únicamente|unicamente|siempre que)(?![\p{L}])([^,;.]*)/iu.exec(sentence);
    // (Force and something more, 'solo con violencia en puertas o vidrieras y con la alarma conectada': the force is
    // the item above; what else it wants is a requirement of its own.)
    const besides =
      only && FORCE_REQUIRED.test(folded)
        ? only[1]!
            .split(/\by (?=con|si|que|el|la|los|las)\b/)
            .filter((part) => !/\b(violencia|rotura|forz)/.test(fold(part)))
            .join(' ')
        : null;
    if (besides && content(canonical(fold(besides)).split(' ')).some((w) => w.length >= 5))
      out.push({
        piece: sentence.trim(),
        items: [],
        required: content(canonical(fold(besides)).split(' ')).filter((w) => w.length >= 5 && !ownWords.has(w)),
      });
    if (only && !FORCE_REQUIRED.test(folded)) {
      // (How long it must last, 'más de seis horas seguidas': a question that says less falls out.)
      const lasting = /\b(?:de )?mas de (\d+|\w+) (horas|hs|dias)\b/.exec(fold(only[1]!));
      const count = lasting ? (/^\d+$/.test(lasting[1]!) ? Number(lasting[1]) : NUMBER_WORDS[lasting[1]!]) : undefined;
      const minHours = count !== undefined && lasting ? count * (lasting[2]!.startsWith('dia') ? 24 : 1) : undefined;
      // (Where it must be kept, 'solo si estaban en la caja fuerte': a question that leaves it elsewhere falls out.)
      // (Or the first word of a place said with more after it: 'solo si estaban dentro del contenedor cerrado con
      // candado' is the container, whatever it is called in the policy's name.)
      const kept =
        /\b(?:estaban?|esten|este|guardad[oa]s?) (?:en|dentro de) (?:el|la|los|las|su|sus) (\w+(?: \w+)?)$/.exec(
          fold(only[1]!).trim(),
        ) ??
        /^(?:si )?(?:estaban?|esten|este|estuvieran?|guardad[oa]s?) (?:dentro |adentro )?(?:en|de|del) (?:(?:el|la|los|las|su|sus) )?(\w{4,})/.exec(
          fold(only[1]!).trim(),
        );
      // (What it covers only outside a window of hours, 'durante las funciones (de 9 a 20 horas) y, fuera de ese
      // horario, solo guardados…': the window, which the requirement holds outside of.)
      const window = /\bfuera de (?:ese|este|dicho|el|su) horario\b/.test(fold(sentence.slice(0, only.index)))
        ? /\bde (\d{1,2}) a (\d{1,2}) (?:horas|hs)\b/.exec(folded)
        : null;
      // (What it says it is not, 'solo en rutas y caminos públicos, no dentro de los montes': said, it falls out.)
      const rest = sentence.slice(only.index + only[0].length);
      const not = /^\s*,\s*(?:pero )?(?:no|nunca) (?:en|dentro de|fuera de|por|sobre|con) ([^,;.]+)/i.exec(rest);
      const against = not
        ? content(canonical(fold(not[1]!)).split(' ')).filter((w) => w.length >= 4 && !ownWords.has(w))
        : [];
      // (Who must do it, 'solo si lo manejaba un operador…', 'solo si la preparó la cocinera': someone else said
      // doing it falls out.)
      const doer =
        /^\s*si (?:lo|la|los|las|le|les) \w+(?:aba|aban|ia|ian|io|o|aron|ieron|e|a|an|en) (?:un|una|el|la|los|las|su|sus) (\w{4,})/.exec(
          fold(only[1]!),
        )?.[1] ?? /\ba cargo de (?:un|una|el|la|los|las|su|sus) (\w{4,})/.exec(fold(only[1]!))?.[1];
      const agent = doer && isPerson(doer) ? doer : undefined;
      // (A sentence about a country abroad: its 'dentro' is within a zone there, not inside Uruguay: 'En Brasil el
      // auxilio… solo dentro de esa misma zona'.)
      const abroad = countriesIn(folded).some((c) => c !== 'uruguay');
      // (A place is a territory only in a clause of where: 'solo si las organiza el Yacht Club Punta del Este'
      // names an organiser, not Uruguay.)
      const where = /^\s*(en|dentro|fuera|por|hasta)\b/i.test(only[1]!);
      const required = content(canonical(fold(only[1]!)).split(' ')).filter(
        (w) =>
          !ownWords.has(w) &&
          !(abroad && w in OPPOSITE && OPPOSITE[w]!.includes('fuerapais')) &&
          !(!where && (w === 'uruguay' || w === 'fuerapais')) &&
          (w.length >= 5 || w in OPPOSITE || SURFACES.has(w)) &&
          !/^(cubre|cubren|cubiert\w*|haya|esten|esta|estan|estaba|estaban|estuviera|estuvieran|tenga|tengan|sean?|tenia|tenian|tiene|tienen|tuviera|tuvieran|todas|todos|habia|hubiera)$/.test(
            w,
          ),
      );
      // (How old it may be, 'menos de tres años de colocado', 'en los últimos doce meses': a question that says
      // older falls out.)
      const young = /\b(?:menos de|ultimos) (\d+|\w+) (anos|meses|dias)\b/.exec(fold(only[1]!));
      const maxDays = young ? span(young[1]!, young[2]!) : null;
      // (The department it holds in, 'solo dentro del departamento de Canelones': another one named falls out.)
      const department = DEPARTMENTS.find((d) => new RegExp(`\\bdepartamento de ${d}\\b`).test(fold(only[1]!)));
      if (required.length > 0)
        out.push({
          piece: sentence.trim(),
          items: [],
          required,
          ...(minHours ? { minHours } : {}),
          ...(maxDays ? { maxDays } : {}),
          ...(department ? { department } : {}),
          ...(kept ? { place: kept[1]!.split(' ') } : {}),
          ...(window ? { outsideHours: [Number(window[1]), Number(window[2])] as [number, number] } : {}),
          ...(against.length > 0 ? { against } : {}),
          ...(agent && !ownWords.has(agent) ? { agent } : {}),
        });
    }
    // What it covers in Uruguay alone ('Cubre el celular en todo Uruguay', '…en salidas de observación dentro de
    // Uruguay'): a question abroad falls out. (Not a sentence that names abroad too: 'en Uruguay y en el exterior'.)
    // (Read after every other condition: what the text leaves out in so many words, 'ni el traslado desde o hacia
    // Brasil', is said first.)
    if (
      /^cubre\b/.test(folded) &&
      /\b(en|dentro de) (todo )?uruguay\b/.test(folded) &&
      !/\b(exterior|extranjero|fuera|afuera|extension)\b/.test(folded) &&
      countriesIn(folded).every((c) => c === 'uruguay')
    )
      late.push({ piece: sentence.trim(), items: [], required: ['uruguay'] });
    // Whom it covers in one capacity ('Cubre a Gastón Mederos como árbitro en los partidos oficiales…'): what
    // they do on their own account falls out.
    if (/^cubre a (\w+ ){1,4}como \w+/.test(folded))
      late.push({ piece: sentence.trim(), items: [], required: ['encalidad'] });
    // What a text leaves out whole when something happens ('Si un alumno la saca a la calle, no se cubre nada'):
    // each case of the condition is an item (of two words or more: 'si maneja otra persona' is the drivers').
    const ifNot = NOTHING_IF.exec(folded);
    if (ifNot) {
      const read = ifNot[1]!
        .split(/ o (?:si|cuando) /)
        .map((clause) => absenceItem(canonical(clause), ownWords))
        .filter(({ slots }) => slots.length >= 2);
      if (read.length > 0)
        out.push({
          piece: sentence.trim(),
          context: context.trim(),
          items: read.map((r) => r.slots),
          unless: read.map((r) => r.unless),
        });
      continue;
    }
    const start = NEGATIVE_START.exec(folded);
    if (!start) continue;
    // The list after 'no cubre', its items apart, each bracket's examples items of their own.
    const list = sentence
      .slice(rawIndex(sentence, start.index + start[0].length))
      .replace(/[()]/g, ',')
      // (A word's edge is a letter's, not ASCII's: the 'ni' of 'niños' is no 'ni'.)
      .split(/,|(?<![\p{L}])ni(?![\p{L}])|;|(?<![\p{L}])y(?= (?:el|la|los|las|lo|un|una)(?![\p{L}]))/u);
    // (An item of an absence, 'viento sin granizo', 'lesiones sin accidente': its head, unless the question
    // says what is absent; an item said with 'no' is no item.)
    // (What it leaves out beyond a department, 'las excursiones fuera del departamento de Colonia': a place of
    // another department said as where they go; the item is the outing beyond, not the department's name.)
    const outsideOf = OUTSIDE_DEPARTMENT.find(([, pattern]) => pattern.test(folded))?.[0];
    const read = list
      // ('los actos de sus empleadas que no sean escribanas': the employees, unless the question says they are not.)
      .map((raw) => ({
        item: canonical(
          outsideOf ? fold(raw).replace(` departamento de ${outsideOf}`, ' departamento') : fold(raw),
        ).replace(/\bque no (sean|sea|tengan|tenga|esten|este) /, 'sin '),
        // (Names after 'de', 'del': whose or whence, not what.)
        proper: new Set(
          [...raw.matchAll(/\b(?:de|del|de la|de los)\s+((?:\p{Lu}[\p{L}]*\s*)+)/gu)].flatMap((m) => tokens(m[1]!)),
        ),
      }))
      // (Inside a relative clause it is the item's: 'los proveedores que no cumplen por otros motivos'.)
      .filter(({ item }) => !/\bno\b/.test(item.replace(/\bque no\b/g, 'que')))
      .map(({ item, proper }) => ({ ...absenceItem(item, ownWords, proper), own: /\bpropi[oa]s?\b/.test(item) }))
      .filter(({ slots }) => slots.length > 0 && slots.length <= 3);
    // (Only the items of one's own loss are not what others claim: 'ni el uso por adultos, ni los daños a los
    // propios inflables' leaves out the adults' claims too.)
    const ownAll = /\bpropi[oa]s?\b/.test(folded) && !read.some((r) => r.own);
    for (const group of [read.filter((r) => !r.own && !ownAll), read.filter((r) => r.own || ownAll)])
      if (group.length > 0)
        out.push({
          piece: sentence.trim(),
          context: context.trim(),
          items: group.map((r) => r.slots),
          unless: group.map((r) => r.unless),
          ...(group[0]!.own || ownAll ? { ownLoss: true } : {}),
          ...(outsideOf ? { outsideOf } : {}),
        });
  }
  return [...out, ...late];
}

/** Index in the raw sentence of a position of its folded form (folding keeps one character per letter). */
function rawIndex(raw: string, foldedIndex: number): number {
  // fold() trims and collapses punctuation; walk the raw text counting letters and digits on both sides.
  const target = fold(raw).slice(0, foldedIndex).replace(/ /g, '').length;
  let seen = 0;
  for (let i = 0; i < raw.length; i++) {
    if (seen === target) return i;
    if (/[\p{L}\p{N}]/u.test(raw[i]!)) seen++;
  }
  return raw.length;
}

/** The question's words brought to the texts' words. */
export function questionWords(folded: string): string[] {
  // (Asked per policy and per situation of one question: the last question's words are kept.)
  if (folded !== last.folded) last = { folded, words: content(canonical(folded).split(' ')) };
  return last.words;
}
let last: { folded: string; words: string[] } = { folded: '', words: [] };

/** A short word without its plural and gender ending: 'casco', 'cascos' → 'casc'; never 'casa' for 'casco'. */
function base(word: string): string {
  return word.replace(/(es|s)$/, '').replace(/[aeo]$/, '');
}

/**
 * Whether the question says an item's word: the same word, or one of the same family ('olvidé' / 'olvido',
 * 'esquiando' / 'esquí', 'tinturas' / 'tintura'): five letters in common from the start, or a short word whose
 * plural or gender the other is.
 */
function said(words: readonly string[], w: string): boolean {
  return words.some((word) => {
    // (A gerund, with its pronouns, is its verb: 'cortándola' says 'corte'.)
    const gerund = /^(\w{3,}?)(ando|iendo)(la|lo|las|los|le|les|me|se|nos)?$/.exec(word);
    if (gerund && gerund[1]!.length >= 4 && [base(w), w.replace(/(ad|id)[oa]s?$/, '')].includes(gerund[1]!))
      return true;
    const q = word;
    if (q === w) return true;
    let common = 0;
    while (common < q.length && common < w.length && q[common] === w[common]) common++;
    return common >= 5 || (Math.min(q.length, w.length) >= 3 && base(q) === base(w));
  });
}

/** The condition (its sentence) a question falls into: an item all of whose slots it says. */
export function conditionMet(
  conditions: readonly CoverCondition[],
  words: readonly string[],
  folded = '',
): CoverCondition | null {
  // A word said to deny it ('granizo no cayó', 'sin granizo') is not said; nor said as people say it ('nadar
  // sola' is without support).
  const told = `${folded} . ${canonical(folded)}`;
  const denied = (w: string) => deniedIn(told, w);
  // (A token of the canonical forms is said as such: 'fuera de borda' is not 'fuerapais'.)
  const opposite = (w: string) =>
    oppositeOf(w)?.some((o) => (TOKENS.has(o) ? words.includes(o) : said(words, o))) ?? false;
  const lapsed = (w: string, required: string[]) =>
    /^vigent/.test(w) && LAPSED.some((l) => words.includes(l)) && required.some((o) => o !== w && said(words, o));
  // How well the question says an item: 0, not enough; more for every slot said and for an absence denied.
  const score = (c: CoverCondition, slots: string[][], i: number, told: readonly string[] = words) => {
    const saidSlots = slots.filter((alternatives) => alternatives.some((w) => said(told, w))).length;
    // (Of three slots or more, all but one: 'entre las hileras' of 'entre las hileras del viñedo o campo traviesa'.)
    const enough = slots.length >= 3 ? saidSlots >= slots.length - 1 : saidSlots === slots.length;
    // (An item of an absence holds only when the question denies it in so many words: 'granizo no cayó'.)
    const unless = c.unless?.[i] ?? [];
    if (!enough || !(unless.length === 0 || unless.some(denied))) return 0;
    return saidSlots / slots.length + (unless.length > 0 ? 1 : 0);
  };
  // (Less time than it wants: 'un corte de tres horitas' of «…más de seis horas seguidas».)
  const lasted = hoursLasted(folded);
  const short = (c: CoverCondition) => c.minHours !== undefined && lasted !== null && lasted < c.minHours;
  // (Kept somewhere else than where it wants: 'si hubiera quedado en la vidriera' of «…si estaban en la caja fuerte».)
  const elsewhere = (c: CoverCondition) => {
    if (!c.place) return false;
    const left =
      /\b(?:quedado|dejado|quedo|quedaron|deje|dejo|dejamos|estaba|estaban|tenia|tenian|guardado|guardada) (?:en|sobre|arriba de) (?:el|la|los|las|mi|mis|su|sus) (\w+)/.exec(
        folded,
      );
    return left !== null && !c.place.some((w) => said([left[1]!], w));
  };
  // (Older than it wants: 'el nylon ya tenía cuatro años' of «…menos de tres años de colocado».)
  const age = ageSaid(folded);
  const old = (c: CoverCondition) => c.maxDays !== undefined && age !== null && age > c.maxDays;
  // (Another department named, 'en Casupá, que es Florida', of «…solo dentro del departamento de Canelones».)
  const named = DEPARTMENTS.filter((d) => new RegExp(`\\b(en|a|de|para|hasta|desde|es) ${d}\\b`).test(folded));
  const away = (c: CoverCondition) =>
    c.department !== undefined && named.length > 0 && !named.includes(c.department) && !folded.includes(c.department);
  // (The hour it happened, for what a text covers only outside a window of hours.)
  const hour = hourSaid(folded);
  // (Nothing put on or kept at all, told of what might have been, 'y si … quedó sin nada': whatever the one
  // requirement of what is asked wants, or the one whose words it says. Never what was taken, 'la casa quedó sin
  // nada'.)
  const requiring = conditions.filter((c) => c.required && c.items.length === 0);
  const nothing = words.includes('sinnada') && /^(?:(?:y|e|pero) )?si\b|\bhubiera\w*\b/.test(folded);
  // (The ground it happened on, said as such: 'sobre el pasto', 'en la cancha de cemento'; never hail, 'la piedra'.)
  const ground = GROUND.exec(folded)?.[1];
  // (A destination in another department, 'a las termas del Daymán', of what keeps to one.)
  const destinations = destinationsIn(folded);
  for (const c of conditions) {
    if (old(c) || away(c)) return { ...c, matched: c.required ?? [], full: true };
    if (c.outsideHours && hour !== null) {
      const [from, to] = c.outsideHours;
      if (hour >= from && hour <= to) continue;
      // (Outside the window, where it must be kept not said: 'a las diez de la noche, cuando desarmábamos'.)
      if (!(c.place ?? c.required ?? []).some((w) => said(words, w))) return { ...c, matched: [], full: true };
    }
    const broken = c.required?.find((w) => denied(w) || opposite(w) || lapsed(w, c.required!));
    if (broken) return { ...c, matched: [broken], full: true };
    const against = c.against?.find((w) => said(words, w));
    if (against) return { ...c, matched: [against], full: true };
    if (
      c.required &&
      nothing &&
      (c.required.some((w) => said(words, w)) || (requiring.length === 1 && requiring[0] === c))
    )
      return { ...c, matched: c.required, full: true };
    if (ground && c.required?.some((w) => SURFACES.has(w)) && !c.required.includes(ground))
      return { ...c, matched: [ground], full: true };
    // (Said of it: a word of what it requires besides who, 'manejando'; or a follow-up that changes only who, when
    // no other condition asks for someone.)
    if (
      c.agent &&
      (c.required!.some((w) => w !== c.agent && said(words, w)) ||
        (/^(y|e|pero) si\b/.test(folded) && conditions.filter((x) => x.agent).length === 1)) &&
      someoneElseDid(folded, words, c.agent)
    )
      return { ...c, matched: [c.agent], full: true };
    if (short(c) || elsewhere(c)) return { ...c, matched: c.place ?? c.required ?? [], full: true };
    // (Gone to another department: the item's 'fuera del departamento' is said.)
    const told =
      c.outsideOf && destinations.some((d) => d !== c.outsideOf) ? [...words, 'fuera', 'departamento'] : words;
    const scores = c.items.map((slots, i) => score(c, slots, i, told));
    const best = Math.max(0, ...scores);
    // (The item it says best, for whoever quotes one piece of a long list: 'los actos de sus empleadas que no
    // sean escribanas' said of 'la administrativa (no es escribana)', not the clients' money beside it.)
    if (best > 0) {
      const slots = c.items[scores.indexOf(best)]!;
      // (Said in full: every word of an item of two or more, or all but one with what it is without denied in so
      // many words, 'me caí trepando sin nada que me sujete' of «las caídas al subir a la torre sin arnés».)
      const i = scores.indexOf(best);
      const absent = (c.unless?.[i] ?? []).length > 0 && slots.length >= 3;
      return {
        ...c,
        matched: slots.flat(),
        ...(slots.length >= 2 && (slots.every((alternatives) => alternatives.some((w) => said(told, w))) || absent)
          ? { full: true }
          : {}),
      };
    }
  }
  return null;
}

// Someone who works for the person, by their job ('mis peones', 'uno de mis motosierristas', 'mi empleada').
const WORKER =
  /^(emplead[oa]s?|operari[oa]s?|peon(es)?|jornaler[oa]s?|zafral(es)?|trabajador(es|as?)?|obrer[oa]s?|motosierristas?|capataz|capataces|ayudantes?|cadetes?|changador(es)?)$/;

// People said as who did something ('una mamá', 'mi sobrino', 'el vecino'), beside the kin and the roles below.
const PERSON = /^(alguien|otr[oa]|senora|senor|muchach[oa]|client[ea]s?|chofer|titular|guardavidas|policia)$/;
// The endings of a noun of someone who does something ('operador', 'cocinera', 'electricista', 'técnico').
const DOER_ENDING = /(dor|dora|tor|tora|ero|era|ista|ico|ica|ario|aria|tro|tra|ogo|oga)$/;

/** Whether a word names a person (a kin, a role, someone who does something). */
function isPerson(w: string): boolean {
  return relationOf(w) !== null || ROLES.test(w) || PERSON.test(w) || DOER_ENDING.test(w);
}

/**
 * Whether the question says someone other than who a text wants did it ('y si lo hubiera estado manejando mi
 * sobrino', 'si el budín lo hubiera traído una mamá' of «solo si la preparó la cocinera»): the thing's pronoun, its
 * verb, and a person who is not the one it wants (who, said anywhere, is no one else).
 */
function someoneElseDid(folded: string, words: readonly string[], agent: string): boolean {
  // (The one it wants, said: the same noun, 'operadora' of 'operador'; never a word it begins with, 'tractor'.)
  const same = (w: string) => base(w) === base(agent);
  if (words.some(same)) return false;
  // (The thing's pronoun, or 'que', before a verb: 'la piscina con el guardavidas' has no verb, and says no doer.)
  const m =
    /\b(?:lo|la|los|las|le|les|que) ((?:\w+ ){1,3}?)(?:un|una|el|la|mi|su|tu|nuestro|nuestra|algun|alguna) (\w{3,})\b/g;
  for (const hit of folded.matchAll(m)) {
    const verb = hit[1]!.trim().split(' ')[0]!;
    if (!VERB_FORM.test(verb)) continue;
    const who = hit[2]!;
    // (A child, 'un nene', is who it happened to, not who did it.)
    if (/^(nen[ea]s?|ninos?|ninas?|bebes?|guri\w*|chiquilin\w*|botij[ao]s?|pib[ea]s?|criaturas?)$/.test(who)) continue;
    if (isPerson(who) && !same(who)) return true;
  }
  return false;
}
// A verb as a question tells who did something ('hubiera traído', 'manejaba', 'preparó', 'hizo').
const VERB_FORM =
  /^(hubiera\w*|hubiese\w*|habia\w*|haya\w*|ha|han|estaba\w*|estuviera\w*|hizo|trajo|puso|\w+(aba|aban|ia|ian|io|aron|ieron|ado|ada|ido|ida|ando|iendo|o))$/;

// Places people name by themselves, and their departments ('las termas del Daymán' are Salto's).
const PLACES: Array<[string, string]> = [
  ['dayman|arapey|termas de salto|salto grande', 'salto'],
  ['guaviyu|almiron|guichon|quebracho|termas de paysandu', 'paysandu'],
  ['punta del este|piriapolis|pan de azucar|san carlos|aigua|jose ignacio|garzon|la barra|portezuelo', 'maldonado'],
  ['la paloma|la pedrera|cabo polonio|punta del diablo|chuy|castillos|lascano|aguas dulces|valizas', 'rocha'],
  [
    'atlantida|las piedras|pando|la floresta|ciudad de la costa|santa lucia|salinas|parque del plata|solymar',
    'canelones',
  ],
  ['juan lacaze|carmelo|nueva helvecia|nueva palmira|tarariras|colonia del sacramento|colonia valdense', 'colonia'],
  ['cardona', 'soriano'],
  ['fray bentos|nuevo berlin|san javier', 'rio negro'],
  ['paso de los toros|san gregorio de polanco|valle eden|ansina', 'tacuarembo'],
  ['bella union|tomas gomensoro|baltasar brum', 'artigas'],
  ['rio branco|acegua|fraile muerto|isidoro noblia', 'cerro largo'],
  ['villa serrana|jose pedro varela|solis de mataojo', 'lavalleja'],
  ['sarandi del yi|carlos reyles', 'durazno'],
  ['ciudad del plata|ecilda paullier|kiyu', 'san jose'],
  ['ismael cortinas', 'flores'],
  ['sarandi grande|cerro chato', 'florida'],
  ['santa clara de olimar', 'treinta y tres'],
  ['tranqueras|minas de corrales|vichadero', 'rivera'],
];
const DESTINATIONS = PLACES.map(
  ([names, d]) =>
    [new RegExp(`\\b(a|al|hasta|para|en|por) ((la|las|el|los|del) )*(\\w+ ){0,2}(${names})\\b`), d] as const,
);

/** The departments of the places a question names as where one goes or is ('a las termas del Daymán', 'en Salto'). */
function destinationsIn(folded: string): string[] {
  const found = DESTINATIONS.filter(([pattern]) => pattern.test(folded)).map(([, d]) => d);
  const named = GOING_TO_DEPARTMENT.filter(([, pattern]) => pattern.test(folded)).map(([d]) => d);
  return [...new Set([...found, ...named])];
}

/** Whether the question denies in so many words what a condition covers only with ('sin la valija'). */
export function requirementDenied(c: CoverCondition, folded: string): boolean {
  const told = `${folded} . ${canonical(folded)}`;
  return (c.required ?? []).some((w) => deniedIn(told, w));
}

/** Whether a text (the question and its canonical form) denies a word: 'sin la valija', 'granizo no cayó'. */
function deniedIn(told: string, w: string): boolean {
  // (A participle is denied by its verb too: 'atado' by 'sin atar'; forgetting to do it is not doing it: 'me
  // olvidé de prender la alarma'.)
  const verb = /^(\w{2,})(ad|id)[oa]s?$/.exec(w);
  const family = verb ? `(${w.slice(0, 5)}\\w*|${verb[1]}(ar|er|ir)\\b)` : `${w.slice(0, 5)}\\w*`;
  // (Not across a clause: 'veinte horas sin UTE y el generador tenía el service' denies UTE, not the generator.)
  return new RegExp(
    `\\b(sin|no|ni) ((?!(y|e|pero|aunque|porque|que|cuando|mientras)\\b)\\w+ ){0,3}${family}|\\b${w.slice(0, 5)}\\w* (\\w+ )?no\\b|\\bolvid\\w* (de )?(\\w+ ){0,3}${family}`,
  ).test(told);
}

/** Whether a text says a word or one of its family ('Cubre 120 colmenas' says 'colmena'). */
export function mentionsWord(text: string, word: string): boolean {
  return said(fold(text).split(' '), word);
}

/*
 * What a cover text requires of when, whom and how long after it starts: a window of hours ('en la camioneta,
 * solo entre las 7 y las 21 horas'), a waiting period ('Carencia de 6 meses desde el inicio para cirugías
 * programadas; la carencia no aplica a urgencias ni a accidentes'), the people it insures ('Asegurados: Andrea
 * Rivero, Gustavo Techera y sus hijos…'). Each is checked against what the question tells: unmet (not covered,
 * in the text's words), met, or not told (covered on that condition, which is said).
 */
const MONTH_NAMES = [...MONTHS, 'septiembre'].join('|');

/** A day said as '10 de setiembre' as MM-DD ('09-10'). */
function monthDay(day: string, month: string): string {
  return `${String(MONTHS.indexOf(month === 'septiembre' ? 'setiembre' : month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

export interface CoverRequirement {
  /** The sentence of the cover text that says it, as written. */
  sentence: string;
  /** Words that place it ('en la camioneta, solo entre…'): it is about the question when it says one; none: always. */
  scope: string[];
  hours?: [number, number];
  /** A window of days of the year, as MM-DD from and to. */
  days?: [string, string];
  waiting?: { months: number; subject: string[]; except: string[] };
  insured?: { names: string[]; relations: string[] };
  /**
   * The only people who may drive ('Conductores habilitados: Peter Collins y Margaret Collins'); `ownOnly`: the
   * text keeps liability for anyone else at the wheel ('…no cubre los daños propios; la responsabilidad civil sí').
   */
  drivers?: { names: string[]; relations: string[]; ownOnly: boolean; usual?: boolean };
  /**
   * The day the cover starts when the text sets one after the policy's own start (ISO): 'Empieza cuando termina
   * la garantía de fábrica de 12 meses, el 10 de setiembre de 2027'.
   */
  startsOn?: string;
  /** The start is a retroactive date of what it covers ('los actos firmados desde…'), told as long ago. */
  retroactive?: boolean;
  /** The time to report what happened, in hours ('Los daños deben denunciarse dentro de los 3 días'). */
  reportWithin?: number;
  /** The countries it holds in ('Circula en Uruguay, Argentina, Brasil, Chile y Paraguay'). */
  territory?: string[];
  /** How long a loss must last to be covered, in hours ('…un corte de luz de más de 8 horas seguidas'). */
  minHours?: number;
}

export type Verdict = 'unmet' | 'met' | 'unknown';

/** What the question tells that a requirement is checked against. */
export interface Told {
  /** The question's words brought to the texts' words (questionWords). */
  words: readonly string[];
  folded: string;
  /** The names of the people the wallet's texts name as insured or as drivers (`WalletContext.people`). */
  people?: readonly string[];
  /** The day the event happens or happened, when the question says it (ISO); null: not said. */
  eventDay: string | null;
  /** The last day it may have been, when the question says a span ('la semana pasada', 'en octubre'). */
  eventTo?: string | null;
  /** The policy's start (ISO), for a waiting period. */
  start: string | null;
  today: string;
  /** The event is to come, with no day said ('si dentro de un año se rompe'). */
  ahead?: boolean;
  /** Something is told as happening or happened (not a question of amounts or dates). */
  happening?: boolean;
  /** Names the question writes with a capital ('maneja Beatriz'). */
  names?: readonly string[];
}

// Family words, each brought to one: 'mi señora' is 'esposa', 'los chiquilines' 'hijos'.
const RELATION: Array<[RegExp, string]> = [
  [
    /^(hij[oa]s?|nen[ea]s?|gurises?|gurisas?|chiquilin(es)?|chiquilinas?|botij[ao]s?|pib[ea]s?|children|son|daughter)$/,
    'hijo',
  ],
  [/^(espos[oa]s?|marido|mujer|senora|pareja|conyuge|wife|husband)$/, 'conyuge'],
  [/^(madre|mama|vieja|mother|mom)$/, 'madre'],
  [/^(padre|papa|viejo|father|dad)$/, 'padre'],
  [/^(suegr[oa]s?)$/, 'suegro'],
  [/^(cunad[oa]s?)$/, 'cunado'],
  [/^(abuel[oa]s?)$/, 'abuelo'],
  [/^(niet[oa]s?)$/, 'nieto'],
  [/^(herman[oa]s?)$/, 'hermano'],
  [/^(ti[oa]s?)$/, 'tio'],
  [/^(sobrin[oa]s?)$/, 'sobrino'],
  [/^(prim[oa]s?)$/, 'primo'],
  [/^(novi[oa]s?)$/, 'novio'],
  [/^(amig[oa]s?)$/, 'amigo'],
];

function relationOf(word: string): string | null {
  return RELATION.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

// Said another way: an operation is a surgery; a fall, a break or a crash an accident; the emergency room urgent.
const SURGERY =
  /\b(oper(ar|arlo|arla|arme|arte|an|amos|aron|ado|ada|acion|aciones)|opero|cirugias?|intervencion quirurgica)\b/;
const EXCEPTION_SAID: Array<[RegExp, string]> = [
  [/\b(accident\w*|se cayo|me cai|se cae|cayo|caida|quebr\w*|fractur\w*|choc\w*|atropell\w*|golpe)\b/, 'accidente'],
  [/\b(urgencia|urgencias|emergencia|emergencias|guardia|urgente|de golpe|internan hoy)\b/, 'urgencia'],
];

// Driving, as told ('manejaba', 'se llevó el auto', 'usó la camioneta', 'drove').
const DRIVING =
  /^(manej\w*|conduc\w*|(me |le |nos )?pidio (el|la) (auto|camioneta|coche|moto)|(le |les )?preste (el|la) (auto|camioneta|coche|moto|\w+)|se llevo (el|la) (auto|camioneta|coche|\w+)|uso (el|la) (auto|camioneta|coche|\w+)|agarro (el|la) (auto|camioneta|coche)|(choco|rayo|volco|abollo|fundio) (el|la|mi|nuestro|nuestra) \w+|drives?|drove|driving)\b/;
// What comes before a person's name told as who drove ('ayer renata se llevó…', 'y si pedro maneja…').
const SUBJECT_BEFORE = /^(y|e|que|si|cuando|porque|pero|ayer|anoche|hoy|despues|entonces)$/;
// People who may be at the wheel and are no kin.
const ROLES =
  /^(casero|casera|portero|portera|amigo|amiga|vecino|vecina|empleado|empleada|chofer|asistente|novio|novia|companero|companera|jardinero|peon|capataz|conocido|conocida|cunado|cunada)$/;

/** The names of the people a wallet's requirements name (insured, drivers): the persons of the wallet. */
export function peopleNamed(requirements: readonly CoverRequirement[]): string[] {
  return [...new Set(requirements.flatMap((r) => r.insured?.names ?? r.drivers?.names ?? []))];
}

/** The requirements a cover text sets (see above). */
export function coverRequirements(text: string): CoverRequirement[] {
  const out: CoverRequirement[] = [];
  for (const sentence of text.split(/(?<=\.)\s+/)) {
    const folded = fold(sentence);
    // Hours: a window the cover holds in ('solo entre las 7 y las 21 horas', 'únicamente de 8 a 20 hs').
    for (const part of folded.split(/ (?=en (?:el|la|los|las) \w+ solo\b)/)) {
      const hours =
        /\b(?:solo|unicamente)\b(?: \w+){0,3} (?:entre|de) (?:las )?(\d{1,2})(?: (?:hs|horas))? (?:y|a) (?:las )?(\d{1,2})\b/.exec(
          part,
        );
      if (!hours) continue;
      const before = part.slice(0, hours.index).split(' ');
      const place = before.slice(Math.max(0, before.lastIndexOf('en'))).filter((w) => w !== 'en');
      out.push({
        sentence: sentence.trim(),
        scope: before.includes('en') ? content(place) : [],
        hours: [Number(hours[1]), Number(hours[2])],
      });
    }
    const parts = sentence.split(';').map((part) => fold(part));
    // A window of days of the year ('por helada tardía, solo entre el 1 de setiembre y el 30 de noviembre').
    for (const part of parts) {
      const days = new RegExp(
        `\\bsolo (?:entre|del|desde) el (\\d{1,2}) de (${MONTH_NAMES}) (?:y|al|hasta) el (\\d{1,2}) de (${MONTH_NAMES})\\b`,
      ).exec(part);
      if (!days) continue;
      out.push({
        sentence: sentence.trim(),
        scope: content(canonical(part.slice(0, days.index)).split(' ')).filter((w) => w !== 'cubre'),
        days: [monthDay(days[1]!, days[2]!), monthDay(days[3]!, days[4]!)],
      });
    }
    // A waiting period, for what and not for what.
    const waitingPart = parts.find((part) => /\bcarencia de \d+ (mes|meses|dia|dias)\b/.test(part)) ?? '';
    const waiting = /\bcarencia de (\d+) (mes|meses|dia|dias)\b(.*)$/.exec(waitingPart);
    if (waiting) {
      const subject = /\bpara (.+)$/.exec(waiting[3]!.trim())?.[1] ?? '';
      // ('la carencia no aplica a urgencias ni a accidentes', 'la incapacidad y el fallecimiento no tienen carencia')
      const except =
        /\bcarencia no (?:aplica|rige|corre|se aplica) (?:a|para|en) (.+)$/.exec(folded)?.[1] ??
        parts.map((part) => /^(?:(?:la|el|los|las) )?(.+?) no tienen? carencia\b/.exec(part)?.[1]).find(Boolean) ??
        '';
      out.push({
        sentence: sentence.trim(),
        scope: [],
        waiting: {
          months: /^dia/.test(waiting[2]!) ? Number(waiting[1]) / 30 : Number(waiting[1]),
          subject: content(subject.split(' ')),
          except: content(except.split(' ')),
        },
      });
    }
    // A start of its own, later than the policy's ('Empieza cuando termina la garantía de fábrica…, el 10 de
    // setiembre de 2027'); never a day the cover lasts until ('desde el inicio hasta el 30 de abril de 2027').
    const starts = new RegExp(
      `\\b(?:empieza|empiezan|comienza|comienzan|arranca|rige|entra en vigencia|cubre a partir)\\b(?: [^;]*?)??(?<!\\bhasta(?: el)?) (?:el |del )?(\\d{1,2}) de (${MONTH_NAMES}) de (\\d{4})\\b`,
    ).exec(folded);
    // (Or a day said with 'desde' of what the sentence covers: 'Las prótesis removibles se cubren … después de 6
    // meses de carencia, es decir desde el 1 de diciembre de 2026': about the prostheses only.)
    const since = starts ? null : new RegExp(`\\bdesde el (\\d{1,2}) de (${MONTH_NAMES}) de (\\d{4})\\b`).exec(folded);
    const subject = since ? /^(?:las|los|el|la) (.+?) se cubren?\b/.exec(folded) : null;
    // (Or what it covers only from a day, its retroactive date: 'Cubre solo los actos firmados desde el 1 de marzo
    // de 2024'.)
    const retro =
      starts || subject
        ? null
        : new RegExp(
            `\\bcubre solo (?:a )?(?:los|las|el|la) (?:.+?) desde el (\\d{1,2}) de (${MONTH_NAMES}) de (\\d{4})\\b`,
          ).exec(folded);
    const day = starts ?? (subject ? since : null) ?? retro;
    if (day) {
      out.push({
        sentence: sentence.trim(),
        scope: subject ? content(subject[1]!.split(' ')) : [],
        startsOn: `${day[3]}-${monthDay(day[1]!, day[2]!)}`,
        ...(retro && day === retro ? { retroactive: true } : {}),
      });
    }
    // A time to report it ('Los daños deben denunciarse dentro de los 3 días de la entrega', 'se avisa al banco y
    // se bloquea la tarjeta dentro de las 48 horas de detectarlas').
    const report =
      /\b(?:denunci\w*|avis\w*|inform\w*|report\w*|comunic\w*|bloque\w*|notific\w*)\b(?: \w+){0,8} dentro de (?:las |los )?(\d+) (horas|hs|dias|dias habiles)\b/.exec(
        folded,
      );
    if (report) {
      out.push({
        sentence: sentence.trim(),
        scope: [],
        reportWithin: Number(report[1]) * (report[2]!.startsWith('dia') ? 24 : 1),
      });
    }
    // How long a loss must last ('se cubre solo si… un corte de luz de más de 8 horas seguidas').
    // (The count said in words too: 'de más de seis horas'.)
    const longer = /\bsolo\b.*\b(?:de )?mas de (\d+|\w+) (horas|hs|dias)\b/.exec(folded);
    const count = longer ? (/^\d+$/.test(longer[1]!) ? Number(longer[1]) : NUMBER_WORDS[longer[1]!]) : undefined;
    if (longer && count !== undefined)
      out.push({
        sentence: sentence.trim(),
        scope: [],
        minHours: count * (longer[2]!.startsWith('dia') ? 24 : 1),
      });
    // The countries it holds in, two or more named ('Circula en Uruguay, Argentina, Brasil, Chile y Paraguay').
    const lands = new RegExp(
      `\\b(?:circula|circular|cubre|se cubre|valid[oa]|vigente|rige)\\b(?: \\w+){0,3} en ((?:${COUNTRY_NAMES})(?:(?: y | e | )(?:${COUNTRY_NAMES}))+)\\b`,
    ).exec(folded);
    if (lands) out.push({ sentence: sentence.trim(), scope: [], territory: countriesIn(lands[1]!) });
    // The only people who may drive, by name and by kinship (a usual driver, 'Conductor habitual', is no limit).
    const drivers =
      /^\s*conductor(?:es|as?)?\s+(?:(?:habilitad|declarad|autorizad)[oa]s?|(habitual)(?:es)?)\s*:\s*(.+)$/i.exec(
        sentence.replace(/\.\s*$/, ''),
      );
    if (drivers) {
      const list = drivers[2]!.replace(/\([^)]*\)/g, ' ');
      out.push({
        sentence: sentence.trim(),
        scope: [],
        drivers: {
          names: [...list.matchAll(/\b\p{Lu}[\p{L}]+/gu)].map((m) => fold(m[0])),
          relations: fold(list)
            .split(' ')
            .map(relationOf)
            .filter((r): r is string => r !== null),
          ownOnly: /\bresponsabilidad civil si\b/.test(fold(text)),
          // (A usual driver limits no one; the name is a person of the wallet all the same.)
          ...(drivers[1] ? { usual: true } : {}),
        },
      });
    }
    // The people insured, by name and by kinship.
    // ('Cubre solo a Elsa Piñeyro.', 'Cubre a Rubén Iglesias y a Elsa Piñeyro.': the people, by name.)
    const insured =
      /^\s*(?:personas )?asegurad[oa]s?\s*(?:son)?\s*:\s*(.+)$/i.exec(sentence.replace(/\.\s*$/, '')) ??
      /^\s*[Cc]ubre (?:solo |solamente |únicamente |unicamente )?a ((?:(?:y |e )?a? ?\p{Lu}[\p{L}]+ ?)+)$/u.exec(
        sentence.replace(/\.\s*$/, ''),
      );
    if (insured) {
      const list = insured[1]!.replace(/\([^)]*\)/g, ' ');
      const names = [...list.matchAll(/\b\p{Lu}[\p{L}]+/gu)].map((m) => fold(m[0]));
      const relations = fold(list)
        .split(' ')
        .map(relationOf)
        .filter((r): r is string => r !== null);
      out.push({ sentence: sentence.trim(), scope: [], insured: { names, relations } });
    }
  }
  return out;
}

// Uruguay's departments.
const DEPARTMENTS = [
  'artigas',
  'canelones',
  'cerro largo',
  'colonia',
  'durazno',
  'flores',
  'florida',
  'lavalleja',
  'maldonado',
  'montevideo',
  'paysandu',
  'rio negro',
  'rivera',
  'rocha',
  'salto',
  'san jose',
  'soriano',
  'tacuarembo',
  'treinta y tres',
];

// (Built once: 'fuera del departamento de Colonia', and a department said as where one goes, 'hasta Salto'.)
const OUTSIDE_DEPARTMENT = DEPARTMENTS.map((d) => [d, new RegExp(`\\bfuera del departamento de ${d}\\b`)] as const);
const GOING_TO_DEPARTMENT = DEPARTMENTS.map((d) => [d, new RegExp(`\\b(a|hasta|para|en) ${d}\\b`)] as const);

/** How old a thing is, in days, when the question says it ('ya tenía cuatro años puesto', 'hace como dos años'). */
function ageSaid(folded: string): number | null {
  const m =
    /\b(?:tenia|tiene|tenian|tienen|hace|ya) (?:ya )?(?:como |unos |unas |mas de |casi |cerca de )?(\w+) (anos|ano|meses|mes)\b/.exec(
      folded,
    );
  // (Not how long the person has had the policy: 'tengo el seguro hace tres años'.)
  if (!m || /\b(seguro|poliza|cliente|socio)\b/.test(folded.slice(Math.max(0, m.index - 30), m.index))) return null;
  return span(m[1]!, m[2]!);
}

/** The hour an event happened or happens, when the question says it ('a las 2 de la mañana', 'de noche'). */
export function hourSaid(folded: string): number | null {
  // (The hour said in words too: 'a las diez de la noche', 'a eso de las once'.)
  const at =
    /\b(?:a|alrededor de|tipo|como a|a eso de) (?:la|las) (\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: (\d{2}))?(?: ?(hs|horas|h|am|pm))?(?: (?:de la|en la|de) (manana|tarde|noche|madrugada))?\b/.exec(
      folded,
    );
  if (at) {
    let h = /^\d+$/.test(at[1]!) ? Number(at[1]) : NUMBER_WORDS[at[1]!]!;
    if (h > 24) return null;
    const part = at[4] ?? '';
    if ((at[3] === 'pm' || part === 'tarde') && h < 12) h += 12;
    if (part === 'noche' && h >= 7 && h < 12) h += 12;
    if (part === 'noche' && h === 12) h = 0;
    return h + (at[2] ? Number(at[2]) / 60 : 0);
  }
  if (/\b(de madrugada|a la madrugada|en la madrugada|por la madrugada)\b/.test(folded)) return 3;
  if (/\b(de noche|a la noche|por la noche|en la noche|anoche|medianoche|a la medianoche)\b/.test(folded)) return 23;
  if (/\b(a la tarde|de tarde|por la tarde|la siesta)\b/.test(folded)) return 16;
  if (/\b(al mediodia|de dia|a plena luz)\b/.test(folded)) return 12;
  if (/\b(a la manana|de manana|por la manana|esta manana)\b/.test(folded)) return 9;
  return null;
}

// Countries, and the cities people name for them ('Porto Alegre' is Brazil).
const COUNTRIES: Array<[string, RegExp]> = [
  ['uruguay', /\buruguay\b/],
  ['argentina', /\b(argentina|buenos aires|bariloche|mendoza|cordoba argentina|rosario|gualeguaychu)\b/],
  [
    'brasil',
    /\b(brasil|brazil|porto alegre|florianopolis|floripa|rio de janeiro|sao paulo|camboriu|quarai|jaguarao|uruguaiana)\b/,
  ],
  ['chile', /\b(chile|santiago de chile)\b/],
  ['paraguay', /\b(paraguay|asuncion)\b/],
  ['bolivia', /\bbolivia\b/],
  ['peru', /\b(peru|cusco|lima)\b/],
  ['colombia', /\bcolombia\b/],
  ['ecuador', /\becuador\b/],
  ['venezuela', /\bvenezuela\b/],
  ['mexico', /\b(mexico|cancun)\b/],
  ['estados unidos', /\b(estados unidos|eeuu|usa|miami|nueva york|new york|orlando)\b/],
  ['canada', /\bcanada\b/],
  ['espana', /\b(espana|madrid|barcelona)\b/],
];
const COUNTRY_NAMES = COUNTRIES.map(([name]) => name).join('|');

/** How long something lasted, in hours, when the question says it ('unas tres horas', 'dos días'); never an hour of the day. */
export function hoursLasted(folded: string): number | null {
  const m =
    /(?<!\b(a las|hace|dentro de|las|de las|desde las|hasta las) )\b(\d+|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) (horas?|horitas?|hs|dias?)\b/.exec(
      folded,
    );
  if (!m) return null;
  const n = /^\d+$/.test(m[2]!) ? Number(m[2]) : m[2] === 'un' || m[2] === 'una' ? 1 : NUMBER_WORDS[m[2]!];
  if (n === undefined) return null;
  return m[3]!.startsWith('dia') ? n * 24 : n;
}

export function countriesIn(folded: string): string[] {
  return COUNTRIES.filter(([, pattern]) => pattern.test(folded)).map(([name]) => name);
}

const UNIT_DAYS: Record<string, number> = { dia: 1, semana: 7, mes: 30, ano: 365 };

function span(count: string, unit: string, half = false): number | null {
  const n = /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS[count];
  const days = UNIT_DAYS[unit.replace(/(es|s)$/, '')];
  if (n === undefined || days === undefined) return null;
  return (n + (half ? 0.5 : 0)) * days;
}

/** The day an event to come happens, when the question says how far ahead ('dentro de un año y medio'). */
function dayAhead(folded: string, today: string): string | null {
  const m = /\b(?:dentro de|en|de aca a) (?:unos |unas )?(\w+) (dias|semanas|mes|meses|ano|anos)( y medio)?\b/.exec(
    folded,
  );
  const days = m ? span(m[1]!, m[2]!, Boolean(m[3])) : null;
  if (days === null) return null;
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The day something happened, when the question says how long ago in years or months ('hace como cuatro años'). */
function dayBack(folded: string, today: string): string | null {
  const m = /\bhace (?:como |unos |unas |casi |mas de |cerca de )?(\w+) (mes|meses|ano|anos)( y medio)?\b/.exec(folded);
  const days = m ? span(m[1]!, m[2]!, Boolean(m[3])) : null;
  if (days === null) return null;
  return new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

// Reporting, told ('recién hoy llamé al banco', 'hicimos la denuncia al otro día', 'avisamos a la semana').
const REPORTED = /\b(llam\w*|avis\w*|denunci\w*|report\w*|bloque\w*|reclam\w*|notific\w*|comuniq\w*|comunic\w*)\b/;

/**
 * The days between what happened and its report, when the question says both in one breath ('vi unas compras
 * raras hace una semana pero recién hoy llamé al banco', 'hicimos la denuncia al otro día'); null: not said.
 */
export function lapseSaid(folded: string): number | null {
  if (!REPORTED.test(folded)) return null;
  const near = (at: number, length: number) =>
    REPORTED.test(
      folded
        .slice(0, at + length)
        .split(' ')
        .slice(-10)
        .join(' ') +
        ' ' +
        folded
          .slice(at + length)
          .split(' ')
          .slice(0, 6)
          .join(' '),
    );
  const late = /\brecien (hoy|ahora|esta manana|esta tarde|ayer)\b/.exec(folded);
  const ago = /\bhace (?:como |unos |unas |mas de |casi )?(\w+) (dias|semanas|semana|mes|meses|ano|anos)\b/.exec(
    folded,
  );
  if (late && ago && REPORTED.test(folded.slice(late.index).split(' ').slice(0, 6).join(' '))) {
    const days = span(ago[1]!, ago[2]!);
    if (days !== null) return Math.max(0, days - (late[1] === 'ayer' ? 1 : 0));
  }
  const after =
    /\b(?:a los|a las|despues de|recien a los|recien a las) (\w+) (dias|semanas)\b|\b(\w+) (dias|semanas|meses) (?:despues|mas tarde)\b/.exec(
      folded,
    );
  if (after && near(after.index, after[0].length)) {
    const days = span((after[1] ?? after[3])!, (after[2] ?? after[4])!);
    if (days !== null) return days;
  }
  const week = /\b(?:a la semana|recien a la semana|al mes|recien al mes)\b/.exec(folded);
  if (week && near(week.index, week[0].length)) return week[0].endsWith('mes') ? 30 : 7;
  const next = /\b(?:al otro dia|al dia siguiente)\b/.exec(folded);
  if (next && near(next.index, next[0].length)) return 1;
  const same = /\b(?:el mismo dia|ese mismo dia|esa misma noche|enseguida|en el momento|al toque|ahi nomas)\b/.exec(
    folded,
  );
  if (same && near(same.index, same[0].length)) return 0;
  return null;
}

function addMonths(day: string, months: number): string {
  const d = new Date(`${day.slice(0, 10)}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + Math.floor(months));
  d.setUTCDate(d.getUTCDate() + Math.round((months % 1) * 30));
  return d.toISOString().slice(0, 10);
}

/** The day a waiting period ends (ISO), from the policy's start. */
export function waitingEnds(r: CoverRequirement, start: string): string | null {
  return r.waiting ? addMonths(start, r.waiting.months) : null;
}

/**
 * Whether what the question tells meets a requirement; null when the question is not about it (another place
 * than the one it holds in, a waiting period for something else, nobody named).
 */
export function requirementVerdict(r: CoverRequirement, told: Told): Verdict | null {
  if (r.scope.length > 0 && !r.scope.some((w) => said(told.words, w))) return null;
  if (r.hours) {
    const hour = hourSaid(told.folded);
    if (hour === null) return 'unknown';
    const [from, to] = r.hours;
    const inside = from <= to ? hour >= from && hour <= to : hour >= from || hour <= to;
    return inside ? 'met' : 'unmet';
  }
  if (r.days) {
    if (!told.eventDay) return 'unknown';
    const [from, to] = r.days;
    const day = told.eventDay.slice(5, 10);
    const inside = from <= to ? day >= from && day <= to : day >= from || day <= to;
    return inside ? 'met' : 'unmet';
  }
  if (r.waiting) {
    const { subject, except } = r.waiting;
    const surgery = SURGERY.test(told.folded);
    const about = subject.length === 0 || subject.some((w) => said(told.words, w) || (/^cirug/.test(w) && surgery));
    if (!about) return null;
    const exceptions = EXCEPTION_SAID.filter(([pattern]) => pattern.test(told.folded)).map(([, as]) => as);
    if (except.some((w) => exceptions.some((x) => w.startsWith(x.slice(0, 6))) || said(told.words, w))) return 'met';
    if (!told.start) return 'unknown';
    const ends = addMonths(told.start, r.waiting.months);
    // (A span that straddles the end, 'la semana pasada', is not told.)
    if (told.eventDay) {
      const last = told.eventTo ?? told.eventDay;
      if (last < ends) return 'unmet';
      return told.eventDay >= ends ? 'met' : 'unknown';
    }
    return told.today < ends ? 'unknown' : 'met';
  }
  if (r.startsOn) {
    // ('una escritura que firmé hace como cuatro años': a day that far back, whatever 'si' it is asked with.)
    const back = told.eventDay || !r.retroactive ? null : dayBack(told.folded, told.today);
    if (back) return back < r.startsOn ? 'unmet' : 'met';
    const day = told.eventDay ?? (told.ahead ? dayAhead(told.folded, told.today) : null);
    if (day) {
      if ((told.eventDay ? (told.eventTo ?? day) : day) < r.startsOn) return 'unmet';
      return day >= r.startsOn ? 'met' : 'unknown';
    }
    // (Happening now, before it starts: not yet; to come, on a day not said: it depends.)
    if (told.ahead) return 'unknown';
    return told.happening && told.today < r.startsOn ? 'unmet' : null;
  }
  if (r.reportWithin !== undefined) {
    const days = lapseSaid(told.folded);
    if (days === null) return null;
    return days * 24 > r.reportWithin ? 'unmet' : 'met';
  }
  if (r.minHours !== undefined) {
    const lasted = hoursLasted(told.folded);
    if (lasted === null) return null;
    return lasted < r.minHours ? 'unmet' : 'met';
  }
  if (r.territory) {
    const said = countriesIn(told.folded);
    if (said.length === 0) return null;
    return said.every((c) => r.territory!.includes(c)) ? null : 'unmet';
  }
  if (r.drivers?.usual) return null;
  if (r.drivers) {
    // Who drove, said beside the driving ('mi cuñado se llevó el auto', 'Don Walter, el casero, usó la camioneta',
    // 'si maneja mi sobrino'): one of them, met; someone else, unmet; no one said, not told.
    const words = told.folded.split(' ');
    const at = words.findIndex((w, i) => DRIVING.test(words.slice(i, i + 4).join(' ')));
    if (at < 0) return null;
    const near = words.slice(Math.max(0, at - 6), at + 5);
    if (near.some((w) => r.drivers!.names.includes(w))) return 'met';
    if (near.some((w) => told.people?.includes(w))) return 'unmet';
    // (Someone named by a name the policy does not list: 'si maneja Beatriz'.)
    if (near.some((w) => told.names?.includes(w) && !r.drivers!.names.includes(w))) return 'unmet';
    const people = near.map((w) => relationOf(w) ?? (ROLES.test(w) ? w : null)).filter((x): x is string => x !== null);
    // (Someone named, lower case, as who drove: 'renata se llevó el auto', a word that is no Spanish one.)
    const subject = at > 0 && (at === 1 || SUBJECT_BEFORE.test(words[at - 2]!)) ? words[at - 1]! : '';
    if (
      people.length === 0 &&
      subject.length >= 4 &&
      !isSpanishWord(subject) &&
      !r.drivers.names.includes(subject) &&
      !/^(que|quien|alguien|nadie)$/.test(subject)
    )
      return 'unmet';
    if (people.length === 0) return null;
    return people.every((x) => r.drivers!.relations.includes(x)) ? 'met' : 'unmet';
  }
  if (r.insured) {
    const words = told.folded.split(' ');
    const named = r.insured.names.some((n) => words.includes(n));
    if (named) return 'met';
    // (Another person of the wallet by name, 'a Rodrigo lo echaron' of «Asegurada: Paula Giménez».)
    if (words.some((w) => told.people?.includes(w) && !r.insured!.names.includes(w))) return 'unmet';
    // (Kin, or someone who works for the person, 'uno de mis motosierristas': no kin a list names.)
    const relations = words
      .map((w, i) =>
        i > 0 && /^(mi|mis|tu|tus|nuestr[oa]s?|su|sus|my|our)$/.test(words[i - 1]!)
          ? (relationOf(w) ?? (WORKER.test(w) ? 'empleado' : null))
          : null,
      )
      .filter((x): x is string => x !== null);
    if (relations.length === 0) return null;
    return relations.every((x) => r.insured!.relations.includes(x)) ? 'met' : 'unmet';
  }
  return null;
}
