import type { LocaleTag } from './locales';

/**
 * The spreadsheet import's sheets and columns. A workbook holds one sheet per kind; a CSV file
 * holds one kind, recognised by its header row. Sheet names and headers are accepted in any of
 * the four interface languages (and as the column key itself), so a template downloaded in
 * Azerbaijani imports as well as the English one.
 */
export const IMPORT_KINDS = [
  'delegations',
  'venues',
  'events',
  'athletes',
  'teams',
  'rosters',
  'schedule',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

type Labels = Record<LocaleTag, string>;
interface Column {
  key: string;
  required: boolean;
  labels: Labels;
}

const col = (key: string, required: boolean, en: string, es: string, pt: string, az: string): Column => ({
  key,
  required,
  labels: { 'en-US': en, 'es-ES': es, 'pt-PT': pt, 'az-AZ': az },
});

/** A name in the other interface languages (venues, events); an empty one reads as the English name. */
const TRANSLATED_NAMES = [
  col('name_es', false, 'Name (Spanish)', 'Nombre (español)', 'Nome (espanhol)', 'Ad (ispanca)'),
  col('name_pt', false, 'Name (Portuguese)', 'Nombre (portugués)', 'Nome (português)', 'Ad (portuqalca)'),
  col('name_az', false, 'Name (Azerbaijani)', 'Nombre (azerbaiyano)', 'Nome (azeri)', 'Ad (azərbaycanca)'),
];

export const IMPORT_SHEETS: Record<ImportKind, { labels: Labels; columns: Column[] }> = {
  delegations: {
    labels: {
      'en-US': 'Delegations',
      'es-ES': 'Delegaciones',
      'pt-PT': 'Delegações',
      'az-AZ': 'Nümayəndə heyətləri',
    },
    columns: [
      col('code', true, 'Code', 'Código', 'Código', 'Kod'),
      col('name', true, 'Name', 'Nombre', 'Nome', 'Ad'),
    ],
  },
  venues: {
    labels: { 'en-US': 'Venues', 'es-ES': 'Sedes', 'pt-PT': 'Recintos', 'az-AZ': 'Məkanlar' },
    columns: [
      col('code', true, 'Code', 'Código', 'Código', 'Kod'),
      col('name', true, 'Name', 'Nombre', 'Nome', 'Ad'),
      col('city', true, 'City', 'Ciudad', 'Cidade', 'Şəhər'),
      col('latitude', true, 'Latitude', 'Latitud', 'Latitude', 'En dairəsi'),
      col('longitude', true, 'Longitude', 'Longitud', 'Longitude', 'Uzunluq dairəsi'),
      ...TRANSLATED_NAMES,
    ],
  },
  events: {
    labels: { 'en-US': 'Events', 'es-ES': 'Pruebas', 'pt-PT': 'Provas', 'az-AZ': 'Yarışlar' },
    columns: [
      col('code', true, 'Event code', 'Código de prueba', 'Código da prova', 'Yarış kodu'),
      col('discipline', true, 'Discipline', 'Disciplina', 'Disciplina', 'İdman növü'),
      col('gender', true, 'Gender', 'Género', 'Género', 'Cins'),
      col('name', true, 'Name', 'Nombre', 'Nome', 'Ad'),
      col('team', false, 'Team event', 'Prueba por equipos', 'Prova por equipas', 'Komanda yarışı'),
      col('medal', false, 'Medal event', 'Prueba con medallas', 'Prova com medalhas', 'Medal yarışı'),
      ...TRANSLATED_NAMES,
    ],
  },
  athletes: {
    labels: { 'en-US': 'Athletes', 'es-ES': 'Deportistas', 'pt-PT': 'Atletas', 'az-AZ': 'İdmançılar' },
    columns: [
      col('bib', true, 'BIB', 'Dorsal', 'Dorsal', 'Döş nömrəsi'),
      col('given_name', true, 'Given name', 'Nombre', 'Nome próprio', 'Ad'),
      col('family_name', true, 'Family name', 'Apellidos', 'Apelido', 'Soyad'),
      col('gender', true, 'Gender', 'Género', 'Género', 'Cins'),
      col('birth_date', true, 'Date of birth', 'Fecha de nacimiento', 'Data de nascimento', 'Doğum tarixi'),
      col('delegation', true, 'Delegation', 'Delegación', 'Delegação', 'Nümayəndə heyəti'),
      col('discipline', true, 'Discipline', 'Disciplina', 'Disciplina', 'İdman növü'),
      col('events', false, 'Events', 'Pruebas', 'Provas', 'Yarışlar'),
      // yes: the delegation agreed the photo of an athlete under 18 may be public.
      col(
        'photo_consent',
        false,
        'Photo consent',
        'Consentimiento de foto',
        'Consentimento de fotografia',
        'Foto razılığı',
      ),
    ],
  },
  teams: {
    labels: { 'en-US': 'Teams', 'es-ES': 'Equipos', 'pt-PT': 'Equipas', 'az-AZ': 'Komandalar' },
    columns: [
      col('code', true, 'Code', 'Código', 'Código', 'Kod'),
      col('event', true, 'Event code', 'Código de prueba', 'Código da prova', 'Yarış kodu'),
      col('delegation', true, 'Delegation', 'Delegación', 'Delegação', 'Nümayəndə heyəti'),
      col('name', true, 'Name', 'Nombre', 'Nome', 'Ad'),
      col(
        'members',
        false,
        'Member BIBs',
        'Dorsales de los miembros',
        'Dorsais dos membros',
        'Üzvlərin döş nömrələri',
      ),
    ],
  },
  // A team's players for the whole games: one row per player, in the order they are listed.
  rosters: {
    labels: { 'en-US': 'Rosters', 'es-ES': 'Plantillas', 'pt-PT': 'Plantéis', 'az-AZ': 'Komanda heyətləri' },
    columns: [
      col('team', true, 'Team code', 'Código de equipo', 'Código da equipa', 'Komanda kodu'),
      col(
        'athlete',
        true,
        'Athlete BIB',
        'Dorsal del deportista',
        'Dorsal do atleta',
        'İdmançının döş nömrəsi',
      ),
      col('shirt_number', true, 'Shirt number', 'Número de camiseta', 'Número da camisola', 'Forma nömrəsi'),
      col('position', false, 'Position', 'Posición', 'Posição', 'Mövqe'),
      col('starter', false, 'Starter', 'Titular', 'Titular', 'Əsas heyət'),
    ],
  },
  schedule: {
    labels: { 'en-US': 'Schedule', 'es-ES': 'Calendario', 'pt-PT': 'Calendário', 'az-AZ': 'Təqvim' },
    columns: [
      col('event', true, 'Event code', 'Código de prueba', 'Código da prova', 'Yarış kodu'),
      col('phase', true, 'Phase code', 'Código de fase', 'Código da fase', 'Mərhələ kodu'),
      col('phase_name', true, 'Phase name', 'Nombre de la fase', 'Nome da fase', 'Mərhələnin adı'),
      col('unit', true, 'Unit code', 'Código de unidad', 'Código da unidade', 'Hissə kodu'),
      col('name', true, 'Unit name', 'Nombre de la unidad', 'Nome da unidade', 'Hissənin adı'),
      col('date', true, 'Date', 'Fecha', 'Data', 'Tarix'),
      col('start', true, 'Start', 'Inicio', 'Início', 'Başlanğıc'),
      col('end', true, 'End', 'Fin', 'Fim', 'Son'),
      col('venue', true, 'Venue', 'Sede', 'Recinto', 'Məkan'),
      col('location', false, 'Location', 'Lugar', 'Local', 'Yer'),
      col('medal', false, 'Medal unit', 'Unidad con medallas', 'Unidade com medalhas', 'Medal hissəsi'),
      col('competitors', false, 'Competitors', 'Participantes', 'Participantes', 'İştirakçılar'),
    ],
  },
};

/**
 * A sheet's header row in English: all its columns, or only the first `width` (a sheet may leave
 * out the optional columns at its end). Test workbooks are written with it.
 */
export function englishHeader(kind: ImportKind, width?: number): string[] {
  return IMPORT_SHEETS[kind].columns.slice(0, width).map((c) => c.labels['en-US']);
}

/** Normalises a header or sheet name for matching: case, accents and spacing do not matter. */
export function headerKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ə/g, 'e')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The kind a sheet name stands for, in any language. */
export function kindOfSheetName(name: string): ImportKind | undefined {
  const key = headerKey(name);
  return IMPORT_KINDS.find(
    (k) => headerKey(k) === key || Object.values(IMPORT_SHEETS[k].labels).some((l) => headerKey(l) === key),
  );
}

/** The column key a header cell stands for in a sheet of the given kind. */
export function columnOfHeader(kind: ImportKind, header: string): string | undefined {
  const key = headerKey(header);
  if (!key) return undefined;
  return IMPORT_SHEETS[kind].columns.find(
    (c) => headerKey(c.key) === key || Object.values(c.labels).some((l) => headerKey(l) === key),
  )?.key;
}

/** The kind whose required columns a CSV header row holds (the one with most matches wins). */
export function kindOfHeaders(headers: string[]): ImportKind | undefined {
  let best: { kind: ImportKind; score: number } | undefined;
  for (const kind of IMPORT_KINDS) {
    const found = new Set(headers.map((h) => columnOfHeader(kind, h)).filter(Boolean));
    const required = IMPORT_SHEETS[kind].columns.filter((c) => c.required);
    if (!required.every((c) => found.has(c.key))) continue;
    if (!best || found.size > best.score) best = { kind, score: found.size };
  }
  return best?.kind;
}
