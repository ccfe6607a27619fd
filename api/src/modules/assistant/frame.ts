import { isSpanishWord } from './lexicon';
import { editDistance, fold } from './text';

/**
 * What a question is beyond its topic words: an emergency happening now, a hypothetical, someone else's
 * data, a request for a person, the language it is written in. Read from the folded text (regular
 * expressions over word sequences), before and beside the engine's phrase matching.
 */

// English and Portuguese words that carry the meaning of an insurance question, as the engine's Spanish.
const ENGLISH: Record<string, string> = {
  do: '',
  does: '',
  did: '',
  i: '',
  // ('the' is the article: 'el generador se trabó' is read with its subject, 'generador se trabó' is not.)
  the: 'el',
  a: '',
  an: '',
  to: '',
  be: '',
  was: 'fue',
  were: '',
  been: '',
  for: 'por',
  in: 'en',
  on: 'en',
  at: 'en',
  yesterday: 'ayer',
  dog: 'perro',
  cat: 'gato',
  pet: 'mascota',
  weather: 'clima',
  hit: 'chocaron',
  parked: 'estacionado',
  damaged: 'danado',
  damage: 'danos',
  end: 'vence',
  ends: 'vence',
  life: 'vida',
  ignore: 'ignora',
  previous: 'anteriores',
  instructions: 'instrucciones',
  all: 'todas',
  users: 'usuarios',
  customers: 'clientes',
  tell: 'decime',
  show: 'mostrame',
  give: 'dame',
  can: '',
  could: '',
  would: '',
  should: '',
  will: '',
  me: '',
  you: '',
  please: 'por favor',
  real: 'real',
  hi: 'hola',
  hello: 'hola',
  hey: 'hola',
  there: '',
  thanks: 'gracias',
  gets: '',
  got: '',
  if: 'si',
  street: 'calle',
  bus: 'omnibus',
  work: 'trabajo',
  inside: 'adentro de',
  moto: 'moto',
  motorcycle: 'moto',
  today: 'hoy',
  cancel: 'cancelar',
  my: 'mi',
  your: 'tu',
  home: 'hogar',
  house: 'casa',
  apartment: 'apartamento',
  flat: 'apartamento',
  insurance: 'seguro',
  insured: 'asegurado',
  policy: 'poliza',
  policies: 'polizas',
  cover: 'cubre',
  covers: 'cubre',
  covered: 'cubre',
  coverage: 'cobertura',
  what: 'que',
  whats: 'que',
  which: 'cual',
  when: 'cuando',
  where: 'donde',
  who: 'quien',
  number: 'numero',
  expire: 'vence',
  expires: 'vence',
  expiry: 'vencimiento',
  expiration: 'vencimiento',
  renew: 'renueva',
  deductible: 'deducible',
  flood: 'inundacion',
  floods: 'inundacion',
  flooding: 'inundacion',
  flooded: 'inundacion',
  fire: 'incendio',
  smoke: 'humo',
  burning: 'quemando',
  theft: 'robo',
  stolen: 'robaron',
  stole: 'robaron',
  robbed: 'robaron',
  steal: 'robo',
  steals: 'roba',
  stealing: 'robando',
  burglary: 'robo',
  car: 'auto',
  truck: 'camioneta',
  pickup: 'camioneta',
  van: 'camioneta',
  farm: 'campo',
  bike: 'bici',
  bicycle: 'bici',
  phone: 'celular',
  window: 'ventana',
  windows: 'ventana',
  glass: 'vidrio',
  windshield: 'parabrisas',
  broke: 'rompio',
  broken: 'roto',
  break: 'rompe',
  storm: 'tormenta',
  hail: 'granizo',
  water: 'agua',
  leak: 'filtracion',
  pipe: 'cano',
  crash: 'choque',
  crashed: 'choque',
  accident: 'accidente',
  hurt: 'herido',
  injured: 'herido',
  bleeding: 'sangrando',
  price: 'precio',
  cost: 'costo',
  costs: 'cuesta',
  pay: 'pago',
  much: 'cuanto',
  total: 'total',
  and: 'y',
  of: 'de',
  with: 'con',
  that: 'esa',
  this: 'esta',
  it: 'eso',
  person: 'persona',
  human: 'humano',
  agent: 'agente',
  talk: 'hablar',
  speak: 'hablar',
  someone: 'alguien',
  travel: 'viaje',
  trip: 'viaje',
  valid: 'vigente',
  still: 'todavia',
  insurer: 'aseguradora',
  company: 'aseguradora',
  list: 'lista',
  have: 'tengo',
  emergency: 'emergencia',
  help: 'ayuda',
  tow: 'grua',
  claim: 'reclamo',
  earthquake: 'terremoto',
  more: 'mas',
  less: 'menos',
  expensive: 'caro',
  cheap: 'barato',
  cheaper: 'mas barato',
  cheapest: 'mas barato',
  one: '',
  first: 'primero',
  other: 'otro',
  others: 'otros',
  method: 'medio',
  deductibles: 'deducible',
  cancellation: 'cancelacion',
  cancelled: 'cancelado',
  canceled: 'cancelado',
  cancelation: 'cancelacion',
  luggage: 'equipaje',
  baggage: 'equipaje',
  suitcase: 'valija',
  lost: 'perdi',
  sick: 'enfermo',
  ill: 'enfermo',
  we: '',
  us: '',
  ankle: 'tobillo',
  ankles: 'tobillos',
  frame: 'cuadro',
  plumber: 'plomero',
  locksmith: 'cerrajero',
  cabin: 'cabana',
  instalment: 'cuota',
  instalments: 'cuotas',
  installment: 'cuota',
  installments: 'cuotas',
  medical: 'medico',
  hospital: 'hospital',
  doctor: 'doctor',
  flight: 'vuelo',
  abroad: 'exterior',
  motorbike: 'moto',
  kid: 'hijo',
  son: 'hijo',
  daughter: 'hija',
  school: 'escolar',
  arm: 'brazo',
  leg: 'pierna',
  pays: 'paga',
  hotel: 'hotel',
  hotels: 'hotel',
  january: 'enero',
  february: 'febrero',
  march: 'marzo',
  april: 'abril',
  june: 'junio',
  july: 'julio',
  august: 'agosto',
  september: 'setiembre',
  october: 'octubre',
  november: 'noviembre',
  december: 'diciembre',
  our: 'nuestro',
  his: 'su',
  her: 'su',
  wife: 'esposa',
  husband: 'marido',
  mom: 'mama',
  mother: 'madre',
  father: 'padre',
  family: 'familia',
  grandson: 'nieto',
  granddaughter: 'nieta',
  neighbour: 'vecino',
  neighbor: 'vecino',
  neighbours: 'vecinos',
  neighbors: 'vecinos',
  empty: 'vacia',
  alarm: 'alarma',
  monitored: 'monitoreada',
  rented: 'alquilada',
  rent: 'alquiler',
  renting: 'alquilando',
  tenants: 'inquilinos',
  tenant: 'inquilino',
  ring: 'anillo',
  necklace: 'collar',
  jewels: 'joyas',
  jewelry: 'joyas',
  jewellery: 'joyas',
  painting: 'cuadro',
  paintings: 'cuadros',
  safe: 'caja fuerte',
  table: 'mesa',
  pool: 'piscina',
  pump: 'bomba',
  roof: 'techo',
  tiles: 'tejas',
  fence: 'cerco',
  garden: 'jardin',
  skiing: 'esqui',
  ski: 'esqui',
  snowboarding: 'snowboard',
  diving: 'buceo',
  surfing: 'surf',
  surf: 'surf',
  bit: 'mordio',
  restraint: 'contencion',
  hand: 'mano',
  drone: 'dron',
  fly: 'volar',
  flying: 'volando',
  fell: 'se cayo',
  fall: 'caida',
  falls: 'se cae',
  sea: 'mar',
  beach: 'playa',
  river: 'rio',
  lake: 'lago',
  laptop: 'notebook',
  computer: 'computadora',
  computers: 'computadoras',
  screen: 'pantalla',
  battery: 'bateria',
  camera: 'camara',
  lens: 'lente',
  lenses: 'lentes',
  tv: 'tele',
  television: 'tele',
  fridge: 'heladera',
  licence: 'libreta',
  license: 'libreta',
  driver: 'conductor',
  drives: 'maneja',
  driving: 'manejando',
  drove: 'manejaba',
  post: 'poste',
  bumper: 'paragolpes',
  smashed: 'rompio',
  cracked: 'rompio',
  dented: 'abollo',
  scratched: 'rayaron',
  burst: 'revento',
  rain: 'lluvia',
  wind: 'viento',
  blew: 'volo',
  hailstorm: 'granizo',
  lightning: 'rayo',
  outside: 'fuera',
  brazil: 'brasil',
  uruguayan: 'uruguaya',
  uruguay: 'uruguay',
  burglar: 'ladron',
  burglars: 'ladrones',
  took: 'se llevaron',
  lose: 'perder',
  missing: 'perdido',
  expenses: 'gastos',
  bills: 'gastos',
  surgery: 'cirugia',
  wrist: 'muneca',
  shoulder: 'hombro',
  breaks: 'se quiebra',
  illness: 'enfermedad',
  died: 'murio',
  dies: 'muere',
  die: 'muere',
  death: 'muerte',
  worth: 'vale',
  dollars: 'dolares',
  dollar: 'dolares',
  usd: 'usd',
  report: 'denuncia',
  week: 'semana',
  weekend: 'fin de semana',
  month: 'mes',
  year: 'ano',
  next: 'proximo',
  early: 'principios de',
  mid: 'mediados de',
  during: 'durante',
  not: 'no',
  never: 'nunca',
  without: 'sin',
  also: 'tambien',
  shop: 'comercio',
  office: 'oficina',
  start: 'empieza',
  starts: 'empieza',
  begin: 'empieza',
  begins: 'empieza',
  health: 'salud',
  colleague: 'companero',
  colleagues: 'companeros',
  coworker: 'companero',
  fungus: 'hongos',
  mould: 'hongos',
  mold: 'hongos',
  eyepiece: 'ocular',
  eyepieces: 'oculares',
  telescope: 'telescopio',
  front: 'delantera',
  exactly: '',
  everything: 'todo',
  or: 'o',
  go: 'ir',
  building: 'edificio',
  room: 'habitacion',
  happened: 'paso',
  something: 'algo',
  compare: 'comparar',
  restaurant: 'restaurante',
  how: 'como',
  many: 'cuantos',
  destroyed: 'destruyo',
  ruined: 'arruino',
  wet: 'mojado',
  storage: 'deposito',
  sneakers: 'championes',
  lock: 'cerradura',
  package: 'paquete',
  parcel: 'paquete',
  shipped: 'mande',
  arrived: 'llego',
  stuck: 'trancado',
  agency: 'agencia',
  grandma: 'abuela',
  hours: 'horas',
  hour: 'hora',
  two: 'dos',
  three: 'tres',
  four: 'cuatro',
  five: 'cinco',
  six: 'seis',
  seven: 'siete',
  eight: 'ocho',
  nine: 'nueve',
  ten: 'diez',
  customer: 'cliente',
  client: 'cliente',
  clients: 'clientes',
  tripped: 'se tropezo',
  trips: 'viajes',
  step: 'escalon',
  steps: 'escalones',
  sue: 'reclamar',
  sues: 'reclama',
  suing: 'reclamando',
  sued: 'reclamo',
  compensation: 'indemnizacion',
  injury: 'lesion',
  injuries: 'lesiones',
  beer: 'cerveza',
  batch: 'lote',
  tank: 'tanque',
  tanks: 'tanques',
  fermenter: 'fermentador',
  fermenters: 'fermentadores',
  brewery: 'cerveceria',
  store: 'comercio',
  warehouse: 'deposito',
  goods: 'mercaderia',
  stock: 'mercaderia',
  equipment: 'equipos',
  machine: 'maquina',
  tools: 'herramientas',
  power: 'luz',
  outage: 'corte',
  blackout: 'corte de luz',
  cold: 'frio',
  summer: 'verano',
  winter: 'invierno',
  autumn: 'otono',
  hose: 'manguera',
  hoses: 'mangueras',
  sour: 'avinagro',
  spoiled: 'se echo a perder',
  contaminated: 'contaminado',
  infection: 'infeccion',
  drunk: 'borracho',
  refund: 'reintegro',
  refunds: 'reintegra',
  flights: 'vuelos',
  tickets: 'pasajes',
  ticket: 'pasaje',
  cracks: 'se raja',
  crack: 'se raja',
  mam: 'madre',
  mum: 'madre',
  wheel: 'rueda',
  helmet: 'casco',
  padlock: 'candado',
  teeth: 'dientes',
  tooth: 'muela',
  dentist: 'dentista',
  glasses: 'anteojos',
  excess: 'deducible',
  overseas: 'exterior',
  tourists: 'turistas',
  guests: 'invitados',
  guest: 'invitado',
  worker: 'empleado',
  employee: 'empleado',
  employees: 'empleados',
  staff: 'empleados',
  grandpa: 'abuelo',
  hearing: '',
  aids: 'audifonos',
  is: '',
  here: '',
  ask: '',
  sales: 'ventas',
  maximum: 'maximo',
  max: 'maximo',
  minimum: 'minimo',
  custom: 'a medida',
  tailored: 'a medida',
  proposal: 'propuesta',
  unlivable: 'inhabitable',
  uninhabitable: 'inhabitable',
  amount: 'monto',
  boat: 'barco',
  sailboat: 'velero',
  yacht: 'velero',
  sail: 'vela',
  sails: 'velas',
  genoa: 'vela',
  mainsail: 'vela',
  engine: 'motor',
  chain: 'cadena',
  chained: 'con cadena',
  gust: 'viento',
  tore: 'rompio',
  torn: 'rota',
  ripped: 'rompio',
  sailing: 'navegando',
  // (Words of a person's story told in English: where, when, the body, what happened.)
  island: 'isla',
  islands: 'islas',
  crossed: 'cruzamos',
  cross: 'cruzar',
  crossing: 'cruzando',
  fisherman: 'pescador',
  fishermen: 'pescadores',
  wave: 'ola',
  waves: 'olas',
  threw: 'tiro',
  thrown: 'tirado',
  against: 'contra',
  side: 'costado',
  net: 'red',
  tagging: 'marcando',
  tagged: 'marcamos',
  sunday: 'domingo',
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miercoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sabado',
  sundays: 'domingos',
  walking: 'caminando',
  walk: 'caminar',
  same: 'mismo',
  thing: 'cosa',
  things: 'cosas',
  liability: 'responsabilidad civil',
  jacket: 'campera',
  shift: 'turno',
  rocks: 'rocas',
  rock: 'roca',
  counting: 'contando',
  while: 'mientras',
  whilst: 'mientras',
  ambulance: 'ambulancia',
  clinic: 'clinica',
  knee: 'rodilla',
  head: 'cabeza',
  face: 'cara',
  finger: 'dedo',
  fingers: 'dedos',
  foot: 'pie',
  feet: 'pies',
  neck: 'cuello',
  // ('back' is the body only where a phrase below says so: 'my back', 'back pain'; else 'come back', 'pay me back'.)
  back: '',
  spine: 'columna',
  rib: 'costilla',
  ribs: 'costillas',
  bone: 'hueso',
  sprained: 'torci',
  twisted: 'torci',
  bitten: 'mordio',
  bite: 'mordedura',
  bites: 'muerde',
  stairs: 'escalera',
  ladder: 'escalera',
  ceiling: 'techo',
  wall: 'pared',
  walls: 'paredes',
  door: 'puerta',
  doors: 'puertas',
  kitchen: 'cocina',
  bathroom: 'bano',
  bedroom: 'dormitorio',
  garage: 'garaje',
  shed: 'galpon',
  tree: 'arbol',
  branch: 'rama',
  bag: 'bolso',
  backpack: 'mochila',
  wallet: 'billetera',
  purse: 'cartera',
  keys: 'llaves',
  key: 'llave',
  forgot: 'olvide',
  forgotten: 'olvidado',
  days: 'dias',
  day: 'dia',
  weeks: 'semanas',
  months: 'meses',
  years: 'anos',
  deadline: 'plazo',
  boss: 'jefe',
  job: 'trabajo',
  working: 'trabajando',
  worked: 'trabaje',
  hospitalised: 'internado',
  hospitalized: 'internado',
  stitches: 'puntos',
  x: '',
  ray: '',
  paid: 'pagan',
  reimbursed: 'reintegran',
  reimburse: 'reintegran',
  reimbursement: 'reintegro',
  glacier: 'glaciar',
  hike: 'caminata',
  hiking: 'caminata',
  mountain: 'montana',
  mountains: 'montana',
  snow: 'nieve',
  twist: 'torci',
  diver: 'buceo',
  scuba: 'buceo',
  deep: 'profundidad',
  depth: 'profundidad',
  volunteer: 'voluntario',
  volunteers: 'voluntarios',
  ngo: 'ong',
  research: 'investigacion',
  field: 'campo',
  fieldwork: 'trabajo de campo',
  lifeguard: 'guardavidas',
  coastguard: 'prefectura',
  permit: 'permiso',
  licensed: 'habilitada',
  unlicensed: 'no habilitada',
  kayak: 'kayak',
  kayaking: 'kayak',
  canoe: 'kayak',
  swimming: 'nadando',
  swim: 'nadar',
  drowned: 'ahogo',
  drowning: 'ahogando',
  sunburn: 'quemadura de sol',
  jellyfish: 'aguaviva',
  shark: 'tiburon',
  because: 'porque',
  pneumonia: 'neumonia',
  flu: 'gripe',
  fever: 'fiebre',
  appendicitis: 'apendicitis',
  london: 'londres',
  come: 'venir',
  use: 'usar',
  // (Words a person uses telling what happened at work, on the road or to the body; English words that are
  // also Spanish spellings, 'up', 'he', 'are', 'mate', would otherwise be kept as Spanish.)
  up: '',
  am: '',
  are: '',
  has: '',
  had: '',
  just: '',
  really: '',
  ones: '',
  he: 'el',
  she: 'ella',
  him: 'lo',
  them: 'los',
  they: 'ellos',
  too: 'tambien',
  each: 'cada',
  from: 'de',
  after: 'despues de',
  before: 'antes de',
  new: 'nuevo',
  old: 'viejo',
  completely: 'completamente',
  season: 'temporada',
  ute: 'camioneta',
  utepower: 'ute',
  commercial: 'comercial',
  business: 'comercio',
  utes: 'camionetas',
  tray: 'caja',
  trailer: 'trailer',
  generator: 'generador',
  generators: 'generadores',
  seized: 'se trabo',
  jammed: 'se trabo',
  combs: 'peines',
  comb: 'peine',
  cutters: 'cortantes',
  cutter: 'cortante',
  worn: 'gastado',
  wear: 'desgaste',
  ewe: 'oveja',
  ewes: 'ovejas',
  sheep: 'ovejas',
  lamb: 'cordero',
  lambs: 'corderos',
  wether: 'capon',
  wethers: 'capones',
  ram: 'carnero',
  cow: 'vaca',
  cows: 'vacas',
  cattle: 'ganado',
  horse: 'caballo',
  horses: 'caballos',
  bronc: 'bagual',
  bronco: 'bagual',
  rodeo: 'jineteada',
  cut: 'corte',
  cuts: 'cortes',
  handpiece: 'maquina',
  handpieces: 'maquinas',
  machines: 'maquinas',
  shearing: 'esquila',
  shear: 'esquilar',
  shearer: 'esquilador',
  shearers: 'esquiladores',
  sheared: 'esquilamos',
  farmer: 'productor',
  farmers: 'productores',
  vet: 'veterinario',
  wants: 'quiere',
  want: 'quiero',
  switchboard: 'tablero electrico',
  nicked: 'robaron',
  pinched: 'robaron',
  swiped: 'robaron',
  lunch: 'almuerzo',
  lent: 'preste',
  lend: 'prestar',
  borrowed: 'prestado',
  mate: 'amigo',
  mates: 'amigos',
  friend: 'amigo',
  friends: 'amigos',
  // (A work gang: shearers go in a 'comparsa'.)
  gang: 'comparsa',
  crew: 'cuadrilla',
  wrecked: 'rota',
  gear: 'equipo',
  payment: 'pago',
  payments: 'pagos',
  sliced: 'corte',
  forearm: 'antebrazo',
  collarbone: 'clavicula',
  elbow: 'codo',
  hip: 'cadera',
  thumb: 'pulgar',
  eye: 'ojo',
  nose: 'nariz',
  chest: 'pecho',
  myself: '',
  kicked: 'pateo',
  kick: 'patada',
  daily: 'diario',
  town: 'pueblo',
  keen: 'queremos',
  bungy: 'bungee',
  bungee: 'bungee',
  jump: 'salto',
  skydiving: 'paracaidismo',
  paragliding: 'parapente',
  away: 'afuera',
  rode: 'viajaron',
  ride: 'viajar',
  road: 'camino',
  roads: 'caminos',
  gravel: 'balastro',
  towed: 'remolque',
  towing: 'remolcando',
  ditch: 'zanja',
  pub: 'bar',
  locked: 'cerrado con llave',
  pain: 'dolor',
  ache: 'dolor',
  sore: 'dolorido',
  // (Contractions folded without their apostrophe: 'he's', 'don't'.)
  hes: 'el esta',
  shes: 'ella esta',
  whos: 'quien',
  thats: 'eso',
  theres: 'hay',
  its: 'eso',
  im: '',
  ive: '',
  weve: '',
  theyd: '',
  wed: '',
  id: '',
  dont: 'no',
  doesnt: 'no',
  didnt: 'no',
  isnt: 'no',
  arent: 'no',
  wasnt: 'no',
  werent: 'no',
  havent: 'no',
  hasnt: 'no',
  hadnt: 'no',
  cant: 'no puedo',
  cannot: 'no puedo',
  couldnt: 'no pude',
  wouldnt: 'no',
  shouldnt: 'no',
  // (Words of a farm, a mill, a shop or a trip told in English: what was there, what happened to it, who.)
  olive: 'olivo',
  olives: 'aceitunas',
  grove: 'olivar',
  groves: 'olivares',
  oil: 'aceite',
  firebreak: 'cortafuego',
  firebreaks: 'cortafuegos',
  weeds: 'maleza',
  weed: 'maleza',
  overgrown: 'enmalezados',
  full: 'llenos',
  ploughed: 'arados',
  plowed: 'arados',
  clean: 'limpios',
  dirty: 'sucios',
  surge: 'sobretension',
  electrician: 'electricista',
  decanter: 'decanter',
  mill: 'molino',
  mills: 'molinos',
  press: 'prensa',
  board: 'placa',
  fried: 'se quemo',
  litres: 'litros',
  liters: 'litros',
  litre: 'litro',
  liter: 'litro',
  drums: 'bidones',
  drum: 'bidon',
  plastic: 'plastico',
  diesel: 'gasoil',
  petrol: 'nafta',
  gasoline: 'nafta',
  steel: 'acero',
  stainless: 'inoxidable',
  leaked: 'se derramo',
  leaking: 'se esta derramando',
  spilled: 'se derramo',
  spilt: 'se derramo',
  spill: 'derrame',
  lid: 'tapa',
  sealed: 'sellada',
  floor: 'piso',
  thousand: 'mil',
  eleven: 'once',
  twelve: 'doce',
  thirteen: 'trece',
  fourteen: 'catorce',
  fifteen: 'quince',
  sixteen: 'dieciseis',
  seventeen: 'diecisiete',
  eighteen: 'dieciocho',
  nineteen: 'diecinueve',
  twenty: 'veinte',
  thirty: 'treinta',
  forty: 'cuarenta',
  fifty: 'cincuenta',
  sixty: 'sesenta',
  seventy: 'setenta',
  eighty: 'ochenta',
  ninety: 'noventa',
  hundred: 'cien',
  crop: 'cosecha',
  crops: 'cosecha',
  harvest: 'cosecha',
  yield: 'rendimiento',
  half: 'mitad',
  rained: 'llovio',
  drought: 'sequia',
  dry: 'seco',
  since: 'desde',
  rancid: 'rancio',
  cellar: 'bodega',
  basement: 'sotano',
  hot: 'caliente',
  heat: 'calor',
  pickers: 'cosechadores',
  picker: 'cosechador',
  hired: 'contratados',
  contracted: 'contratados',
  pruning: 'podando',
  shears: 'tijera',
  scissors: 'tijera',
  badly: 'feo',
  needed: 'necesito',
  tourist: 'turista',
  visitor: 'visitante',
  visitors: 'visitantes',
  tasting: 'degustacion',
  tastings: 'degustaciones',
  group: 'grupo',
  groups: 'grupos',
  people: 'personas',
  cruise: 'crucero',
  ship: 'barco',
  big: 'grande',
  crates: 'cajones',
  crate: 'cajon',
  boxes: 'cajas',
  box: 'caja',
  load: 'carga',
  cargo: 'carga',
  bend: 'curva',
  curve: 'curva',
  take: 'llevar',
  then: 'despues',
  any: 'alguna',
  confirm: 'confirmame',
  writing: 'escrito',
  checkup: 'control medico',
  routine: 'rutina',
  physio: 'fisioterapia',
  xrays: 'radiografias',
  scan: 'estudio',
  scans: 'estudios',
  says: 'dice',
  said: 'dijo',
  anything: 'algo',
  burns: 'se quema',
  burned: 'quemo',
  burnt: 'quemo',
  trees: 'arboles',
  grass: 'pasto',
  firemen: 'bomberos',
  firefighters: 'bomberos',
  onto: 'en',
  disconnected: 'no conectada',
  wine: 'vino',
  wines: 'vinos',
  winery: 'bodega',
  vineyard: 'vinedo',
  vines: 'vinas',
  vine: 'vina',
  sprayed: 'fumigados',
  drive: 'manejar',
  apples: 'manzanas',
  unplugged: 'no conectada',
};
const PORTUGUESE: Record<string, string> = {
  // ('avião' is no typo of 'aviso'.)
  aviao: 'avion',
  avioes: 'aviones',
  meu: 'mi',
  minha: 'mi',
  patinete: 'monopatin',
  patinetes: 'monopatin',
  eletrico: 'electrico',
  eletrica: 'electrica',
  coberto: 'cubierto',
  coberta: 'cubierta',
  contra: 'contra',
  bicicleta: 'bicicleta',
  moto: 'moto',
  cobre: 'cubre',
  cobertura: 'cobertura',
  roubo: 'robo',
  roubaram: 'robaron',
  furto: 'hurto',
  furtaram: 'robaron',
  viagem: 'viaje',
  ainda: 'todavia',
  valido: 'vigente',
  carro: 'auto',
  quanto: 'cuanto',
  custa: 'cuesta',
  // ('quanto sai o seguro?': what it costs.)
  sai: 'sale',
  // ('arrombaram a porta da loja… levaram umas geodas da vitrine', 'a franquia do seguro da loja')
  arrombaram: 'forzaron',
  estava: 'estaba',
  estavam: 'estaban',
  porta: 'puerta',
  arrombada: 'forzada',
  loja: 'local',
  levaram: 'se llevaron',
  vitrine: 'vidriera',
  alarme: 'alarma',
  ligado: 'conectada',
  franquia: 'deducible',
  inabitavel: 'inhabitable',
  custo: 'costo',
  roubado: 'robado',
  roubada: 'robada',
  rua: 'calle',
  foi: 'fue',
  na: 'en la',
  fogo: 'fuego',
  casa: 'casa',
  residencial: 'hogar',
  posso: 'puedo',
  fazer: 'hacer',
  moro: 'vivo',
  em: 'en',
  mergulho: 'buceo',
  cilindro: 'tanque',
  convidado: 'invitado',
  festa: 'fiesta',
  escorregar: 'resbalar',
  pulso: 'muneca',
  batido: 'choque',
  bateram: 'chocaron',
  quando: 'cuando',
  batida: 'choque',
  bati: 'choque',
  enchente: 'inundacion',
  incendio: 'incendio',
  vidro: 'vidrio',
  janela: 'ventana',
  quebrou: 'rompio',
  apolice: 'poliza',
  seguradora: 'aseguradora',
  pessoa: 'persona',
  falar: 'hablar',
  alguem: 'alguien',
  voce: 'vos',
  do: 'del',
  da: 'de la',
  eu: '',
  pela: 'por la',
  pelo: 'por el',
  mala: 'valija',
  malas: 'valijas',
  bagagem: 'equipaje',
  aeroporto: 'aeropuerto',
  doente: 'enfermo',
  trator: 'tractor',
  quero: 'quiero',
  verdade: 'verdad',
  com: 'con',
  um: 'un',
  uma: 'una',
  nao: 'no',
  robo: 'robot',
  capotou: 'se volco',
  capotei: 'volque',
  caminhao: 'camion',
  quebrado: 'roto',
  quebrada: 'rota',
  rachou: 'rompio',
  terra: 'tierra',
  rachado: 'roto',
  caminhonete: 'camioneta',
  pedra: 'piedra',
  estrada: 'ruta',
  guincho: 'grua',
  telefone: 'telefono',
  qual: 'cual',
  bateu: 'choco',
  janeiro: 'enero',
  fevereiro: 'febrero',
  marco: 'marzo',
  maio: 'mayo',
  junho: 'junio',
  julho: 'julio',
  setembro: 'setiembre',
  outubro: 'octubre',
  novembro: 'noviembre',
  dezembro: 'diciembre',
  vou: 'voy a',
  voltar: 'volver',
  vale: 'vigente',
  numa: 'en una',
  num: 'en un',
  coluna: 'columna',
  amassou: 'abollo',
  amassado: 'abollado',
  amassada: 'abollada',
  conserto: 'arreglo',
  consertar: 'arreglar',
  frente: 'frente',
  quais: 'cuales',
  sao: 'son',
  pagamento: 'pago',
  pagamentos: 'pagos',
  quem: 'quien',
  pagar: 'pagar',
  tempo: 'tiempo',
  leva: 'lleva',
  pra: 'para',
  cotar: 'cotizar',
  nome: 'nombre',
  saindo: 'saliendo',
  fumaca: 'humo',
  tomada: 'enchufe',
  agora: 'ahora',
  telhado: 'techo',
  pouso: 'aterrizaje',
  forcado: 'forzoso',
  trem: 'tren',
  lavoura: 'campo',
  atestado: 'certificado',
  licenca: 'licencia',
  medico: 'medico',
  vencido: 'vencido',
  tivesse: 'hubiera',
  // (Portuguese of a person's story: who, where, the body, what happened; the articles and contractions as the
  // Spanish ones, 'no' being 'en el' ('não' is the denial).)
  o: 'el',
  os: 'los',
  a: 'la',
  as: 'las',
  e: 'y',
  no: 'en el',
  nas: 'en las',
  ao: 'al',
  aos: 'a los',
  dos: 'de los',
  das: 'de las',
  pro: 'para el',
  ela: 'ella',
  ele: 'el',
  elas: 'ellas',
  eles: 'ellos',
  dela: 'de ella',
  dele: 'de el',
  delas: 'de ellas',
  deles: 'de ellos',
  aluna: 'alumna',
  aluno: 'alumno',
  alunas: 'alumnas',
  alunos: 'alumnos',
  aula: 'clase',
  aulas: 'clases',
  professor: 'profesor',
  professora: 'profesora',
  torceu: 'se torcio',
  torci: 'me torci',
  tornozelo: 'tobillo',
  joelho: 'rodilla',
  perna: 'pierna',
  costas: 'espalda',
  machucou: 'se lastimo',
  machuquei: 'me lastime',
  caiu: 'se cayo',
  cai: 'me cai',
  tinha: 'tenia',
  tinham: 'tenian',
  tem: 'tiene',
  tenho: 'tengo',
  teve: 'hubo',
  tive: 'tuve',
  tiver: 'tiene',
  for: 'es',
  estivesse: 'estuviera',
  treinou: 'entreno',
  sozinho: 'solo',
  sozinha: 'sola',
  noite: 'noche',
  sem: 'sin',
  nenhum: 'ningun',
  nenhuma: 'ninguna',
  quer: 'quiere',
  corrida: 'salida A correr',
  vestiario: 'vestuario',
  arrebentou: 'se rompio',
  rebentou: 'se rompio',
  estourou: 'se rompio',
  cabo: 'cable',
  aco: 'acero',
  puxada: 'polea',
  ja: 'ya',
  gasto: 'gastado',
  gasta: 'gastada',
  queimou: 'se quemo',
  queimar: 'se queman',
  queimaram: 'se quemaron',
  esteira: 'cinta',
  esteiras: 'cintas',
  forcaram: 'forzaron',
  enrolar: 'enrollar',
  anilhas: 'discos',
  caixa: 'caja',
  balcao: 'mostrador',
  pediu: 'pidio',
  segurado: 'asegurado',
  segurada: 'asegurada',
  cozinha: 'cocina',
  moveis: 'muebles',
  conteudo: 'contenido',
  parede: 'pared',
  molhou: 'mojo',
  tudo: 'todo',
  roubarem: 'roban',
  roubar: 'robar',
  ligo: 'llamo',
  ligar: 'llamar',
  bike: 'bici',
  cadeado: 'candado',
  trilha: 'sendero',
  morro: 'cerro',
  rachei: 'rompi',
  quadro: 'cuadro',
  espelhos: 'espejos',
  ate: 'hasta',
  recebo: 'cobro',
  inteiro: 'entero',
  acontecer: 'pasa',
  aconteceu: 'paso',
  acidente: 'accidente',
  comeca: 'empieza',
  comecar: 'empezar',
  termina: 'termina',
  alugar: 'alquilar',
  mae: 'madre',
  pai: 'padre',
  ferias: 'vacaciones',
  trabalho: 'trabajo',
  desmaiou: 'se desmayo',
  direito: 'bien',
  ignore: 'ignora',
  suas: 'tus',
  sua: 'tu',
  seu: 'tu',
  seus: 'tus',
  regras: 'reglas',
  somando: 'sumando',
  hoje: 'hoy',
  mes: 'mes',
  ano: 'ano',
  gente: 'gente',
  depois: 'despues',
  isso: 'eso',
  isto: 'esto',
  aqui: 'aca',
  onde: 'donde',
  como: 'como',
  muito: 'mucho',
  tambem: 'tambien',
  ontem: 'ayer',
  dia: 'dia',
  numero: 'numero',

  palha: 'paja',
  madeira: 'madera',
  fazem: 'hacen',
  voces: 'ustedes',
  // (Words of a shop, a trip or a home told in Portuguese: what was there, what happened to it, who.)
  oi: 'hola',
  ola: 'hola',
  terca: 'martes',
  quarta: 'miercoles',
  bancada: 'mesada',
  levamos: 'llevamos',
  levar: 'llevar',
  levou: 'se llevo',
  autorrefrator: 'autorrefractometro',
  exame: 'examen',
  exames: 'examenes',
  escola: 'escuela',
  escolas: 'escuelas',
  feira: 'feria',
  feiras: 'ferias',
  diz: 'dice',
  dizem: 'dicen',
  disse: 'dijo',
  deram: 'dieron',
  deu: 'dio',
  infeccao: 'infeccion',
  olho: 'ojo',
  olhos: 'ojos',
  oftalmologista: 'oftalmologo',
  contato: 'contacto',
  grau: 'graduacion',
  oculos: 'anteojos',
  fiz: 'hice',
  fez: 'hizo',
  errado: 'mal',
  errada: 'mal',
  dor: 'dolor',
  cabeca: 'cabeza',
  ameaca: 'amenaza',
  processar: 'demandar',
  processo: 'demanda',
  receita: 'receta',
  receitas: 'recetas',
  assinei: 'firme',
  assinou: 'firmo',
  assinada: 'firmada',
  assinado: 'firmado',
  estou: 'estoy',
  trabalha: 'trabaja',
  comigo: 'conmigo',
  senhor: 'senor',
  senhora: 'senora',
  deixou: 'dejo',
  cair: 'caer',
  novos: 'nuevos',
  novas: 'nuevas',
  novo: 'nuevo',
  nova: 'nueva',
  comprei: 'compre',
  comprou: 'compro',
  armacao: 'armazon',
  armacoes: 'armazones',
  brasileiro: 'brasileno',
  brasileira: 'brasilena',
  uruguaia: 'uruguaya',
  uruguaio: 'uruguayo',
  molharam: 'se mojaron',
  molhado: 'mojado',
  molhada: 'mojada',
  goteira: 'gotera',
  parcela: 'cuota',
  parcelas: 'cuotas',
  entraram: 'entraron',
  entortou: 'se torcio',
  entortaram: 'se torcieron',
  torto: 'torcido',
  torta: 'torcida',
  roda: 'rueda',
  rodas: 'ruedas',
  guidao: 'manubrio',
  intoxicacao: 'intoxicacion',
  alimentar: 'alimentaria',
  dez: 'diez',
  reembolso: 'reembolso',
  desceu: 'bajo',
  descer: 'bajar',
  prancha: 'tabla',
  serve: 'sirve',
  camionete: 'camioneta',
  desculpa: 'perdon',
  desculpe: 'perdon',
  naquela: 'en aquella',
  naquele: 'en aquel',
  nessa: 'en esa',
  nesse: 'en ese',
  // ('o alarme estava desligado': not 'ligado', the 'conectada' a policy asks for.)
  desligado: 'no conectado',
  desligada: 'no conectada',
  disparou: 'sono',
  nota: 'factura',
  // ('Esqueça suas regras': forget the rules, as an order.)
  esqueca: 'olvidate de',
  esquece: 'olvidate de',
  esquecer: 'olvidar',
  arrombando: 'forzando',
  arrombou: 'forzo',
  mas: 'pero',
  umas: 'unas',
  uns: 'unos',
  dois: 'dos',
  duas: 'dos',
  quatro: 'cuatro',
  sete: 'siete',
  oito: 'ocho',
  nove: 'nueve',
  onze: 'once',
  doze: 'doce',
  treze: 'trece',
  quatorze: 'catorce',
  catorze: 'catorce',
  quinze: 'quince',
  vinte: 'veinte',
  trinta: 'treinta',
  quarenta: 'cuarenta',
  cinquenta: 'cincuenta',
  sessenta: 'sesenta',
  oitenta: 'ochenta',
  cem: 'cien',
  quantas: 'cuantas',
  quantos: 'cuantos',
  fizemos: 'hicimos',
  faltam: 'faltan',
  sinal: 'senal',
  contratei: 'contrate',
  escolhi: 'elegi',
  declarei: 'declare',
  paguei: 'pague',
  falo: 'hablo',
  prazo: 'plazo',
  pode: 'puede',
  passar: 'pasar',
  faco: 'hago',
  sou: 'soy',
  filho: 'hijo',
  filha: 'hija',
  filhos: 'hijos',
  irmao: 'hermano',
  irma: 'hermana',
  sogra: 'suegra',
  sogro: 'suegro',
  namorado: 'novio',
  namorada: 'novia',
  forno: 'horno',
  padaria: 'panaderia',
};
const ENGLISH_MARKERS =
  /\b(the|my|does|do|is|am|are|what|whats|when|how|insurance|policy|policies|cover|covered|covers|car|home|and|of|i|can|could|should|would|will|to|an|get|got|have|has|was|were|you|your|please|it|this|that|with|for|person|talk|real|all|tell|which|expire|expires|much|pay|first|stolen|deductible|our|into|someone|now|we|they|there)\b/g;
