import type { LocalizedNames } from '../../shared/contracts/common';

type Language = 'es' | 'pt' | 'az';
type Texts = Record<Language, string>;
const x = (es: string, pt: string, az: string): Texts => ({ es, pt, az });

/**
 * The demo games' event names in the other interface languages ("Shot put · Women" →
 * "Nüvə itələmə · Qadınlar"), as organisers would give them in the import's name columns.
 * A name outside this vocabulary stays English, which the readers' fallback also does.
 */
const NAMES: Record<string, Texts> = {
  '10km race walk': x('10 km marcha', '10 km marcha', '10 km idman yerişi'),
  '2000m steeplechase': x('2000 m obstáculos', '2000 m obstáculos', '2000 m stipl-çez'),
  '3x3 tournament': x('Torneo 3x3', 'Torneio 3x3', '3x3 turniri'),
  '400m hurdles': x('400 m vallas', '400 m barreiras', '400 m maneəli qaçış'),
  '4x100m relay': x('Relevos 4x100 m', 'Estafeta 4x100 m', '4x100 m estafet'),
  '4x400m relay': x('Relevos 4x400 m', 'Estafeta 4x400 m', '4x400 m estafet'),
  '4x100m freestyle relay': x(
    'Relevos 4x100 m libre',
    'Estafeta 4x100 m livres',
    '4x100 m sərbəst üsulla estafet',
  ),
  '4x100m medley relay': x('Relevos 4x100 m estilos', 'Estafeta 4x100 m estilos', '4x100 m kombinə estafet'),
  'All-around': x('Concurso completo', 'Concurso completo', 'Çoxnövçülük'),
  'BMX racing': x('BMX carrera', 'BMX corrida', 'BMX yarışı'),
  'Balance beam': x('Barra de equilibrio', 'Trave', 'Müvazinət tiri'),
  Ball: x('Pelota', 'Bola', 'Top'),
  'Discus throw': x('Lanzamiento de disco', 'Lançamento do disco', 'Disk atma'),
  Doubles: x('Dobles', 'Pares', 'Cütlər'),
  'Floor exercise': x('Suelo', 'Solo', 'Sərbəst hərəkətlər'),
  'Foil individual': x('Florete individual', 'Florete individual', 'Rapira, fərdi'),
  'Half marathon': x('Media maratón', 'Meia maratona', 'Yarımmarafon'),
  'Hammer throw': x('Lanzamiento de martillo', 'Lançamento do martelo', 'Çəkic atma'),
  'High jump': x('Salto de altura', 'Salto em altura', 'Hündürlüyə tullanma'),
  Hoop: x('Aro', 'Arco', 'Çənbər'),
  'Horizontal bar': x('Barra fija', 'Barra fixa', 'Turnik'),
  Hurdles: x('Vallas', 'Barreiras', 'Maneəli qaçış'),
  Individual: x('Individual', 'Individual', 'Fərdi'),
  'Individual all-around': x(
    'Concurso completo individual',
    'Concurso completo individual',
    'Fərdi çoxnövçülük',
  ),
  'Individual time trial': x(
    'Contrarreloj individual',
    'Contrarrelógio individual',
    'Fərdi vaxta qarşı yarış',
  ),
  'Javelin throw': x('Lanzamiento de jabalina', 'Lançamento do dardo', 'Nizə atma'),
  Keirin: x('Keirin', 'Keirin', 'Keyrin'),
  'Long jump': x('Salto de longitud', 'Salto em comprimento', 'Uzunluğa tullanma'),
  'Medley relay': x('Relevo combinado', 'Estafeta combinada', 'Kombinə estafet'),
  'Mixed doubles': x('Dobles mixtos', 'Pares mistos', 'Qarışıq cütlər'),
  'Mixed relay': x('Relevo mixto', 'Estafeta mista', 'Qarışıq estafet'),
  'Mixed team': x('Equipo mixto', 'Equipa mista', 'Qarışıq komanda'),
  'Mountain bike cross-country': x(
    'Mountain bike campo a través',
    'BTT cross-country',
    'Dağ velosipedi, kross-kantri',
  ),
  Omnium: x('Ómnium', 'Omnium', 'Omnium'),
  'Parallel bars': x('Paralelas', 'Paralelas', 'Paralel qollar'),
  'Pole vault': x('Salto con pértiga', 'Salto com vara', 'Şüvüllə tullanma'),
  'Pommel horse': x('Caballo con arcos', 'Cavalo com arções', 'Dəstəkli at'),
  Rings: x('Anillas', 'Argolas', 'Halqalar'),
  'Road race': x('Carrera en ruta', 'Corrida de estrada', 'Şose yarışı'),
  'Sabre individual': x('Sable individual', 'Sabre individual', 'Qılınc, fərdi'),
  'Shot put': x('Lanzamiento de peso', 'Lançamento do peso', 'Nüvə itələmə'),
  Singles: x('Individual', 'Singulares', 'Təklər'),
  Sprint: x('Velocidad', 'Velocidade', 'Sprint'),
  Tournament: x('Torneo', 'Torneio', 'Turnir'),
  'Triple jump': x('Triple salto', 'Triplo salto', 'Üçtəkanla tullanma'),
  'Uneven bars': x('Paralelas asimétricas', 'Paralelas assimétricas', 'Qeyri-bərabər qollar'),
  Vault: x('Salto', 'Saltos', 'Dayaq tullanması'),
  'Épée individual': x('Espada individual', 'Espada individual', 'Şpaqa, fərdi'),
};

