import type { DemoItem } from './demo-item';
import { texts } from './demo-item';
import { placePicture } from './images';

const hotel = (
  id: string,
  name: string,
  address: string,
  phone: string,
  [latitude, longitude]: [number, number],
  color: string,
  about: [en: string, es: string, pt: string, az: string],
): DemoItem => ({
  kind: 'place',
  published: true,
  translations: texts([name, about[0]], [name, about[1]], [name, about[2]], [name, about[3]]),
  fields: { type: 'hotel', address, phone, hours: '24 h', latitude, longitude, image_id: null },
  picture: () => placePicture(id, color, '#a9cbe8'),
});

export const DEMO_HOTELS: DemoItem[] = [
  hotel(
    'ATHLETES VILLAGE',
    'Athletes Village Residence',
    'Heydar Aliyev Ave 115, Baku',
    '+994 12 404 10 10',
    [40.4093, 49.8671],
    '#0a5cd8',
    [
      'Official residence of the delegations, 10 minutes by shuttle from the Aquatics Centre. Accreditation desk in the lobby.',
      'Residencia oficial de las delegaciones, a 10 minutos en lanzadera del Centro Acuático. Mostrador de acreditación en el vestíbulo.',
      'Residência oficial das delegações, a 10 minutos de vaivém do Centro Aquático. Balcão de acreditação no átrio.',
      'Nümayəndə heyətlərinin rəsmi iqamətgahı, Su İdmanı Mərkəzindən servislə 10 dəqiqəlik məsafədə. Akkreditasiya masası foyedədir.',
    ],
  ),
  hotel(
    'BOULEVARD',
    'Boulevard Hotel Baku',
    'Neftchilar Ave 40, Baku',
    '+994 12 310 22 00',
    [40.3699, 49.8427],
    '#1f7a4d',
    [
      'Seafront hotel for technical officials, next to the Boulevard Lake venue.',
      'Hotel frente al mar para los oficiales técnicos, junto a la sede del Lago del Bulevar.',
      'Hotel à beira-mar para os oficiais técnicos, junto ao recinto do Lago do Boulevard.',
      'Texniki rəsmilər üçün dənizkənarı otel, Bulvar Gölü məkanının yanında.',
    ],
  ),
  hotel(
    'OLD CITY',
    'Icherisheher Guest House',
    'Kichik Gala St 12, Baku',
    '+994 12 492 33 41',
    [40.3662, 49.8352],
    '#b5462f',
    [
      'Small guest house in the Old City for families of athletes; breakfast from 07:00.',
      'Pequeña casa de huéspedes en la Ciudad Vieja para las familias de los atletas; desayuno desde las 07:00.',
      'Pequena casa de hóspedes na Cidade Velha para as famílias dos atletas; pequeno-almoço a partir das 07:00.',
      'İçərişəhərdə idmançıların ailələri üçün kiçik qonaq evi; səhər yeməyi saat 07:00-dan.',
    ],
  ),
  hotel(
    'FLAME TOWERS',
    'Flame Towers Hotel',
    'Mehdi Huseyn St 1A, Baku',
    '+994 12 565 12 34',
    [40.3594, 49.8264],
    '#c2410c',
    [
      'Hotel of the games family and the media; shuttle line C stops at the main entrance.',
      'Hotel de la familia de los juegos y de los medios; la línea C de lanzaderas para en la entrada principal.',
      'Hotel da família dos jogos e da comunicação social; a linha C de vaivém para na entrada principal.',
      'Oyunlar ailəsi və media üçün otel; C servis xətti əsas girişin qarşısında dayanır.',
    ],
  ),
  hotel(
    'PORT BAKU',
    'Port Baku Suites',
    'Neftchilar Ave 151, Baku',
    '+994 12 404 88 00',
    [40.3775, 49.8612],
    '#6d28d9',
    [
      'Apartments for coaches and team staff, with a laundry and a quiet study room.',
      'Apartamentos para entrenadores y personal de los equipos, con lavandería y sala de estudio tranquila.',
      'Apartamentos para treinadores e equipas técnicas, com lavandaria e sala de estudo silenciosa.',
      'Məşqçilər və komanda heyəti üçün mənzillər; camaşırxana və sakit dərs otağı var.',
    ],
  ),
  hotel(
    'WHITE CITY',
    'White City Hotel',
    'Nobel Ave 25, Baku',
    '+994 12 377 45 45',
    [40.3807, 49.8901],
    '#0f766e',
    [
      'Close to the National Stadium and the Velodrome; the volunteers’ hotel during the games.',
      'Cerca del Estadio Nacional y del Velódromo; el hotel de los voluntarios durante los juegos.',
      'Perto do Estádio Nacional e do Velódromo; o hotel dos voluntários durante os jogos.',
      'Milli Stadion və Velotreka yaxın; oyunlar zamanı könüllülərin oteli.',
    ],
  ),
];

const clinic = (
  id: string,
  name: [en: string, es: string, pt: string, az: string],
  address: string,
  phone: string,
  hours: string,
  [latitude, longitude]: [number, number],
  about: [en: string, es: string, pt: string, az: string],
): DemoItem => ({
  kind: 'place',
  published: true,
  translations: texts([name[0], about[0]], [name[1], about[1]], [name[2], about[2]], [name[3], about[3]]),
  fields: { type: 'hospital', address, phone, hours, latitude, longitude, image_id: null },
  picture: () => placePicture(id, '#c81e1e', '#cfe3f2'),
});