// (Spanish words too, like "mala" or "pela", are no marker: "la mala praxis" is Spanish.)
const PORTUGUESE_MARKERS =
  /\b(meu|minha|eu|bagagem|aeroporto|roubo|roubaram|roubado|viagem|ainda|voce|quanto|enchente|furto|seguradora|apolice|custa|pegou|fogo|rua|foi|patinete|coberto|coberta|eletrico|eletrica|trator|capotou|caminhao|quero|falar|verdade|nao|caminhonete|estrada|rachou|quebrou|bateu|guincho|telefone|uma|posso|fazer|moro|residencial|mergulho|convidado|festa|quais|pagamento|quem|janeiro|fevereiro|dezembro|numa|coluna|amassou|conserto|bati|em|fumaca|saindo|agora|pra|cotar|telhado|palha|madeira|fazem|aviao|pouso|lavoura|ontem|tivesse|atestado|estava|estavam|loja|levaram|arrombaram|vitrine|franquia|tinha|tambem|qual|suas|seus|regras|aluno|aluna|alunos|alunas|deles|dele|dela|tenho|nenhum|nenhuma|sozinho|hoje|tudo|isso|muito|trabalho|cozinha|esteira|joelho|tornozelo|machucou|naquela|naquele|noite|estivesse|desligado|desligada|oculos|receita|assinei|assinada|comigo|desculpa|desculpe|camionete|fica|armacoes|esqueca|um|sem|sou|filho|filha|irmao|namorada|namorado)\b/g;

