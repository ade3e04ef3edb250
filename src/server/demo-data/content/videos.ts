import { demoClip } from './clip';
import { texts, type DemoItem } from './demo-item';

const video = (fields: Partial<Extract<DemoItem, { kind: 'video' }>['fields']>) => ({
  discipline: null,
  video_id: null,
  stream_url: null,
  unit_code: null,
  on_air: false,
  image_id: null,
  duration_s: null,
  safe_sport: false,
  ...fields,
});

/**
 * Official videos: the safe-sport video with its information, a highlight and a channel that
 * is off air (its page says so). The two files are the same short clip, uploaded like an
 * organiser's: the server makes their thumbnail and reads their length when it has ffmpeg.
 */
export const DEMO_VIDEOS: DemoItem[] = [
  {
    kind: 'video',
    published: true,
    translations: texts(
      [
        'Safe sport',
        'Everyone at the games has the right to take part in a safe, respectful environment, free from harassment and abuse.\n\nIf you see or experience something that worries you, speak to your delegation’s safeguarding officer or to any volunteer at the information desks. Reports are treated confidentially.\n\nWatch the video to the end: it explains the code of conduct in one minute.',
      ],
      [
        'Deporte seguro',
        'Todas las personas en los juegos tienen derecho a participar en un entorno seguro y respetuoso, libre de acoso y abuso.\n\nSi ves o vives algo que te preocupa, habla con la persona responsable de protección de tu delegación o con cualquier voluntario de los puntos de información. Los avisos se tratan con confidencialidad.\n\nMira el vídeo hasta el final: explica el código de conducta en un minuto.',
      ],
      [
        'Desporto seguro',
        'Todas as pessoas nos jogos têm direito a participar num ambiente seguro e respeitoso, livre de assédio e abuso.\n\nSe vir ou viver algo que o preocupe, fale com o responsável de proteção da sua delegação ou com qualquer voluntário nos balcões de informação. As denúncias são tratadas com confidencialidade.\n\nVeja o vídeo até ao fim: explica o código de conduta num minuto.',
      ],
      [
        'Təhlükəsiz idman',
        'Oyunlarda hər kəsin təqib və zorakılıqdan azad, təhlükəsiz və hörmətli mühitdə iştirak etmək hüququ var.\n\nSizi narahat edən bir şey görsəniz və ya yaşasanız, nümayəndə heyətinizin müdafiə üzrə məsul şəxsi ilə və ya məlumat masalarındakı istənilən könüllü ilə danışın. Müraciətlər məxfi saxlanılır.\n\nVideoya sonadək baxın: davranış qaydalarını bir dəqiqədə izah edir.',
      ],
    ),
    fields: video({ safe_sport: true }),
    video: demoClip,
  },
  {
    kind: 'video',
    published: true,
    translations: texts(
      ['Opening ceremony highlights', 'The athletes’ parade and the lighting of the flame.'],
      ['Lo mejor de la ceremonia de apertura', 'El desfile de los deportistas y el encendido del pebetero.'],
      ['Destaques da cerimónia de abertura', 'O desfile dos atletas e o acender da chama.'],
      ['Açılış mərasiminin ən yaxşı anları', 'İdmançıların paradı və məşəlin yandırılması.'],
    ),
    fields: video({}),
    video: demoClip,
  },
  {
    kind: 'video',
    published: true,
    translations: texts(
      ['Main arena channel', 'Live pictures from the main arena on competition days.'],
      [
        'Canal de la pista principal',
        'Imágenes en directo de la pista principal en los días de competición.',
      ],
      ['Canal da arena principal', 'Imagens em direto da arena principal nos dias de competição.'],
      ['Əsas arena kanalı', 'Yarış günlərində əsas arenadan canlı görüntülər.'],
    ),
    // Off air: its page shows the offline message (no stream is fetched).
    fields: video({ discipline: 'ATH', stream_url: 'https://streams.example.org/main-arena/index.m3u8' }),
  },
];