export const DEMO_HOSPITALS: DemoItem[] = [
  clinic(
    'HOSPITAL',
    [
      'Central Clinical Hospital',
      'Hospital Clínico Central',
      'Hospital Clínico Central',
      'Mərkəzi Klinik Xəstəxana',
    ],
    'Parliament Ave 76, Baku',
    '+994 12 510 51 51',
    '24 h',
    [40.3859, 49.8213],
    [
      'Games hospital: emergency department open day and night, interpreters on call.',
      'Hospital de los juegos: urgencias abiertas día y noche, intérpretes de guardia.',
      'Hospital dos jogos: urgência aberta dia e noite, intérpretes de serviço.',
      'Oyunların xəstəxanası: təcili yardım şöbəsi gecə-gündüz açıqdır, tərcüməçilər növbədədir.',
    ],
  ),
  clinic(
    'POLYCLINIC',
    [
      'Athletes Village Polyclinic',
      'Policlínica de la Villa de Atletas',
      'Policlínica da Aldeia dos Atletas',
      'İdmançılar Kəndi Poliklinikası',
    ],
    'Heydar Aliyev Ave 115, Baku',
    '+994 12 404 10 99',
    '07:00–23:00',
    [40.4098, 49.8679],
    [
      'Physiotherapy, dentistry and sports medicine for accredited athletes.',
      'Fisioterapia, odontología y medicina deportiva para atletas acreditados.',
      'Fisioterapia, medicina dentária e medicina desportiva para atletas acreditados.',
      'Akkreditə olunmuş idmançılar üçün fizioterapiya, stomatologiya və idman təbabəti.',
    ],
  ),
  clinic(
    'MEDICAL CENTRE',
    ['Baku Medical Plaza', 'Baku Medical Plaza', 'Baku Medical Plaza', 'Baku Medical Plaza'],
    'Nizami St 98, Baku',
    '+994 12 497 20 20',
    '08:00–20:00',
    [40.3774, 49.8489],
    [
      'Private clinic with English-speaking doctors; show your accreditation card.',
      'Clínica privada con médicos que hablan inglés; muestra tu tarjeta de acreditación.',
      'Clínica privada com médicos que falam inglês; mostre o seu cartão de acreditação.',
      'İngilis dilində danışan həkimləri olan özəl klinika; akkreditasiya kartınızı göstərin.',
    ],
  ),
  clinic(
    'PHARMACY',
    [
      '24-hour Pharmacy Fountain Square',
      'Farmacia 24 horas Plaza de las Fuentes',
      'Farmácia 24 horas Praça dos Chafarizes',
      'Fəvvarələr Meydanı 24 saatlıq aptek',
    ],
    'Fountain Square 5, Baku',
    '+994 12 498 03 03',
    '24 h',
    [40.3713, 49.8365],
    [
      'Pharmacy open all night in the city centre.',
      'Farmacia abierta toda la noche en el centro de la ciudad.',
      'Farmácia aberta toda a noite no centro da cidade.',
      'Şəhər mərkəzində bütün gecə açıq olan aptek.',
    ],
  ),
];

export const DEMO_OTHER_PLACES: DemoItem[] = [
  {
    kind: 'place',
    published: true,
    translations: texts(
      ['Accreditation Centre', 'Collect and change accreditation cards. Bring your passport.'],
      ['Centro de Acreditación', 'Recogida y cambio de tarjetas de acreditación. Trae tu pasaporte.'],
      [
        'Centro de Acreditação',
        'Levantamento e alteração de cartões de acreditação. Traga o seu passaporte.',
      ],
      [
        'Akkreditasiya Mərkəzi',
        'Akkreditasiya kartlarının alınması və dəyişdirilməsi. Pasportunuzu götürün.',
      ],
    ),
    fields: {
      type: 'other',
      address: 'Baku Expo Centre, Hall 2, Baku',
      phone: '+994 12 404 00 01',
      hours: '08:00–20:00',
      latitude: 40.4244,
      longitude: 49.9526,
      image_id: null,
    },
    picture: () => placePicture('ACCREDITATION', '#0a5cd8', '#d6e4f5'),
  },
  {
    kind: 'place',
    published: true,
    translations: texts(
      ['Games Information Point', 'Maps, lost and found, and tickets for the opening ceremony.'],
      [
        'Punto de información de los juegos',
        'Mapas, objetos perdidos y entradas para la ceremonia de apertura.',
      ],
      ['Ponto de informação dos jogos', 'Mapas, perdidos e achados e bilhetes para a cerimónia de abertura.'],
      ['Oyunların məlumat məntəqəsi', 'Xəritələr, itmiş əşyalar və açılış mərasiminə biletlər.'],
    ),
    fields: {
      type: 'other',
      address: 'Fountain Square 1, Baku',
      phone: '+994 12 404 00 02',
      hours: '09:00–22:00',
      latitude: 40.3717,
      longitude: 49.8372,
      image_id: null,
    },
    picture: () => placePicture('INFORMATION', '#f5a800', '#f3e6c8'),
  },
  {
    kind: 'place',
    published: true,
    translations: texts(
      ['Fan Zone Seaside Park', 'Big screens with every final, food stalls and meet-the-athletes sessions.'],
      [
        'Zona de aficionados Parque Marítimo',
        'Pantallas gigantes con todas las finales, puestos de comida y encuentros con atletas.',
      ],
      [
        'Zona de adeptos Parque Marítimo',
        'Ecrãs gigantes com todas as finais, bancas de comida e encontros com atletas.',
      ],
      [
        'Azarkeş zonası Dənizkənarı Park',
        'Bütün finallar böyük ekranlarda, yemək köşkləri və idmançılarla görüşlər.',
      ],
    ),
    fields: {
      type: 'other',
      address: 'Seaside National Park, Baku',
      phone: '+994 12 404 00 03',
      hours: '12:00–23:00',
      latitude: 40.3652,
      longitude: 49.8442,
      image_id: null,
    },
    picture: () => placePicture('FAN ZONE', '#1f7a4d', '#bfe0d0'),
  },
];