export type Language = 'es' | 'en' | 'pt';

/** A long word one letter off a single glossary word ('instalmet'): that word's Spanish; else null. */
function misspelt(word: string, glossary: Record<string, string>): string | null {
  if (word.length < 7) return null;
  const near = Object.keys(glossary).filter(
    (k) => Math.abs(k.length - word.length) <= 1 && editDistance(k, word, 1) <= 1,
  );
  const spanish = [...new Set(near.map((k) => glossary[k]!))];
  return spanish.length === 1 ? spanish[0]! : null;
}

/** The language of a folded question: English or Portuguese when their own words carry it. */
export function languageOf(folded: string): Language {
  const english = (folded.match(ENGLISH_MARKERS) ?? []).length;
  const portuguese = (folded.match(PORTUGUESE_MARKERS) ?? []).length;
  if (portuguese >= 1 && portuguese >= english) return 'pt';
  const words = folded.split(' ');
  const foreign = words.filter((w) => w.length > 2 && !isSpanishWord(w)).length;
  if (english >= 2 && foreign >= 1) return 'en';
  return 'es';
}

/**
 * English phrases of a person's story carried over before the word glossary: the grammar a word-by-word reading
 * loses (possessives, progressive and past forms, negations, 'how much is each…', 'does it renew by itself'),
 * the Spanish in capitals so that the glossary keeps it as such.
 */
