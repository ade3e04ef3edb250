import { VENUES } from '../catalog';
import type { DemoItem } from './demo-item';
import { texts } from './demo-item';
import { placePicture } from './images';
import { simplePdf } from './pdf';

/** Departures from 06:30 to 22:00, every `every` minutes. */
function departures(every: number): string[] {
  const out: string[] = [];
  for (let m = 6 * 60 + 30; m <= 22 * 60; m += every) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

const stop = (name: string, venue_code: string | null, offset_min: number) => ({
  name,
  venue_code,
  offset_min,
});

const line = (
  letter: string,
  color: string,
  every: number,
  names: [string, string, string, string],
  stops: ReturnType<typeof stop>[],
): DemoItem => ({
  kind: 'transport_line',
  published: true,
  translations: texts(
    [`Line ${letter}`, names[0]],
    [`Línea ${letter}`, names[1]],
    [`Linha ${letter}`, names[2]],
    [`${letter} xətti`, names[3]],
  ),
  fields: { color, stops, departures: departures(every) },
});

export const DEMO_TRANSPORT_LINES: DemoItem[] = [
  line(
    'A',
    '#0a5cd8',
    15,
    [
      'Athletes Village – Aquatics Centre – Sports Arena',
      'Villa de Atletas – Centro Acuático – Pabellón Deportivo',
      'Aldeia dos Atletas – Centro Aquático – Pavilhão Desportivo',
      'İdmançılar Kəndi – Su İdmanı Mərkəzi – İdman Arenası',
    ],
    [
      stop('Athletes Village Residence', null, 0),
      stop('Aquatics Centre', 'AQC', 12),
      stop('Sports Arena', 'SPA', 20),
      stop('Gymnastics Hall', 'GYM', 28),
    ],
  ),
  line(
    'B',
    '#1f7a4d',
    20,
    [
      'White City – National Stadium – Velodrome',
      'White City – Estadio Nacional – Velódromo',
      'White City – Estádio Nacional – Velódromo',
      'Ağ Şəhər – Milli Stadion – Velotrek',
    ],
    [
      stop('White City Hotel', null, 0),
      stop('National Stadium', 'NST', 14),
      stop('Velodrome and Road Circuit', 'VEL', 25),
      stop('Ball Games Arena', 'BAL', 38),
    ],
  ),
  line(
    'C',
    '#c2410c',
    30,
    [
      'Flame Towers – Boulevard Lake – Beach Arena',
      'Flame Towers – Lago del Bulevar – Arena de Playa',
      'Flame Towers – Lago do Boulevard – Arena de Praia',
      'Alov Qüllələri – Bulvar Gölü – Çimərlik Arenası',
    ],
    [
      stop('Flame Towers Hotel', null, 0),
      stop('Boulevard Hotel Baku', null, 8),
      stop('Boulevard Lake', 'LAK', 12),
      stop('Beach Arena', 'BCH', 26),
    ],
  ),
  line(
    'D',
    '#6d28d9',
    20,
    [
      'Port Baku – Combat Sports Hall – Racket Hall – Archery Field',
      'Port Baku – Pabellón de Deportes de Combate – Pabellón de Raqueta – Campo de Tiro con Arco',
      'Port Baku – Pavilhão de Desportos de Combate – Pavilhão de Raquetes – Campo de Tiro com Arco',
      'Port Baku – Döyüş İdman Növləri Zalı – Raket Zalı – Oxatma Meydançası',
    ],
    [
      stop('Port Baku Suites', null, 0),
      stop('Combat Sports Hall', 'CMB', 10),
      stop('Racket Hall', 'RKT', 22),
      stop('Archery Field', 'ARF', 34),
    ],
  ),
];

const guidePdf = simplePdf('Youth Games Baku 2026 - Transport guide', [
  'Shuttles run every day of the games from 06:30 to 22:00 (Baku time, UTC+4).',
  'Line A (blue): Athletes Village - Aquatics Centre - Sports Arena - Gymnastics Hall, every 15 min.',
  'Line B (green): White City Hotel - National Stadium - Velodrome - Ball Games Arena, every 20 min.',
  'Line C (orange): Flame Towers - Boulevard Hotel - Boulevard Lake - Beach Arena, every 30 min.',
  'Line D (violet): Port Baku - Combat Sports Hall - Racket Hall - Archery Field, every 20 min.',
  'Your accreditation card is your ticket. Metro: Sahil and 28 May stations are 5 min on foot from line C.',
  'Lost property and help: Transport desk +994 12 404 00 20.',
]);

const shiftsPdf = simplePdf('Volunteer shifts - Youth Games Baku 2026', [
  'Morning shift: 06:30 - 14:30 (briefing 06:15 at your venue meeting point).',
  'Afternoon shift: 14:00 - 22:00 (briefing 13:45).',
  'Meals: one hot meal per shift at the venue volunteer lounge.',
  'Uniform: games polo, accreditation card visible at all times.',
  'Absence or swap: call the volunteer centre +994 12 404 00 30 at least 12 hours before.',
]);

export const DEMO_PAGES: DemoItem[] = [
  {
    kind: 'page',
    published: true,
    translations: texts(
      [
        'Volunteers',
        'Meeting points: each venue has a volunteer point at its main entrance (blue flag). On your first day, come to the Volunteer Centre at Baku Expo Centre, Hall 1, at 08:00.\n\nShifts: morning 06:30–14:30 and afternoon 14:00–22:00, with a briefing 15 minutes before. The shift plan is attached.\n\nContacts: Volunteer Centre +994 12 404 00 30 (07:00–22:00), volunteers@example.org.',
      ],
      [
        'Voluntarios',
        'Puntos de encuentro: cada sede tiene un punto de voluntarios en su entrada principal (bandera azul). El primer día, acude al Centro de Voluntarios en Baku Expo Centre, pabellón 1, a las 08:00.\n\nTurnos: mañana 06:30–14:30 y tarde 14:00–22:00, con una reunión informativa 15 minutos antes. El plan de turnos va adjunto.\n\nContactos: Centro de Voluntarios +994 12 404 00 30 (07:00–22:00), volunteers@example.org.',
      ],
      [
        'Voluntários',
        'Pontos de encontro: cada recinto tem um ponto de voluntários na entrada principal (bandeira azul). No primeiro dia, dirija-se ao Centro de Voluntários no Baku Expo Centre, pavilhão 1, às 08:00.\n\nTurnos: manhã 06:30–14:30 e tarde 14:00–22:00, com um briefing 15 minutos antes. O plano de turnos está em anexo.\n\nContactos: Centro de Voluntários +994 12 404 00 30 (07:00–22:00), volunteers@example.org.',
      ],
      [
        'Könüllülər',
        'Görüş yerləri: hər idman obyektinin əsas girişində könüllülər məntəqəsi var (mavi bayraq). İlk gün saat 08:00-da Bakı Ekspo Mərkəzinin 1-ci zalındakı Könüllülər Mərkəzinə gəlin.\n\nNövbələr: səhər 06:30–14:30 və günorta 14:00–22:00, növbədən 15 dəqiqə əvvəl brifinq keçirilir. Növbə planı əlavə olunub.\n\nƏlaqə: Könüllülər Mərkəzi +994 12 404 00 30 (07:00–22:00), volunteers@example.org.',
      ],
    ),
    fields: { slug: 'volunteers', document_ids: [] },
    pdfs: [{ name: 'volunteer-shifts.pdf', bytes: shiftsPdf }],
  },
  {
    kind: 'page',
    published: true,
    translations: texts(
      [
        'Transport guide',
        'Free shuttles link the hotels and every venue from 06:30 to 22:00. Your accreditation card is your ticket. The full guide with the lines and stops is attached.',
      ],
      [
        'Guía de transporte',
        'Lanzaderas gratuitas unen los hoteles y todas las sedes de 06:30 a 22:00. Tu tarjeta de acreditación es tu billete. La guía completa con las líneas y paradas va adjunta.',
      ],
      [
        'Guia de transportes',
        'Vaivéns gratuitos ligam os hotéis e todos os recintos das 06:30 às 22:00. O seu cartão de acreditação é o seu bilhete. O guia completo com as linhas e paragens está em anexo.',
      ],
      [
        'Nəqliyyat bələdçisi',
        'Pulsuz servis avtobusları 06:30-dan 22:00-dək otelləri bütün idman obyektləri ilə birləşdirir. Akkreditasiya kartınız biletinizdir. Xətlər və dayanacaqlarla tam bələdçi əlavə olunub.',
      ],
    ),
    fields: { slug: 'transport-guide', document_ids: [] },
    pdfs: [{ name: 'transport-guide.pdf', bytes: guidePdf }],
  },
];

/** Street addresses of the demo venues (Baku). */
const ADDRESSES: Record<(typeof VENUES)[number]['code'], string> = {
  AQC: 'Olympic St 2, Baku',
  NST: 'Heydar Aliyev Ave 323, Baku',
  SPA: 'Tbilisi Ave 49, Baku',
  GYM: 'Ataturk Ave 120, Baku',
  CMB: 'Samad Vurgun St 34, Baku',
  BCH: 'Bibiheybat Rd 12, Baku',
  VEL: 'Zabrat Highway 3, Baku',
  LAK: 'Neftchilar Ave 20, Baku',
  ARF: 'Mammadamin Rasulzade St 8, Baku',
  RKT: 'Jafar Jabbarly St 61, Baku',
  BAL: 'Koroglu Rahimov St 5, Baku',
};

export const DEMO_VENUE_DETAILS: DemoItem[] = VENUES.map((venue) => ({
  kind: 'venue',
  published: true,
  translations: texts(
    [venue.name, 'Spectators enter through gate 1; accredited people through gate 3. Water points inside.'],
    [
      venue.name,
      'El público entra por la puerta 1; las personas acreditadas, por la puerta 3. Puntos de agua en el interior.',
    ],
    [
      venue.name,
      'O público entra pela porta 1; as pessoas acreditadas, pela porta 3. Pontos de água no interior.',
    ],
    [
      venue.name,
      'Tamaşaçılar 1 saylı qapıdan, akkreditə olunmuş şəxslər 3 saylı qapıdan daxil olur. İçəridə su məntəqələri var.',
    ],
  ),
  fields: { venue_code: venue.code, address: ADDRESSES[venue.code], image_id: null },
}));

/** A draft: stays hidden from readers until an organiser publishes it. */
export const DEMO_DRAFT: DemoItem = {
  kind: 'place',
  published: false,
  translations: texts(
    ['Sea Breeze Resort', 'Overflow hotel, to be confirmed.'],
    ['Sea Breeze Resort', 'Hotel de reserva, pendiente de confirmar.'],
    ['Sea Breeze Resort', 'Hotel de reserva, a confirmar.'],
    ['Sea Breeze Resort', 'Ehtiyat otel, təsdiqlənməlidir.'],
  ),
  fields: {
    type: 'hotel',
    address: 'Nardaran, Baku',
    phone: '+994 12 555 77 00',
    hours: '24 h',
    latitude: 40.5702,
    longitude: 50.0021,
    image_id: null,
  },
  picture: () => placePicture('SEA BREEZE', '#0e7490', '#bfe3ef'),
};