const STROKES: Record<string, Texts> = {
  freestyle: x('libre', 'livres', 'sərbəst üsulla'),
  backstroke: x('espalda', 'costas', 'arxası üstə'),
  breaststroke: x('braza', 'bruços', 'brass'),
  butterfly: x('mariposa', 'mariposa', 'batterflay'),
  'individual medley': x('estilos individual', 'estilos individual', 'kompleks üsul'),
};

/** Names made of a distance, a stroke or a weight class. */
function patterned(name: string, language: Language): string | undefined {
  const distance = /^(\d+)(k?m)$/.exec(name);
  if (distance) return `${distance[1]} ${distance[2]}`;
  const swim = /^(\d+)m (.+)$/.exec(name);
  const stroke = swim && STROKES[swim[2]!];
  if (swim && stroke) return `${swim[1]} m ${stroke[language]}`;
  if (/^[+-]\d+ kg$/.test(name)) return name;
  const wrestling = /^(Freestyle|Greco-Roman) (\d+ kg)$/.exec(name);
  if (wrestling) {
    const style =
      wrestling[1] === 'Freestyle'
        ? x('Libre', 'Livre', 'Sərbəst güləş')
        : x('Grecorromana', 'Greco-romana', 'Yunan-Roma güləşi');
    return `${style[language]} ${wrestling[2]}`;
  }
  return undefined;
}

const GENDERS: Record<'M' | 'W' | 'X', Texts> = {
  M: x('Masculino', 'Masculino', 'Kişilər'),
  W: x('Femenino', 'Feminino', 'Qadınlar'),
  X: x('Mixto', 'Misto', 'Qarışıq'),
};
const DIVISION = x('División', 'Divisão', 'Divizion');

/** An event's name in the four languages: the template's name, the gender and the division when named. */
export function demoEventNames(
  english: string,
  template: string,
  gender: 'M' | 'W' | 'X',
  division: number | null,
): LocalizedNames {
  const inLanguage = (language: Language) => {
    const name = NAMES[template]?.[language] ?? patterned(template, language) ?? template;
    const suffix = division === null ? '' : ` · ${DIVISION[language]} ${division}`;
    return `${name} · ${GENDERS[gender][language]}${suffix}`;
  };
  return { en: english, es: inLanguage('es'), pt: inLanguage('pt'), az: inLanguage('az') };
}