function englishStory(text: string): string {
  return (
    text
      .replace(/\b(nz|new zealand)\b/g, 'NUEVA ZELANDA')
      .replace(/\bthird ?party( liability)? (limit|cap)\b/g, 'limite de responsabilidad civil')
      .replace(/\bthird ?party( liability)?\b/g, 'liability')
      // (What is carried on a pickup's back is in its load bed: 'off the back of the ute', 'in the tray'.)
      .replace(
        /\b(off|in|on|from|onto|into) (the )?back of (the|my|our|his|her|your) (ute|pickup|pick up|truck)\b/g,
        (_, where: string) => `${where === 'off' || where === 'from' ? 'de' : 'en'} LA caja de LA camioneta`,
      )
      .replace(/\b(i |we )?(got |was |were )?rear ?ended\b/g, 'ME chocaron de atras')
      .replace(/\btoll ?(booth|gate|plaza)s?\b/g, 'peaje')
      // (Else the back of a thing is its rear: 'the back of my truck is dented'.)
      .replace(/\b(the )?back of\b/g, 'LA parte de atras de')
      .replace(/\b(on the way|way|on our way|on my way) back\b/g, 'A LA vuelta')
      .replace(/\bback (in|at)\b/g, 'en')
      .replace(/\b(came|come|comes|coming) back\b/g, (_, verb: string) => (verb === 'came' ? 'volvio' : 'volver'))
      .replace(/\b(pay|pays|paying|paid) (me|us|him|her|it|that|them) back\b|\bpay back\b/g, 'ME lo devuelven')
      .replace(
        /\b(fly|flying|flew|come|coming|go|going|get|getting|head|heading|travel|travelling|traveling) (back )?home( early| earlier| sooner| before)?\b/g,
        (...m: string[]) => (m[3] ? 'volver antes' : 'volver'),
      )
      .replace(/\b(we|i) ?(are|re|am|m)? away\b|\bwere away\b/g, 'estamos de viaje')
      .replace(/\b(goes|go|went|going|gone) wrong\b/g, 'sale mal')
      .replace(/\bkeen (on|to do|to)\b/g, 'keen')
      .replace(/\b(run|runs|ran) out\b(?! of)/g, 'vence')
      // ('my mam ends up in hospital': they admit her, as Spanish tells it; 'termina' alone would read as a
      // policy's end.)
      .replace(
        /\b((?:(?:my|his|her|our|their|your|the) )?[a-z]+(?: de [a-z]+)?) (?:ends?|ended|ending) up (?:in|at) (?:the )?hospital\b/g,
        (_, who: string) =>
          who === 'i'
            ? 'ME internan'
            : who === 'we'
              ? 'NOS internan'
              : who === 'you'
                ? 'TE internan'
                : `internan A ${who}`,
      )
      // ('ends up in hospital': is admitted; 'termina' alone would read as a policy's end.)
      .replace(
        /\b(ends|ended|end|ending) up (in|at) (the )?hospital\b|\b(is|gets|got|was|were) (admitted|hospitalised|hospitalized|taken)( (to|in|into) (the )?hospital)?\b/g,
        'es internada',
      )
      .replace(/\b(ends|ended|end|ending) up\b/g, 'termina')
      .replace(/\bhow many\b/g, 'cuantos')
      .replace(/\bwhat if\b/g, 'que pasa si')
      .replace(/\bheart attack\b/g, 'infarto')
      .replace(/\bbefore (i|we) (leave|go|travel|fly)\b/g, 'antes de viajar')
      // ('on Sunday', 'last week': when it happened, as Spanish tells the past.)
      .replace(/\b(on|last|this past) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g, 'el $2')
      .replace(/\blast (week|month|year)\b/g, (_, unit: string) =>
        unit === 'week' ? 'LA semana pasada' : unit === 'month' ? 'el mes pasado' : 'el ano pasado',
      )
      .replace(
        /\b(renew|renews|renewed) (by itself|on its own|itself|automatically)\b|\bauto ?renew(s|ed)?\b/g,
        'se renueva sola',
      )
      // (Someone other than the person fell or got hurt: 'one fell off', 'broke his wrist'.)
      .replace(/\b(he|she|one|they|someone|somebody) (fell|came|falls|comes) off\b/g, 'se cayo')
      .replace(
        /\b(hurt|injured|broke|sprained|twisted|cut|burnt|burned|sliced|gashed) (his|her|their)\b/g,
        'se lastimo LA',
      )
      .replace(/\b(i |we )?(cut|sliced|gashed) (myself|ourselves)\b/g, 'ME corte')
      .replace(/\b(i |we )?(got |get |was |were |been )?(thrown|bucked|knocked) off\b/g, 'ME tiro')
      // (A machine that 'died' stopped working; nobody died.)
      .replace(
        new RegExp(
          `\\b(${ENGLISH_MACHINES})((?: (?:at|in|on|of) (?:the|my|our) \\w+)?)( just)? (died|packed up|packed in|gave up|gave out|conked out|cut out|is dead|was dead)( on (me|us|him|her))?\\b`,
          'g',
        ),
        '$1$2 se paro',
      )
      // ('halfway through a shed': a shed is a shearing job.)
      .replace(/\b(halfway through|in the middle of) (a|the) shed\b/g, 'A mitad de una esquila')
      .replace(/\bhalfway( through)?\b|\bin the middle of\b/g, 'A mitad de')
      .replace(/\b(a |the )?short circuit\b|\b(a|the) short (?=from|in|on)\b|\bshorted\b/g, 'un cortocircuito ')
      .replace(/\b(burnt|burned|blew|blown) out\b/g, 'quemo')
      .replace(/\b(cut|cuts|cutting) (off )?(the |our |my )?(power|electricity)( off)?\b/g, 'corto LA luz')
      .replace(/\b(cold|cool) ?rooms?\b/g, 'camara de frio')
      .replace(/\b(got|get|has|have|had) (a|an) (deep |nasty |bad |big )?(cut|gash)\b/g, (...m: string[]) =>
        m[3] === 'deep ' ? 'se hizo un corte PROFUNDO' : 'se hizo un corte',
      )
      // ('while I was shearing': the past progressive is told by its gerund.)
      .replace(/\b(i|we|he|she|they|you) (was|were) (?=\w+ing\b)/g, '')
      .replace(/\b(wants|want|wanted) (me|us) to (pay|cover)( for)?\b/g, 'quiere que le PAGUE')
      // ('can I claim new ones?', 'can I claim on the accident policy?': whether it is covered.)
      .replace(/\b(can|could|may) (i|we) (make a )?claim( for| on)?\b/g, 'ME cubre')
      .replace(/\b(has been|have been|is|are|was|been) killing (me|him|her)\b/g, 'ME duele')
      .replace(/\bor anything\b/g, 'ni nada')
      .replace(/\blower back\b/g, 'cintura')
      .replace(/\bback ?(pain|ache|aches|injury)\b|\bbackache\b/g, 'dolor de ESPALDA')
      .replace(/\b(my|his|her|your|our|sore|bad|upper) back\b/g, '$1 ESPALDA')
      .replace(
        /\b(couldnt|couldn t|could not|cant|can t|cannot|can not) (work|walk|drive|move|sleep)\b/g,
        (...m: string[]) =>
          `no puedo ${({ work: 'trabajar', walk: 'caminar', drive: 'manejar', move: 'mover', sleep: 'dormir' } as Record<string, string>)[m[2]!]}`,
      )
      .replace(/\b(from )?(which|what) day\b/g, 'desde que dia')
      .replace(/\b(do|should|can|shall) (i|we) (ring|phone|give a ring)\b/g, '$1 $2 call')
      .replace(/\bhow long (have|do) (i|we) got\b|\bhow long have (i|we) got\b/g, 'cuanto tiempo tengo')
      .replace(/\bto report\b/g, 'para denunciar')
      .replace(/\b(to )?(tell|notify|inform|let) (\w+)( know)? about\b/g, 'para avisarle A $3 de')
      .replace(/\b(whatsapp|claims|helpline|hotline|assistance) number\b/g, 'numero de $1')
      .replace(/\bwho(?:s| is| are)? (.+?) (insured|covered) (with|by)\b/g, 'con quien esta asegurado $1')
      .replace(/\bwhat (do|would|will|can|could) (i|we) get\b/g, 'cuanto ME pagan')
      .replace(/\b(it |she |he )?(was|is|were) locked up\b/g, 'tenia candado')
      .replace(/\blocked up\b/g, 'con candado')
      .replace(/\bfrom outside\b/g, 'afuera de')
      .replace(/(?<!\bhow )\b(am|are|do|does|will) (i|we) (paying|pay)\b/g, 'pago')
      .replace(/\b(a|per|each|every) (year|month)\b(?! ago| of)|\b(yearly|annually|monthly)\b/g, (...m: string[]) =>
        m[2] === 'month' || m[3] === 'monthly' ? 'por mes' : 'por ano',
      )
      .replace(/\b(is|are|s) (each|every) (payment|instalment|installment)\b/g, 'ES cada cuota')
      .replace(/\b(each|every) (payment|instalment|installment)\b/g, 'cada cuota')
      .replace(
        /\b(deductible|excess|limit|limite|premium|price|cost|instalment|installment|payment|cuota) (on|for) (the|my|our)\b/g,
        '$1 de $3',
      )
      .replace(/\b(tell|confirm to|confirm) me (that )?(?=(my|the|it|this|our|your|i)\b)/g, 'decime que ')
  );
}

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const HUNDREDS = [
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];
const ENGLISH_MACHINES =
  'engine|motor|generator|battery|pump|machine|handpiece|compressor|fridge|freezer|car|ute|truck|van|phone|laptop|computer|tractor|decanter|mill|press|grinder|mixer|boiler|heater|oven|dishwasher|washer|dryer|printer|router|modem|board|centrifuge|chiller|tv|television|camera|drone|scanner|lathe|saw';

/**
 * English phrases of work, a farm, a shop or a trip, told before the word glossary: numbers said in words, the
 * things ('an olive grove', 'a power surge', 'pruning shears'), what happened to them ('went rancid', 'the
 * decanter at the mill died'), and the past or the condition a word-by-word reading loses ('if the firebreaks
 * had been full of weeds', 'she's been treated'), the Spanish in capitals so that the glossary keeps it.
 */
