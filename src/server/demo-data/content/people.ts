import type { DemoItem } from './demo-item';
import { texts } from './demo-item';
import { portrait, sponsorMark } from './images';

type Four = [en: string, es: string, pt: string, az: string];

const ambassador = (
  name: string,
  role: 'athlete' | 'professor',
  discipline: string | null,
  days: number[],
  color: string,
  bio: Four,
): DemoItem =>
  ({
    kind: 'ambassador',
    published: true,
    translations: texts([name, bio[0]], [name, bio[1]], [name, bio[2]], [name, bio[3]]),
    fields: {
      role,
      discipline,
      available_days: days.map((d) => `2026-07-${String(d).padStart(2, '0')}`),
      image_id: null,
    },
    picture: () => portrait(name, color),
  }) as DemoItem;

export const DEMO_AMBASSADORS: DemoItem[] = [
  ambassador('Leyla Mammadova', 'athlete', 'SWM', [10, 11, 12, 13], '#0a5cd8', [
    'European junior champion in 200 m butterfly; talks about training and school.',
    'Campeona europea júnior de 200 m mariposa; habla de entrenamiento y estudios.',
    'Campeã europeia júnior dos 200 m mariposa; fala de treino e de estudos.',
    '200 m batterflyayda Avropa gənclər çempionu; məşq və təhsil haqqında danışır.',
  ]),
  ambassador('Rashad Aliyev', 'athlete', 'JUD', [14, 15, 16], '#b5462f', [
    'Judo world medallist who started at a Baku neighbourhood club.',
    'Medallista mundial de judo que empezó en un club de barrio de Bakú.',
    'Medalhado mundial de judo que começou num clube de bairro de Baku.',
    'Bakının məhəllə klubunda başlamış cüdo üzrə dünya mükafatçısı.',
  ]),
  ambassador('Ana Beatriz Souza', 'athlete', 'ATH', [15, 16, 17, 18], '#1f7a4d', [
    'Long jumper from Brazil, two-time youth games finalist.',
    'Saltadora de longitud de Brasil, dos veces finalista de los juegos juveniles.',
    'Saltadora em comprimento do Brasil, duas vezes finalista dos jogos da juventude.',
    'Braziliyadan uzunluğa tullanma üzrə idmançı, gənclər oyunlarının iki dəfə finalçısı.',
  ]),
  ambassador('Javier Ortega', 'athlete', 'CYC', [10, 11, 17, 18, 19], '#c2410c', [
    'Track cyclist from Spain; leads the bike safety rides on rest days.',
    'Ciclista de pista de España; dirige las salidas de seguridad vial en los días de descanso.',
    'Ciclista de pista de Espanha; orienta os passeios de segurança rodoviária nos dias de descanso.',
    'İspaniyalı trek velosipedçisi; istirahət günlərində təhlükəsiz sürüş turlarına rəhbərlik edir.',
  ]),
  ambassador('Nigar Huseynova', 'athlete', 'GRY', [12, 13, 14], '#6d28d9', [
    'Rhythmic gymnast of the national team, now a coach for young girls.',
    'Gimnasta rítmica de la selección nacional, hoy entrenadora de niñas.',
    'Ginasta rítmica da seleção nacional, hoje treinadora de raparigas.',
    'Milli komandanın bədii gimnastı, indi gənc qızların məşqçisi.',
  ]),
  ambassador('Prof. Elnur Hasanov', 'professor', null, [10, 12, 14, 16, 18], '#0f766e', [
    'Professor of sports science at the Azerbaijan State Academy of Physical Education and Sport.',
    'Catedrático de ciencias del deporte en la Academia Estatal de Educación Física y Deporte de Azerbaiyán.',
    'Professor de ciências do desporto na Academia Estatal de Educação Física e Desporto do Azerbaijão.',
    'Azərbaycan Dövlət Bədən Tərbiyəsi və İdman Akademiyasının idman elmləri professoru.',
  ]),
  ambassador('Prof. Marta Ribeiro', 'professor', 'SWM', [11, 13, 15], '#0369a1', [
    'Professor of exercise physiology in Porto; hosts the open lectures on recovery.',
    'Catedrática de fisiología del ejercicio en Oporto; presenta las charlas abiertas sobre recuperación.',
    'Professora de fisiologia do exercício no Porto; apresenta as palestras abertas sobre recuperação.',
    'Portoda məşq fiziologiyası professoru; bərpa mövzusunda açıq mühazirələr aparır.',
  ]),
  ambassador('Prof. Daniel Fuentes', 'professor', 'ATH', [16, 17, 18, 19], '#9f1239', [
    'Biomechanics researcher in Madrid, mentor of the young officials programme.',
    'Investigador en biomecánica en Madrid, mentor del programa de jóvenes oficiales.',
    'Investigador em biomecânica em Madrid, mentor do programa de jovens oficiais.',
    'Madriddə biomexanika tədqiqatçısı, gənc rəsmilər proqramının mentoru.',
  ]),
];

const sponsor = (
  name: string,
  tier: 1 | 2 | 3,
  url: string,
  color: string,
  shape: 'circle' | 'diamond' | 'bars',
  about: Four,
): DemoItem => ({
  kind: 'sponsor',
  published: true,
  translations: texts([name, about[0]], [name, about[1]], [name, about[2]], [name, about[3]]),
  fields: { tier, url, image_id: null },
  picture: () => sponsorMark(name, color, shape),
});

const partner: Four = ['Official partner', 'Socio oficial', 'Parceiro oficial', 'Rəsmi tərəfdaş'];
const supplier: Four = ['Official supplier', 'Proveedor oficial', 'Fornecedor oficial', 'Rəsmi təchizatçı'];
const supporter: Four = ['Official supporter', 'Colaborador oficial', 'Apoiante oficial', 'Rəsmi dəstəkçi'];

export const DEMO_SPONSORS: DemoItem[] = [
  sponsor('Caspian Energy', 1, 'https://example.org/caspian-energy', '#0a5cd8', 'circle', partner),
  sponsor('Absheron Bank', 1, 'https://example.org/absheron-bank', '#1f7a4d', 'diamond', partner),
  sponsor('Silk Way Air', 1, 'https://example.org/silk-way-air', '#c2410c', 'bars', partner),
  sponsor('Gilan Water', 2, 'https://example.org/gilan-water', '#0369a1', 'circle', supplier),
  sponsor('Baku Telecom', 2, 'https://example.org/baku-telecom', '#6d28d9', 'bars', supplier),
  sponsor('Nar Sports', 2, 'https://example.org/nar-sports', '#b91c1c', 'diamond', supplier),
  sponsor('Shirvan Foods', 2, 'https://example.org/shirvan-foods', '#a16207', 'circle', supplier),
  sponsor('Khazar Print', 3, 'https://example.org/khazar-print', '#334155', 'bars', supporter),
  sponsor('Qabala Tea', 3, 'https://example.org/qabala-tea', '#15803d', 'diamond', supporter),
  sponsor('Ganja Textiles', 3, 'https://example.org/ganja-textiles', '#9f1239', 'circle', supporter),
  sponsor('Sumgait Steel', 3, 'https://example.org/sumgait-steel', '#475569', 'bars', supporter),
  sponsor('Lankaran Citrus', 3, 'https://example.org/lankaran-citrus', '#ea580c', 'circle', supporter),
  sponsor('Quba Apples', 3, 'https://example.org/quba-apples', '#be123c', 'diamond', supporter),
];
