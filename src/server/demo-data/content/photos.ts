import sharp from 'sharp';
import type { DemoItem } from './demo-item';
import { texts } from './demo-item';

// Demo photo albums: scenes drawn as SVG and rasterised when the demo is seeded, so the
// repository ships no photographs. 960 px wide: the upload keeps that as the full size.

type Scene = 'track' | 'pool' | 'stage';

const SCENES: Record<Scene, (accent: string) => string> = {
  track: (accent) => `
  <rect width="960" height="360" fill="#8fc3ea"/>
  <rect y="250" width="960" height="390" fill="#c4553a"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect y="${300 + i * 55}" width="960" height="4" fill="#ffffff" opacity="0.85"/>`).join('')}
  <rect x="0" y="170" width="960" height="80" fill="#5d6d7e"/>
  <circle cx="${300}" cy="330" r="26" fill="${accent}"/><rect x="284" y="356" width="32" height="70" rx="12" fill="${accent}"/>`,
  pool: (accent) => `
  <rect width="960" height="640" fill="#1d7fc4"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect y="${70 + i * 85}" width="960" height="6" fill="${i % 2 ? '#f5d142' : '#e53935'}"/>`).join('')}
  <ellipse cx="520" cy="325" rx="90" ry="22" fill="#ffffff" opacity="0.55"/><circle cx="610" cy="322" r="16" fill="${accent}"/>`,
  stage: (accent) => `
  <rect width="960" height="640" fill="#171a3a"/>
  ${[0, 1, 2, 3, 4].map((i) => `<path d="M${120 + i * 180} 0 L${60 + i * 180} 640 L${180 + i * 180} 640 Z" fill="#ffffff" opacity="0.07"/>`).join('')}
  <rect x="330" y="420" width="300" height="90" fill="#c9b27c"/><rect x="200" y="460" width="130" height="50" fill="#a8a8a8"/><rect x="630" y="480" width="130" height="30" fill="#b87333"/>
  <circle cx="480" cy="380" r="34" fill="${accent}"/>`,
};

function photo(scene: Scene, accent: string): () => Promise<Buffer> {
  return () =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">${SCENES[scene](accent)}</svg>`,
      ),
    )
      .jpeg({ quality: 85 })
      .toBuffer();
}

const captions = (en: string, es: string, pt: string, az: string) => ({ en, es, pt, az });

const album = (
  day: string,
  discipline: string | null,
  translations: DemoItem['translations'],
  photos: NonNullable<DemoItem['albumPhotos']>,
): DemoItem =>
  ({
    kind: 'photo_album',
    published: true,
    translations,
    fields: { day, discipline, photos: [] },
    albumPhotos: photos,
  }) as DemoItem;

export const DEMO_PHOTO_ALBUMS: DemoItem[] = [
  album(
    '2026-07-10',
    null,
    texts(
      ['Opening ceremony', 'The delegations enter the stadium and the flame is lit.'],
      ['Ceremonia de apertura', 'Las delegaciones entran en el estadio y se enciende la llama.'],
      ['Cerimónia de abertura', 'As delegações entram no estádio e a chama é acesa.'],
      ['Açılış mərasimi', 'Nümayəndə heyətləri stadiona daxil olur və məşəl yandırılır.'],
    ),
    [
      {
        picture: photo('stage', '#f5a800'),
        caption: captions('The flame is lit', 'Se enciende la llama', 'A chama é acesa', 'Məşəl yandırılır'),
      },
      {
        picture: photo('stage', '#0a5cd8'),
        caption: captions(
          'Parade of the delegations',
          'Desfile de las delegaciones',
          'Desfile das delegações',
          'Nümayəndə heyətlərinin paradı',
        ),
      },
    ],
  ),
  album(
    '2026-07-11',
    'ATH',
    texts(
      ['Athletics: first heats', 'Sprints and hurdles on the first morning at the stadium.'],
      ['Atletismo: primeras series', 'Velocidad y vallas en la primera mañana en el estadio.'],
      ['Atletismo: primeiras eliminatórias', 'Velocidade e barreiras na primeira manhã no estádio.'],
      ['Atletika: ilk qaçışlar', 'Stadionda ilk səhər sprint və maneəli qaçış.'],
    ),
    [
      {
        picture: photo('track', '#0a5cd8'),
        caption: captions('100 m, heat 1', '100 m, serie 1', '100 m, eliminatória 1', '100 m, 1-ci qaçış'),
      },
      {
        picture: photo('track', '#2e7d32'),
        caption: captions(
          '110 m hurdles, heat 2',
          '110 m vallas, serie 2',
          '110 m barreiras, eliminatória 2',
          '110 m maneə ilə qaçış, 2-ci qaçış',
        ),
      },
      // A minor's team photo the delegation asked to keep out of the public app.
      {
        picture: photo('track', '#8e24aa'),
        caption: captions(
          'Team warm-up',
          'Calentamiento del equipo',
          'Aquecimento da equipa',
          'Komandanın isinməsi',
        ),
        delegation_only: true,
      },
    ],
  ),
  album(
    '2026-07-12',
    'SWM',
    texts(
      ['Swimming: morning finals', 'Freestyle and butterfly finals at the aquatics centre.'],
      ['Natación: finales de la mañana', 'Finales de libre y mariposa en el centro acuático.'],
      ['Natação: finais da manhã', 'Finais de livres e mariposa no centro aquático.'],
      ['Üzgüçülük: səhər finalları', 'Su idmanı mərkəzində sərbəst və batterflay finalları.'],
    ),
    [
      {
        picture: photo('pool', '#f5a800'),
        caption: captions(
          '200 m butterfly final',
          'Final de 200 m mariposa',
          'Final dos 200 m mariposa',
          '200 m batterflay finalı',
        ),
      },
      {
        picture: photo('pool', '#e53935'),
        caption: captions(
          '100 m freestyle final',
          'Final de 100 m libre',
          'Final dos 100 m livres',
          '100 m sərbəst üsul finalı',
        ),
      },
    ],
  ),
];