function englishTrades(text: string): string {
  return (
    text
      .replace(
        /\b(about|around|roughly|approximately|some|nearly|almost) (?=(a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen) )/g,
        'UNOS ',
      )
      // ('thirty-five people', 'three hundred litres': numbers as Spanish says them.)
      .replace(
        new RegExp(`\\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (${UNITS.join('|')})\\b`, 'g'),
        '$1 Y $2',
      )
      .replace(new RegExp(`\\b(a|${UNITS.join('|')}) hundred( and)?\\b`, 'g'), (_, unit: string) =>
        unit === 'a' || unit === 'one' ? 'CIEN' : HUNDREDS[UNITS.indexOf(unit)]!.toUpperCase(),
      )
      .replace(/\bolive (groves?|orchards?|farms?|estates?|plantations?)\b/g, 'OLIVAR')
      .replace(/\b(orange|lemon|citrus|mandarin) (groves?|orchards?)\b/g, 'MONTE DE citricos')
      .replace(/\bolive trees?\b/g, 'OLIVOS')
      .replace(/\bolive (fruit )?fl(y|ies)\b/g, 'MOSCA DEL OLIVO')
      .replace(/\bfruit fl(y|ies)\b/g, 'MOSCA DE LA FRUTA')
      .replace(/\bolive oil\b/g, 'ACEITE DE OLIVA')
      .replace(/\b(power|voltage|electrical|electric) (surge|spike)s?\b/g, 'SOBRETENSION')
      .replace(/\bcruise (ship|liner|boat)s?\b/g, 'CRUCERO')
      .replace(/\b(control|circuit|electronic|main|logic) boards?\b|\bmotherboard\b/g, 'PLACA electronica')
      .replace(/\bon board\b/g, 'A BORDO')
      .replace(/\b(pruning|garden) (shears|scissors|saw)\b|\bsecateurs\b|\bclippers\b/g, 'TIJERA DE PODAR')
      .replace(/\bx ?rays?\b/g, 'RADIOGRAFIAS')
      .replace(
        /\b(yearly|annual|routine|regular) (check ?ups?|checkups?|physicals?|medicals?)\b/g,
        'CONTROL MEDICO DE RUTINA',
      )
      .replace(/\bcheck ?ups?\b/g, 'CONTROL MEDICO')
      .replace(/\b(dry|drought) (year|season|spell|summer|winter|autumn|spring)\b|\bdrought\b/g, 'SEQUIA')
      .replace(
        /\b(it )?(hasn t|hasnt|has not|haven t|havent|didn t|didnt|did not) (rained|rain)\b|\bno rain\b/g,
        'NO LLUEVE',
      )
      .replace(/\b(went|gone|goes|go|turned|turn|turns|has gone|had gone) (rancid|sour)\b/g, (_, __, how: string) =>
        how === 'rancid' ? 'SE PUSO RANCIO' : 'SE AVINAGRO',
      )
      .replace(/\b(got|gets|get|was|were|is|became) (far |way |much |really |so )?too hot\b/g, 'SE CALENTO DEMASIADO')
      .replace(/\b(over|during|in|through) the (summer|winter|night|weekend|holidays)\b/g, 'EN EL $2')
      .replace(/\bthis (year|week|month|morning|summer|winter|season|time)\b/g, 'ESTE $1')
      .replace(/\bthat (day|night|morning|afternoon|evening|week)\b/g, (_, unit: string) =>
        unit === 'day' || unit === 'morning'
          ? `ESE ${unit === 'day' ? 'DIA' : 'MANANA'}`
          : `ESA ${unit === 'night' ? 'NOCHE' : unit === 'week' ? 'SEMANA' : 'TARDE'}`,
      )
      .replace(/\b(the )?same (answer|thing|story)\b/g, 'LO MISMO')
      .replace(/\b(full of weeds|overgrown|weedy)\b/g, 'LLENOS DE MALEZA')
      // ('what if it had been the big group', 'if the firebreaks had been full of weeds': a hypothetical.
      // 'they had been ploughed in October' tells the past.)
      .replace(
        /\b(if|suppose|supposing) ((?:\w+ ){0,4}?)had (been|happened|gone)\b/g,
        (_, cue: string, subject: string, verb: string) =>
          `${cue} ${subject}HUBIERA ${verb === 'been' ? 'SIDO' : verb === 'gone' ? 'IDO' : 'PASADO'}`,
      )
      .replace(/\b(were|was) (it|that|they|he|she) to\b/g, 'SI LLEGARA A')
      // ('she's been treated', 'he was seen to': cared for already.)
      .replace(
        /\b(shes|hes|theyve|she has|he has|they have|she was|he was|they were|was|were|has|have) (been )?(treated|seen to|patched up|stitched up|discharged|attended to)\b/g,
        'YA LA ATENDIERON',
      )
      // ('the pickers we hired': the workers taken on, as the policies say it.)
      .replace(
        /\b(pickers|workers|labourers|laborers|hands|staff|shearers) (we|i) (hired|took on|contracted|employ|employed)\b/g,
        '$1 CONTRATADOS',
      )
      .replace(/\b(slid|fell|came|flew|tipped) (out|off) (of )?(the )?back\b/g, 'SE CAYERON DE LA CAJA')
      .replace(/\b(slid|tipped) (out|off)\b|\bfell out\b/g, 'SE CAYERON')
      .replace(/\b(the |a )?(south|north|east|west|far|other|top|bottom) end( of)?\b/g, 'EL EXTREMO $2 DE')
      .replace(/\bone of (the|our|my)\b/g, 'UNO DE $1')
      .replace(
        /\b(had|has|have) (its|their|the|her|his) (\w+ )?(lid|cap|cover|padlock|alarm|tracker|seal) on\b/g,
        'TENIA LA $4 $3PUESTA',
      )
      .replace(/\b(put|putting|puts) (it|the fire|the flames) out\b/g, 'LO APAGARON')
      .replace(
        /\bconfirm (to me )?(in writing |POR ESCRITO )?that\b/g,
        (_, __, writing?: string) => `CONFIRMAME ${writing ? 'POR ESCRITO ' : ''}QUE`,
      )
      // ('a tourist slipped on the wet floor': someone else slipped; 'I slipped', on a bike, is read below.)
      .replace(/\b(?<!\b(?:i|we) )(slipped|slips)\b/g, 'SE RESBALO')
      .replace(/\bin writing\b/g, 'POR ESCRITO')
      .replace(
        /\b(needed|got|had|needs|gets|has|required) (a few |some |several |\w+ )?(stitches|a cast|a plaster|sutures)\b/g,
        (...m: string[]) => (/cast|plaster/.test(m[3]!) ? 'LE PUSIERON YESO' : 'LE DIERON PUNTOS'),
      )
      .replace(/\b(were|was|got|get|are|is) (ruined|destroyed|spoiled|spoilt|wrecked)\b/g, (_, verb: string) =>
        /^(were|are)$/.test(verb) ? 'SE ARRUINARON' : 'SE ARRUINO',
      )
      .replace(/\b(pay|pays|paying) for (them|it|that|this)\b/g, (_, __, what: string) =>
        what === 'them' ? 'LOS PAGA' : 'LO PAGA',
      )
      // ('someone forced the door of the house while we were at the mill': where the people were, away from
      // the home the story happens in, is no place of the story.)
      .replace(
        /\bwhile (i|we|he|she|they) (was|were) (at|in|on) (the|a|an|our|my|his|her|their) \w+\b/g,
        (clause: string) => (/\b(house|home|flat|apartment)\b/.test(text) ? 'MIENTRAS ESTABAMOS AFUERA' : clause),
      )
      .replace(
        /\b(take|taking|drive|driving|bring) (the|my|our) (\w+) (over|across|through) (the )?(\w+)\b/g,
        'LLEVAR $2 $3 CRUZANDO LOS $6',
      )
  );
}

// A policy named by what it insures, English first ('the ute policy', 'my accident cover', 'the shearing gear
// policy'), as Spanish names it: 'la póliza de la camioneta', 'el equipo de esquila'.
const NOT_A_KIND =
  '(?!(?:would|will|does|do|did|not|still|also|new|old|current|same|other|whole|own|first|second|last|next|previous|only|main|entire|policy|policies|insurance|cover|is|was|are|that|this|it)\\b)';
const ENGLISH_KIND = new RegExp(
  `\\b(the|my|our|his|her|your) ((?:${NOT_A_KIND}[a-z]+ ){1,2})(policy|insurance|cover|plan)\\b`,
  'g',
);

function englishKinds(text: string): string {
  return text
    .replace(
      ENGLISH_KIND,
      (_, owner: string, kind: string, noun: string) =>
        `${owner} ${noun === 'plan' ? 'plan' : noun === 'policy' ? 'poliza' : 'seguro'} de ${kind.trim()}`,
    )
    .replace(/\b(?!(?:the|my|our|a|an|his|her|your|this|that|of|de)\b)([a-z]+) gear\b/g, 'equipo de $1');
}

/** The folded question in the engine's Spanish: English and Portuguese words carried over, Spanish kept. */
export function toSpanish(folded: string, language: Language, known: ReadonlySet<string> = new Set()): string {
  if (language === 'es') return folded;
  let text = folded;
  if (language === 'en') {
    text = englishStory(englishTrades(text))
      .replace(/\bwhat exactly\b/g, 'what')
      .replace(/\b(what is|whats|how much is) (my|the) (\w+) insured for\b/g, 'valor asegurado de mi $3')
      .replace(/\binsured (value|amount|sum)\b/g, 'valor asegurado')
      .replace(/\bhow long (does it take|do i have|will it take|does it last)\b/g, 'cuanto tarda')
      .replace(/\bhow long\b/g, 'cuanto tiempo')
      .replace(/\bhow much\b/g, 'cuanto')
      .replace(/\boutboard( engine| motor)?\b/g, 'motor fuera de borda')
      .replace(/\b(somewhere|a place|place|anywhere) to (stay|sleep|live)\b|\baccommodation\b/g, 'alojamiento')
      .replace(/\b(call|ring|phone|contact) (me|us)( back)?\b/g, 'ME pueden llamar')
      .replace(/\b(home|house|car|bike|bicycle|travel|accident|life|phone|renters|health) insurance\b/g, 'insurance $1')
      .replace(/\binsurance (home|house|car|bike|bicycle|travel|accident|life|phone|renters|health)\b/g, 'seguro de $1')
      .replace(/\bwhat (should|do|can) (i|we) do\b/g, 'que hago')
      .replace(
        /\bwhat (does|do|will) (.+?) not cover\b|\bwhat (doesn t|doesnt|don t|dont|won t|wont) (.+?) cover\b/g,
        (...m: string[]) => `que no cubre ${m[2] ?? m[4]}`,
      )
      .replace(
        /\b(doesn t|doesnt|does not|don t|dont|do not|won t|wont|will not) cover\b|\b(isn t|is not|aren t|are not) covered\b/g,
        'no cubre',
      )
      .replace(/\bwhat (does|do|will) (.+?) cover\b/g, 'what covers $2')
      .replace(/\bwhat is covered\b/g, 'what covers')
      .replace(/\bat home\b/g, 'en casa')
      .replace(/\b(got|was|were|has been|have been) stolen\b/g, 'ME robaron')
      .replace(/\bschool (plan|insurance|policy)\b/g, 'seguro escolar')
      .replace(/\b(am|are) (i|we) covered\b/g, 'ME cubre')
      .replace(/\bis (it|that) covered\b/g, 'ME cubre')
      .replace(/\bpolicy number\b/g, 'numero de poliza')
      .replace(/\bwhen (does|do|will) (.+?) (start|begin)\b/g, 'cuando empieza $2')
      // ('whose name is it in?', 'who is the policyholder?': the holder.)
      .replace(/\b(whose name|in whose name|who is the (policy ?holder|holder|insured))\b/g, 'A nombre de quien')
      // ('what number do I call': the insurer's phone, not the policy's number.)
      .replace(/\b(what|which) (number|phone|phone number) (do|should|can) (i|we) call\b/g, 'A que numero llamo')
      .replace(/\b(bend|bent|buckle|buckled) (the|my) (front|back|rear) wheel\b/g, 'se doblo la rueda')
      .replace(/\bthat one\b/g, 'esa')
      // ('the bike, sorry, I mean the cabin': what is corrected gives way to what corrects it.)
      .replace(
        /\b(the|my|a|our) \w+ (?:(?:sorry|no|oops|or rather) )?i (?:mean|meant) (?:(the|my|a|our) )?/g,
        (_, first: string, second?: string) => `${second ?? first} `,
      )
      .replace(/\blast night\b/g, 'anoche')
      // ('if they have to take me…', 'if I get hurt surfing': a hypothetical, no emergency now.)
      .replace(/\bif (they|we|i|you) (have to|had to|get|got|were to)\b/g, 'si llegara A')
      .replace(/\b(wasn t|wasnt|was not|weren t|werent|were not|not) wearing\b/g, 'no tenia puesto')
      .replace(/\blife ?(jacket|vest)s?\b/g, 'chaleco salvavidas')
      .replace(/\bon (my|our|her|his) own\b/g, 'por mi cuenta')
      .replace(/\b(day off|days off|off work|off duty|after work|my free time)\b/g, 'fuera del horario de trabajo')
      .replace(/\bby hand\b/g, 'manipulado')
      .replace(
        /\b(had|has|have) not (arrived|come|turned up)\b|\b(hadn t|hasn t|haven t) (arrived|come|turned up)\b/g,
        'no habia llegado',
      )
      .replace(/\bthe same thing\b/g, 'lo mismo')
      .replace(/\bhad happened\b/g, 'hubiera pasado')
      .replace(
        /\b(is|was|are|were) (that|it|this|they) paid for\b|\b(do|does|will) (they|you|it) pay for (it|that|this)\b/g,
        'lo pagan',
      )
      .replace(/\b(i )?(hurt|injured|broke|sprained|twisted|cut|burnt|burned|sliced|gashed) my\b/g, 'ME lastime la')
      .replace(/\bsea lions?\b/g, 'lobo marino')
      .replace(/\bambulance (boat|launch)\b/g, 'lancha ambulancia')
      .replace(/\bbit (me|my)\b/g, 'ME mordio la')
      .replace(/\b(dive|dived|dove|dives)\b/g, 'buceo')
      .replace(/\b(metres|meters)\b/g, 'metros')
      // ('who do I phone if I crash': whom to call, not a phone.)
      .replace(/\bwho (do|should|can|shall) (i|we) (phone|call|ring|contact)\b/g, 'A quien llamo')
      // ('do we get the flights back?': a refund.)
      .replace(/\b(get|getting|got) ((the |our |my |any )?(\w+ )?)(money )?back\b/g, 'nos devuelven $2')
      .replace(/\b(somewhere|a place|anywhere)( for (us|me|them|the family))? to (stay|sleep|live)\b/g, 'alojamiento')
      .replace(/\b(burned|burnt|burns|burn) down\b/g, 'se quemo')
      // ('and the liability limit?': the policy's limit.)
      .replace(/\bliability (limit|cap)\b/g, 'cuanto cubre la responsabilidad civil')
      .replace(/\b(limit|cap)\b/g, 'limite')
      // ('someone is trying to break into my house right now': a break-in happening now.)
      .replace(/\b(is|are) (trying to )?break(ing)? into\b|\b(is|are) breaking in( to)?\b/g, 'esta entrando A robar A')
      .replace(/\b(right now|as we speak)\b/g, 'ahora')
      .replace(
        /\b(won t|wont|will not|doesn t|does not|didn t|did not) (turn on|switch on|start|work|charge)\b/g,
        'no prende',
      )
      .replace(/\b(stopped|stops) working\b/g, 'dejo de funcionar')
      // (Falling off a bike or a moto: 'i came off it', 'skidding on wet cobbles'.)
      // (The vehicle fallen from stays said: 'I came off the bike' is a fall from the bike.)
      .replace(
        /\b(came|come|fell|fall|falling|coming) off( it| the bike| my bike| the moto)?\b/g,
        (_, __, what?: string) =>
          !what || what === ' it' ? 'ME cai' : /moto/.test(what) ? 'ME cai de la moto' : 'ME cai de la bici',
      )
      .replace(/\b(skidding|skidded|skid|slipped|slipping)\b/g, 'patine')
      .replace(/\b(bending|bent)\b/g, 'se doblo')
      .replace(/\bnext (month|week|year)\b/g, (_, unit: string) =>
        unit === 'month' ? 'el mes que viene' : unit === 'week' ? 'la semana que viene' : 'el ano que viene',
      )
      .replace(/\bin total\b/g, 'en total')
      .replace(/\bshop windows?\b/g, 'vidriera')
      .replace(/\bhow (am i|are we|do i|do we) (paying|pay)( for (it|them|this))?\b/g, 'como pago')
      .replace(/\bpayment method\b/g, 'medio de pago')
      .replace(
        /\b(list|show|show me|give me) (all )?(my|the) (policies|insurances|insurance policies)\b/g,
        'mis polizas',
      )
      .replace(/\b(ran away|run away|got lost|is lost|went missing|is missing)\b/g, 'se escapo')
      .replace(/\b(my|the|our) (dog|cat|pet|puppy)\b/g, 'mi mascota')
      .replace(/\b(e ?scooters?|electric scooters?|kick scooters?)\b/g, 'monopatin electrico');
    text = englishKinds(text);
  }
  if (language === 'pt') {
    // (Portuguese phrases whose words, one by one, would read otherwise.)
    text = text
      .replace(/\ba gente\b/g, 'nosotros')
      .replace(/\b(pegar|pega|pegue) fogo\b/g, 'se prende fuego')
      .replace(/\bcaixas? de som\b/g, 'parlante')
      .replace(/\bjet ?skis?\b/g, 'moto de agua')
      .replace(/\bem dia\b/g, 'al dia')
      .replace(/\barmarios? (do|de|no) vestiario\b/g, 'locker del vestuario')
      .replace(/\b(por )?quanto (esta|es|fica|ficou) (segurad[oa]s?)\b/g, 'POR cuanto esta $3')
      .replace(/\bna frente (do|da)\b/g, 'enfrente de')
      .replace(
        /\b(pra|para|a) (qual|que) (numero|telefone) (eu )?(ligo|devo ligar|tenho que ligar)\b/g,
        'A que numero llamo',
      )
      .replace(/\b(pra|para|a) quem (eu )?(ligo|devo ligar|tenho que ligar)\b/g, 'A quien llamo')
      .replace(/\bme (passa|passe)\b/g, 'pasame')
      .replace(/\bme (confirma|confirme)\b/g, 'confirmame')
      .replace(/\bme (diz|diga)\b/g, 'decime')
      .replace(/\bnao esta respirando\b/g, 'NO respira')
      .replace(/\b(nao|sem) consegu(ir|e|iu)\b/g, 'NO consigue')
      // ('a' before a verb, a pronoun or 'um' is the preposition; else it is the article, Spanish 'la'.)
      .replace(
        /\ba (?=(um|uma|umas|uns|ele|ela|eles|elas|voce|voces|mim|cada|todos|todas|partir|[a-z]+(ar|er|ir))\b)/g,
        'A ',
      )
      // ('na terça à noite', 'na segunda-feira': the day, as Spanish tells a past day.)
      .replace(
        /\b(na|nesta|numa|essa|esta|ultima|na ultima) (segunda|terca|quarta|quinta|sexta)( feira)?\b|\b(no|neste|nesse|ultimo|no ultimo) (sabado|domingo)\b/g,
        (...m: string[]) =>
          `EL ${({ segunda: 'LUNES', terca: 'MARTES', quarta: 'MIERCOLES', quinta: 'JUEVES', sexta: 'VIERNES', sabado: 'SABADO', domingo: 'DOMINGO' } as Record<string, string>)[m[2] ?? m[5]!]}`,
      )
      .replace(/\b(a|de|pela|durante a|na) (noite|madrugada|tarde|manha)\b/g, (_, __, part: string) =>
        part === 'noite'
          ? 'A LA NOCHE'
          : part === 'madrugada'
            ? 'DE MADRUGADA'
            : part === 'tarde'
              ? 'A LA TARDE'
              : 'A LA MANANA',
      )
      .replace(/\b(um )?curto circuito\b|\bum curto\b/g, 'UN CORTOCIRCUITO')
      .replace(/\b(la|ali|aqui|ca) dentro\b/g, 'ADENTRO')
      .replace(/\b(dos|do|de) fundos\b/g, 'DE ATRAS')
      .replace(
        /\b(e )?o que (eu )?(faco|fazer|devo fazer|tenho que fazer)\b/g,
        (_, and?: string) => `${and ? 'Y ' : ''}QUE HAGO`,
      )
      .replace(/\b(aqui|ali|la) do lado\b|\bdo lado\b(?= |$)(?! (brasileiro|uruguaio|de))/g, 'AL LADO')
      .replace(/\bdeixou cair\b|\bdeixaram cair\b/g, 'SE LE CAYERON')
      .replace(/\bdepois de (levar|retirar|buscar|pegar)\b/g, 'DESPUES DE RETIRARLOS')
      .replace(/\b(sem|com) nota( fiscal)?\b/g, (_, withOr: string) =>
        withOr === 'sem' ? 'SIN FACTURA' : 'CON FACTURA',
      )
      .replace(/\b(foi|foram) parar (no|em|na) (hospital|pronto socorro|emergencia)\b/g, 'TERMINO EN EL HOSPITAL')
      .replace(/\b(ainda )?da para\b/g, (_, still?: string) => `${still ? 'TODAVIA ' : ''}SE PUEDE`)
      .replace(/\bfui eu que\b|\bfoi eu que\b|\bfui eu quem\b/g, 'YO')
      .replace(/\b(quanto|qual) (fica|e|es|sai) (cada|a) (parcela|prestacao)\b/g, 'CUANTO ES CADA CUOTA')
      .replace(/\bvamos para\b|\bvou para\b|\bvamos pra\b|\bvou pra\b/g, (m: string) =>
        m.startsWith('vou') ? 'VOY A' : 'VAMOS A',
      )
      .replace(
        /\bda (otica|loja|casa|bici|bicicleta|camionete|caminhonete|moto|escola|clinica|farmacia)\b/g,
        'DE LA $1',
      )
      .replace(/\bquanto (ele|ela|eles|elas) (paga|pagam)\b/g, 'CUANTO PAGA $1');
  }
  const glossary = language === 'en' ? ENGLISH : PORTUGUESE;
  return (
    text
      .split(' ')
      // (A word of the person's own policies, 'the Kwid', is kept: it names one.)
      // (The engine's Spanish the phrases above put in is kept as such, in capitals until here: 'ME mordió', not
      // the English 'me' left out.)
      .map(
        (w) =>
          (/[A-Z]/.test(w) ? w.toLowerCase() : undefined) ??
          glossary[w] ??
          (language === 'en' && !isSpanishWord(w) && !known.has(w) && !/^\d/.test(w)
            ? (misspelt(w, glossary) ?? '')
            : w),
      )
      .filter(Boolean)
      .join(' ')
  );
}

const HYPOTHETICAL =
  /\bsi (con|en|por|al|a|cuando|mientras|sin querer|de casualidad|yendo|andando|manejando) (\w+ ){0,4}(lastimo|lastimara|lastimase|choco|chocara|atropello|atropellara|rompo|rompiera|le pego|le pegara|golpeo|mato|hiero|lesiono|quemo|mojo|rayo|pierdo|me \w+o|me \w+ara)\b|\b(y si|que pasa si|que pasaria|en caso de|supongamos|suponete|supone que|por si|si llegara|si llego a|llegara a|hubiera|hubiese|si alguna vez|si algun dia|si me|si le|si se|si te|si lo|si la|si mi|si un|si una|si alguien|si choco|si lastimo|si rompo|si pasa|si atropello|si atropellara|si le pego|si mato|si golpeo|si rayo|si mojo|si pierdo|si en|si el|si estamos|si estoy|si vamos|si viajamos|si viajo)\b/;
const PAST =
  /\b(ayer|anoche|la semana pasada|el mes pasado|el finde|el fin de semana|hace \w+ (dias|semanas|meses|anos)|el otro dia|el ano pasado|el lunes|el martes|el miercoles|el jueves|el viernes|el sabado|el domingo)\b/;
// An injury told as a story, its background in the imperfect or the pluperfect ('me mordió mientras lo
// marcábamos', 'el equipo no había llegado', 'no tenía puesto el chaleco cuando una ola me tiró'): something past,
// not someone hurt now (a severe sign still is).
const NARRATED =
  /\b(mientras|cuando) (\w+ ){0,2}\w{3,}(abamos|iamos|aban|ian)\b|\b(habia|habiamos|habian) (\w+ )?\w{2,}(ado|ido|ada|ida)s?\b|\b(tenia|teniamos|estaba|estabamos|iba|ibamos|llevaba|llevabamos)\b[^.?!]*\bcuando\b/;
// An injury already cared for ('le dieron puntos', 'ya la atendieron', 'terminó en el hospital'): told after the
// fact, no call to make now (a severe sign still is one).
const TREATED =
  /\b(le|me|nos|les|lo|la) (dieron|pusieron|hicieron|cosieron|tomaron) (\w+ )?(puntos|yeso|sutura|una sutura|placas|radiografias|rayos)\b|\bya (lo|la|los|las|me|nos|le|les) (atendieron|curaron|vieron|cosieron|operaron)\b|\b(le|me|les|nos) dieron el alta\b|\bya (fue|esta|estan|fueron) (atendid|curad)\w*|\b(termino|terminamos|terminaron|fue a parar|fue parar|fueron a parar) (en el|al) (hospital|sanatorio|policlinica|mutualista|emergencia)\b|\b(lo|la|los|las|me|nos) (internaron|operaron)\b|\bestuvo internad[oa]\b/;
// A fire denied or already put out ('ya lo apagaron', 'ya está todo bien'): no call to make now.
// An injury that is mild or already over ('le dejó la marca', 'un moretón', 'ya está bien', 'no fue nada'), or told
// for the claim that followed ('la madre dice que nos va a hacer juicio'): no call to make now (a severe sign
// still is one).
const INJURY_MILD =
  /\b(le|me|les|nos|te) (dejo|dejaron|quedo|quedaron) (la|una|unas|el|un|unos) (marca|marcas|moreton|moretones|raspon|raspones|rasguno|rasgunos|chichon|cicatriz|hematoma)\b|\b(un|unos|solo un|apenas un) (moreton|moretones|raspon|raspones|rasguno|rasgunos|chichon|susto)\b|\b(y|pero|ahora|ya) (ya )?(esta|estan|quedo|quedaron) (bien|joya|barbaro|perfecto|perfecta|sano|sana)\b|\bno (fue|era|es) nada( grave)?\b|\bnada grave\b|\b(nos|me|le|les) (va|van|quiere|quieren) (a )?(hacer|iniciar|meter) (un )?juicio\b|\b(nos|me|le|les) (va|van|quiere|quieren) (a )?(demandar|denunciar|reclamar)\b|\b(hacer|iniciar) (un )?juicio\b/;
const FIRE_DENIED =
  /\bno (hubo|hay|fue|era) (un |una )?(incendio|fuego)\b|\bsin (fuego|incendio)\b|\bya (lo |la |los |las )?(apagaron|apague|apagamos|apago|se apago|esta apagad[oa]|estan apagad[oa]s)\b|\bya esta todo bien\b/;
export const NO_INJURY =
  /\bno (me |nos |lo |la |le |les )?(lastim\w*|herid\w*|lesion\w*|golpe\w*)|\bno (hay|hubo) (heridos|lastimados|lesionados)\b|\b(nadie|ningun|ninguna)\s+(\w+\s+)?(lastim|herid|lesion|golpe)|\bsin (heridos|lastimados|lesionados)\b/;
const INJURY_SEVERE =
  /\b(sangrando|sangra mucho|sangra un monton|no para de sangrar|no respira|no responde|no reacciona|inconsciente|desmayad[oa]|se desmayo|no se mueve|sin moverse|no se levanta|tirad[oa]s? (en|sobre) (el piso|la calle|el suelo|la vereda|la acera|el pasto|el cordon|la escalera)|atrapad[oa]s?|ambulancia|convulsion|(le esta dando|esta teniendo|le dio|tiene) un infarto|se esta muriendo)\b/;
const INJURY =
  /\b(sangra|(se|me) (acaba de |acabo de )?(corto|corte|cortar) (la|el|un|una|los|las) (mano|dedo|brazo|pierna|pie|cabeza)|herid[oa]s?|lastimad[oa]s?|(me|nos|lo|la|le|les) (mordio|mordieron|mordiste)|mordid[oa]|lesionad[oa]s?|sangre|hospital|emergencia|me lastime|se lastimo|quebrad[oa]|fracturad[oa]|golpead[oa]|hinchad[oa]|me lastimaron|lo lastimaron|la lastimaron|(creo que|capaz que|me parece que|puede ser que) (me|se|le) (quebre|quebro|fracture|fracturo|disloque|disloco)|(me|se|le) (quebre|quebro|fracture|fracturo|disloque|disloco) (el|la|los|las|un|una) \w+\b[^.?!]*\b(que hago|que hacemos|que hace|a donde (voy|lo llevo|la llevo)|ayuda|auxilio|socorro|urgente)|no (me )?(puedo|puede) (levantar\w*|parar\w*|caminar|respirar)|no (puedo|puede) (mover|apoyar) (la|el|los|las|mi|su) (pierna|brazo|pie|mano|cuello|espalda|rodilla|tobillo|cadera|hombro|dedo)s?)\b|\b(pierna|brazo|pie|mano|cuello|espalda|rodilla|tobillo|cadera|hombro)s?\b[^.?!]*\bno (la|lo|las|los) (puedo|puede) (mover|apoyar)\b/;
const FIRE = /\b(fuego|incendio|incendia|incendiando|llamas|quemando|se quema)\b/;
const FIRE_NOW =
  /\b(esta (prendid|quemand|incendiand|en llamas|saliendo humo)\w*|estan (quemand|incendiand)\w*|se esta \w+|hay (fuego|un incendio|llamas|humo)|ahora|urgente|ayuda|rapido|se (me |nos |le |les )?prendio|prendio fuego|prendiendo|se (me |nos |le |les )?incendio|incendiando|quemando)\b/;
const SMOKE = /\bhumo\b/;
const GAS = /\b(olor a gas|huele a gas|perdida de gas|fuga de gas|escape de gas|siento gas|se siente gas|gas en)\b/;

const FLOOD_NOW =
  /\b(se esta inundando|se nos inunda|se me inunda|se inunda\b[^.?!]{0,30}\b(ahora|ahora mismo|en este momento)|el agua (esta subiendo|sube)|sube el agua|nos estamos inundando|se (nos |me )?esta (metiendo|entrando) (el )?agua|esta entrando (el )?agua|(ya )?(llega|nos llega|me llega) (a|hasta) (las rodillas|la cintura|los tobillos)|(cables?|alargues?|enchufes?|zapatillas?) (\w+ )?(en el piso|en el agua|mojad[oa]s?))\b/;

export type Emergency = 'injury' | 'fire' | 'gas' | 'flood' | 'crime' | null;

/**
 * An emergency happening now: someone hurt, fire or smoke, gas. A hypothetical ('y si lastimo a alguien'),
 * something past ('me quebré la muñeca el finde') or denied ('nadie lastimado') is not one; a severe sign
 * (bleeding, not breathing, not responding) always is.
 */
export function emergencyOf(question: string, raw: string): Emergency {
  // ('emergencia móvil' is the medical service a person subscribes to, not an emergency.)
  const folded = question.replace(
    // (Nor is a service called 'de emergencia': 'cerrajero de emergencia', 'el número de emergencias'.)
    /\b(emergencias? movil(es)?|(servicios?|cobertura|cerrajer[oa]|plomer[oa]|electricista|asistencia|numero|telefono|linea) de emergencias?)\b/g,
    ' ',
  );
  if (HYPOTHETICAL.test(folded) && !INJURY_SEVERE.test(folded)) return null;
  const past = PAST.test(folded);
  if (GAS.test(folded) && !past) return 'gas';
  const fire = SMOKE.test(folded) || (FIRE.test(folded) && (FIRE_NOW.test(folded) || raw.includes('!')));
  if (fire && !past && !FIRE_DENIED.test(folded)) {
    return 'fire';
  }
  if (INJURY_SEVERE.test(folded)) return 'injury';
  if (FLOOD_NOW.test(folded) && !past) return 'flood';
  if (
    INJURY.test(folded) &&
    !past &&
    !NARRATED.test(folded) &&
    !NO_INJURY.test(folded) &&
    !TREATED.test(folded) &&
    !INJURY_MILD.test(folded)
  )
    return 'injury';
  if (CRIME_NOW.test(folded)) return 'crime';
  return null;
}

// A theft or a break-in happening now ('me están robando la moto ahora', 'hay alguien adentro de casa').
const CRIME_NOW =
  /\b(me|nos|le) (estan|esta) (robando|afanando|entrando|asaltando)\b|\b(estan|esta) (robando|entrando|forzando)\b|\bhay (alguien|gente|ladrones|un ladron) (adentro|en (mi|la) casa|en el patio|en el techo)\b|\b(me|nos) (estan|esta) asaltando\b/;

export function isHypothetical(folded: string): boolean {
  return HYPOTHETICAL.test(folded);
}

const PEOPLE =
  '(ex|vecin[oa]s?|marido|espos[oa]|mujer|novi[oa]|herman[oa]s?|padre|madre|papa|mama|viej[oa]|amig[oa]s?|cunad[oa]|suegr[oa]|jefe|jefa|companer[oa]|primo|prima|tio|tia|abuel[oa]|hij[oa]s?|pareja|socio|socia)';
const OTHERS_DATA = [
  // ('cuánto paga de seguro de hogar mi cuñado?': what another person pays, said of them.)
  new RegExp(
    `\\bcuanto (paga|pagan|le cobran|les cobran) (de|por (el|su)) seguros?\\b[^?.!]{0,30}\\b(mi|mis|su|sus) ${PEOPLE}\\b`,
  ),
  new RegExp(
    `\\b(polizas?|seguros?|datos|informacion|numero de poliza|vencimiento|coberturas?|cuanto paga)\\s+(de|del)\\s+(mi|el|la|los|las|otro|otra|otros|otras|un|una|su)?\\s*${PEOPLE}\\b`,
  ),
  new RegExp(
    `\\b${PEOPLE}\\b[^?.!]*\\b(tiene (un |una )?\\w+ asegurad[oa]|tiene (un |una |algun |alguna |su |sus )?(propia |propio |propias |propios )?(seguros?|polizas?)|su (poliza|seguro|auto|coche|moto|camioneta|casa|bici|apartamento)|sus (polizas|seguros)|cuanto paga)\\b`,
  ),
  // 'el número de póliza del auto de mi vecino': what is someone else's is in no policy of this wallet.
  /\b(numero de poliza|polizas?|seguros?|datos|coberturas?|vencimiento)\b[^?.!]{0,40}\b(de|del) (mi|su|tu|el|la) (vecin[oa]s?|amig[oa]s?|jefe|jefa|companer[oa]s?|conocid[oa]s?|cunad[oa]s?|suegr[oa]s?|socio|socia|novi[oa])\b/,
  // '…de mi hermano, que también la tiene con HDI': someone else's own policy, said so.
  new RegExp(`\\b${PEOPLE}\\b[^?.!]{0,20}\\b(que|q) (tambien|tmb|tb) (la|lo|las|los) tiene\\b`),
  /\b(base de datos|otros (usuarios|clientes)|otras personas|sus titulares|los titulares|de todos los (usuarios|clientes)|de otro (usuario|cliente)|de otra persona|todas las polizas de)\b/,
  // 'el número de póliza de la veterinaria de la competencia': another business's policy.
  /\b(numero de poliza|polizas?|seguros?|datos|coberturas?|vencimiento)\b[^?.!]{0,60}\b(de la competencia|del competidor|de la otra (empresa|veterinaria|clinica|tienda|escuela|cerveceria)|de otra (empresa|veterinaria|clinica|tienda|escuela|cerveceria))\b/,
  /\bcuanto (paga|pagan) (el|ella|ellos|ellas)\b/,
  // 'pasame el nro de póliza de él y cuánto paga': of the person just named, not of a thing.
  /\b(numero de poliza|nro de poliza|n de poliza|polizas?|datos|vencimiento)\b[^?.!]{0,20}\bde (el|ella|ellos|ellas)( y\b|$)/,
  // 'qué seguro tiene el vecino de al lado': another person's insurance.
  new RegExp(
    `\\b(que|cual|cuales|con que|con quien) (seguros?|polizas?|aseguradora|cobertura|coberturas) (tiene |tienen )?(el|la|los|las|mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras) ${PEOPLE}\\b`,
  ),
  // In English, as written ('what insurance our neighbours have', 'my brother's policy').
  /\b(what|which) (insurance|insurances|policy|policies|cover)\b[^?.!]{0,40}\b(my|our|the|his|her) (neighbou?rs?|friends?|brother|sister|mother|father|mom|dad|boss|colleagues?|son|daughter)\b|\b(neighbou?r|friend|brother|sister|boss|colleague)s?'?s? (insurance|policy|policies)\b/,
  // 'Susana me pidió el número de póliza del seguro de su apartamento': asked on someone else's behalf.
  /\b(me pidio|me pide|me pidieron|me piden|quiere|necesita|me pregunto)\b[^?.!]{0,40}\b(numero de poliza|poliza|seguro|datos|cedula|vencimiento)\b[^?.!]{0,30}\bde su (apartamento|apto|casa|auto|coche|moto|bici|camioneta|seguro|poliza)\b/,
  // 'pasame la cédula de Rosa': a person's identity data, which no policy answers.
  /\b(pasame|dame|decime|mandame|necesito) (la|el) (cedula|documento|direccion|mail|correo) (de|del) (?!mi\b|mis\b|la poliza|el seguro|emergencia|la aseguradora)\w+/,
  // 'cuánto paga de seguro el Toto, el otro piloto… tiene la misma póliza que yo': another person's premium.
  /\bcuanto (paga|pagan|le sale|le cuesta|les sale)( el| la)? (de|por el|por la|por su) (seguro|poliza|cuota)\b(?! (de|del|para) (mi|la|el|los|las) )/,
  /\b(la misma poliza|el mismo seguro|la misma cobertura) que (yo|nosotros)\b/,
  // 'cuánto pagó mi cuñada Lucía por el seguro': what another person pays.
  new RegExp(`\\bcuanto (paga|pago|pagan|pagaron|le sale|les sale) (a )?(mi|el|la|su|tu) ${PEOPLE}\\b`),
  // (Not what is theirs a policy pays: 'el seguro de hogar paga lo de ella'.)
  /\b(numero de poliza|polizas?|seguros?|datos|coberturas?|vencimiento)\b[^?.!]{0,30}\b(?<!\blo )de (ella|ellos|ellas)\b/,
  // 'listame nombres y teléfonos de los clientes': other people's contact data.
  /\b(nombres?|telefonos?|celulares|mails?|correos?|direcciones|cedulas?|datos)\b[^?.!]{0,20}\b(de )?(los|otros|sus|todos los|tus) (clientes|usuarios|asegurados)\b/,
  // 'el tipo que me chocó… pasame su teléfono y su mail': a person's contact data.
  /\b(tip[oa]|senor|senora|conductor|conductora|chofer|client[ea]|muchach[oa]|vecin[oa]|mina|chabon|chabona|pib[ea]|flac[oa]|chic[oa]|hombre|mujer|guris[oa]|loc[oa])\b[^?]*\b(pasame|dame|decime|mandame|necesito|quiero) (el |la )?(su|sus) (telefono|celular|mail|correo|direccion|cedula|datos)\b/,
  /\b(usuarios|clientes)\b[^?.!]*\bpolizas?\b|\bpolizas?\b[^?.!]*\b(usuarios|clientes)\b/,
  // ('el número de póliza de los Kolb, que también están con Sancor', 'cuánto paga el de al lado? también es
  // inquilino'): a data asked of others said to be with the same insurer or landlord.
  /\b(numero de poliza|polizas?|datos|vencimiento|cuanto (paga|pagan|le sale|les sale))\b.*\b(tambien|tmb|tb) (esta|estan|es|son) (con|clientes?|asegurad\w*|inquilin\w*)\b/,
  /\bcuanto (paga|pagan|le sale|les sale)\b[^?.!]{0,50}\b(el|la|los|las) de (al lado|enfrente|arriba|abajo|la \w+ de al lado|el \w+ de al lado)\b/,
  // 'decime el teléfono y la dirección del que me vendió la bici': a person's contact data, said by what they did.
  /\b(telefono|celular|mail|correo|direccion|cedula|datos)\b[^?.!]{0,40}\b(del|de la) (que|persona que|tipo que|tipa que|senor que|senora que|chico que|chica que|flaco que|flaca que|hombre que|mujer que) (me|nos|le|lo|la)\b/,
  /\b(titular|persona|usuario|cliente|senor|senora) con (cedula|ci|documento)\b/,
];

/** Asks for another person's policies or data. */
export function asksForOthersData(folded: string): boolean {
  // ('mi hijo tiene 9 años, se puede asegurar su bici?': insuring someone's thing is buying, not their data.)
  if (
    /\b(se (le )?puede asegurar|puedo asegurar(le)?|quiero asegurar(le)?|asegurarle|cotizar(le)?|contratar(le)?|sacarle un seguro)\b/.test(
      folded,
    ) &&
    !/\b(numero de poliza|cuanto paga|sus datos|vencimiento)\b/.test(folded)
  )
    return false;
  return OTHERS_DATA.some((pattern) => pattern.test(folded));
}

const PERSON_WORDS =
  '(alguien|persona|humano|humana|asesor|asesora|agente|operador|operadora|ejecutivo|ejecutiva|gente|atendente|representante)';
const WANTS_PERSON = [
  new RegExp(
    `\\b(pasame|pasenme|pasar|pasas|pasan|pasarme|comunicame|comunicarme|comunicar|comunicas|comunican|derivame|hablar|hablo|charlar|atender|atienda|atiende|quiero)\\b[^?.!]*\\b${PERSON_WORDS}\\b`,
  ),
  /\b(alguien|persona) (de verdad|real|humana|de carne)\b/,
  // 'hay algún corredor que me pueda asesorar por teléfono?': a person who advises.
  /\b(algun|alguna|un|una) (corredor|corredora|asesor|asesora|agente|productor|productora|persona|vendedor|vendedora)\b[^?.!]*\b(asesor\w*|atiend\w*|llam\w*|por telefono|hablar)\b/,
  /\b(hablar|hablando|hablo|chatear|chateando) con (un|una) (bot|robot|maquina|programa|contestador)\b/,
  /\bno (quiero|me sirve) (un|una|el|la|este|esta) (bot|robot|maquina|programa)\b/,
  /\bme (pueden|podes|podrian|puede|podria|podran) (llamar|contactar|escribir|telefonear)\b/,
  /\b(llamame|llamenme|contactenme|contactame|escribanme)\b/,
  // ('alguien me puede llamar?', 'can someone from sales call me?')
  /\b(alguien|una persona|un asesor|una asesora)\b[^?.!]{0,30}\b(me )?(puede|pueden|podria|podrian) (llamar|contactar|escribir)\b/,
  /\bque me (llame|llamen|contacte|contacten|atienda|atiendan) (alguien|una persona|un asesor|una asesora|ustedes|por telefono)\b|\bprefiero (hablar|que me llamen|por telefono|una llamada)\b/,
];

/**
 * Anger at the service or the insurer ('estoy re caliente', 'el seguro es un robo', 'nadie me responde'): a
 * person of the team answers it, whatever else the message says.
 */
const ANGRY =
  /\b(ni bola|(tercera|cuarta|quinta|enesima) vez que (les |te )?(escribo|llamo|reclamo|pregunto)|un desastre (la|el) (atencion|servicio)|pesima atencion|(la|el) (atencion|servicio) (es )?un desastre)\b|\b(estoy|ando|quede|estamos) (re |muy |super |recontra |re contra |bastante |tan )?(caliente|calentito|calentisim[oa]|enojad[oa]s?|podrid[oa]s?|hart[oa]s?|indignad[oa]s?|furios[oa]s?|rabios[oa]s?)\b|\b(el seguro|los seguros|esto|eso|esta empresa|ustedes|la aseguradora) (es|son) (un|una) (robo|estafa|verguenza|desastre)\b|\bnunca me (cubren|cubrieron|pagan|pagaron|responden|contestan|llaman|cubre|paga) nada\b|\bnadie me (responde|contesta|llama|escribe|respondio|contesto|llamo|escribio)\b|\bno me (responden|contestan|llaman|respondieron|contestaron|llamaron) (nunca|nada|hace)\b/;

export function angry(folded: string): boolean {
  return ANGRY.test(folded);
}

/** Asks for a person, in any wording ('pasame con alguien de verdad', 'me pueden llamar?'). */
export function wantsPerson(folded: string): boolean {
  return WANTS_PERSON.some((pattern) => pattern.test(folded));
}

// A task that is no insurance matter ('pasame una receta', 'contame un chiste').
const OTHER_TASK =
  /\b(me recomendas|me recomendarias|recomendame|a que temperatura|cuant[oa]s \w+ tengo que (tomar|comer)|receta|recetas|cocinar|chiste|chistes|poema|poesia|cancion|horoscopo|pronostico del tiempo|traducime|tarea|deberes|recipe|joke|poem|futbol|clasico|partido|campeonato|mundial|penarol|quien gano|quien salio campeon|clima|temperatura|weather|va a llover|(como|que) (va a estar|esta) el tiempo|el tiempo (en|para|hoy|manana|el finde)|best restaurant|mejor restaurante|donde (comer|cenar|almorzar)|a cuanto (esta|cotiza|se cotiza) el (dolar|real|euro|peso)|cotizacion del (dolar|real|euro|peso)|exchange rate|leudar|dejo levar|dejar levar|levar la masa)\b/;

// Words that make a question one about insurance even when nothing else in it is understood.
const INSURANCE =
  /\b(seguro|seguros|poliza|polizas|cubre|cubren|cubrir|cubierto|cubierta|cobertura|coberturas|asegur\w*|siniestro|siniestros|reclamo|reclamar|cuota|cuotas|deducible|vence|vencimiento|billetera|aseguradora|indemniz\w*|rompio|rompi|roto|rota|paso|pasa|robaron|choque|pag\w*|precio|prima|premio|vigen\w*|renov\w*|avis\w*|denunci\w*|plazo)\b/;

/**
 * A question about something else (football, a recipe): real words, none about insurance. Gibberish is not
 * off-topic (it is not understood: the engine asks again).
 */
/** A request for a task that is no insurance matter ('pasame una receta'), whatever words it shares. */
export function otherTask(folded: string): boolean {
  return OTHER_TASK.test(folded) && !INSURANCE.test(folded);
}

export function offTopic(folded: string): boolean {
  if (INSURANCE.test(folded)) return false;
  if (OTHER_TASK.test(folded)) return true;
  const content = folded.split(' ').filter((w) => w.length >= 4 && !/\d/.test(w));
  return content.length >= 2 && content.filter((w) => isSpanishWord(w)).length >= Math.max(2, content.length - 1);
}

const RELATIVES =
  'mum|mom|mother|dad|father|wife|husband|partner|son|daughter|kid|kids|brother|sister|friend|mate|boss|neighbour|neighbor|grandma|grandpa|grandmother|grandfather|girlfriend|boyfriend|cousin|uncle|aunt|nephew|niece';
const POSSESSIVE_RELATIVE = new RegExp(`\\b((?:(?:my|our|his|her|your|the) )?\\p{L}+)['’]s (${RELATIVES})\\b`, 'giu');

/** 'I'm Fabricio, Luana's husband': the speaker's name, without the relative it names. */
function englishSpeaker(question: string): string {
  return question.replace(
    new RegExp(
      `\\b(I['’]?m|I am|[Tt]his is|[Ii]t['’]?s) (\\p{Lu}\\p{L}+)( \\p{Lu}\\p{L}+)?,? (?:(?:\\p{Lu}\\p{L}+)['’]s (?:${RELATIVES})|the (?:${RELATIVES}) of \\p{Lu}\\p{L}+)\\b`,
      'gu',
    ),
    '$1 $2$3',
  );
}

/** English 'X's mum' as 'mum de X': whose relative it is, in the order Spanish says it. */
function englishPossessives(question: string): string {
  // ('UTE' in capitals is the power company, not a ute.)
  return question.replace(POSSESSIVE_RELATIVE, '$2 de $1').replace(/\bUTE\b/g, 'UTEPOWER');
}

/**
 * Portuguese read before folding, where its accents still tell: 'é' is 'es' (folded, it would be the 'e' of
 * 'and'), and 'se' opening a clause is 'if' ('Se pegar fogo…', 'E se o Fabián…'), not the reflexive.
 */
function portugueseStory(question: string): string {
  return fold(
    question
      .replace(/[’']/g, '')
      .replace(/(^|[^\p{L}])[éÉ](?=[^\p{L}]|$)/gu, '$1 es ')
      .replace(/(^|[.!?,;:]\s*|\b[eE]\s+)[sS]e(?=\s)/g, '$1si')
      // ('a ótica do Seu Arlindo', 'Dona Marta': a title before a name, not 'your'.)
      .replace(/\b(Seu|Sr\.?)\s+(?=\p{Lu})/gu, 'don ')
      .replace(/\b(Dona|Sra\.?)\s+(?=\p{Lu})/gu, 'doña '),
  );
}

/**
 * The words an English question writes with a capital inside a sentence ('to Mendoza and then on to Valparaiso',
 * 'while we're in Portland'): names of places and people, kept as they are, beside the wallet's own words.
 */
function withNames(question: string, known: ReadonlySet<string>): ReadonlySet<string> {
  const names = [...question.matchAll(/(?<=[\p{L}\d,;:)]\s+)\p{Lu}[\p{Ll}\p{Lu}]+\b/gu)].map((m) => fold(m[0]));
  return names.length ? new Set([...known, ...names]) : known;
}

const KIN =
  'marido|esposo|esposa|mujer|senora|pareja|novio|novia|hijo|hija|hermano|hermana|padre|madre|papa|mama|yerno|nuera|suegro|suegra|socio|socia|companero|companera';
const SPEAKER_KIN = new RegExp(
  `\\b(soy|habla|te escribe|les escribe|le escribe) (\\w+)( \\w+)? (el|la) (${KIN}) (de la|del|de) \\w+\\b`,
  'g',
);

/**
 * A speaker's introduction ('soy Fabricio, el marido de Luana', 'I'm Fabricio, Luana's husband') says who writes,
 * not whose policies are asked about: the relative it names is left out, the speaker's name kept.
 */
function speakerIntroduced(folded: string): string {
  return folded.replace(SPEAKER_KIN, '$1 $2$3');
}

/** Fold, with the question's English or Portuguese words carried into the engine's Spanish. */
// What a policy is asked to pay for ('pagarla con el seguro', 'que lo pague el seguro del jardín', 'que la
// aseguradora se lo pague'): a claim, which its cover answers; the premium paid 'con la tarjeta' is not one.
const PAID_BY_POLICY =
  /\b(pagar|pagarl[oa]s?|pagarle|pagarles|pagamos|pago|paga|pagan|paguemos|pagariamos|pagaria)(( \w+){0,3} con (el|la|mi|nuestro|nuestra|su|tu) (seguros?|polizas?|cobertura)\b)/g;
const POLICY_TO_PAY = [
  /\bque ((?:me |te |nos |le |les |se )?(?:lo |la |los |las )?)(?:pague|paguen|pagara|pagaran)( (?:el|la|mi|nuestro|nuestra|su) (?:seguros?|polizas?|aseguradoras?)\b)/g,
  /\bque ((?:el|la|mi|nuestro|nuestra|su) (?:seguros?|polizas?|aseguradoras?)(?: \w+){0,3} (?:me |te |nos |le |les |se )?(?:lo |la |los |las )?)(?:pague|paguen|pagara|pagaran)\b/g,
];

export function normalise(
  question: string,
  known: ReadonlySet<string> = new Set(),
): { folded: string; language: Language } {
  const folded = fold(question.replace(/[’']/g, ''));
  const language = languageOf(folded);
  if (language === 'pt') {
    const phrased = portugueseStory(question)
      .replace(/\bpara brisas?\b/g, 'parabrisas')
      .replace(/\bpegou fogo\b/g, 'se prendio fuego')
      .replace(/\bpegando fogo\b/g, 'se esta quemando');
    return { folded: speakerIntroduced(toSpanish(phrased, language, known)), language };
  }
  // ("Sole's mum": the mother of Sole, said as Spanish says it, before the apostrophe goes.)
  if (language === 'en')
    return {
      folded: toSpanish(
        fold(englishPossessives(englishSpeaker(question)).replace(/[’']/g, '')),
        language,
        withNames(question, known),
      ),
      language,
    };
  return {
    folded: speakerIntroduced(folded)
      // ('contestame sí o no: me paga…?' asks for a yes or a no; its 'no' denies nothing.)
      .replace(/\b((solo|nada mas|solamente) )?si o no\b/g, ' ')
      // ('se me echaron a perder los quesos': spoilt, nobody dismissed.)
      .replace(/\b(se )?(me|te|le|nos|les) (echaron|echo|echa|echan) a perder\b/g, 'se echaron a perder')
      // ('se la podemos pagar con el seguro?', 'piden que lo pague el seguro': whether the policy pays for what
      // happened, its cover, not how its premium is paid.)
      .replace(
        PAID_BY_POLICY,
        (_, verb: string, rest: string) => `${/^pag(ar|arl)/.test(verb) ? 'cubrir' : 'cubre'}${rest}`,
      )
      .replace(POLICY_TO_PAY[0]!, 'que $1cubra$2')
      .replace(POLICY_TO_PAY[1]!, 'que $1cubra')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .map((w) => CHAT[w] ?? w)
      .join(' '),
    language,
  };
}

// Chat shorthand: 'q hago', 'xq', 'x mes', 'tmb'.
const CHAT: Record<string, string> = {
  q: 'que',
  k: 'que',
  qe: 'que',
  ke: 'que',
  xq: 'porque',
  pq: 'porque',
  porq: 'porque',
  x: 'por',
  d: 'de',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  xfa: 'por favor',
  pls: 'por favor',
  cdo: 'cuando',
  cuant: 'cuanto',
  nro: 'numero',
  num: 'numero',
};
