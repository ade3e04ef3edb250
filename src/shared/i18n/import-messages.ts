import type { LocaleTag } from '../domain/locales';

/**
 * The spreadsheet import's problems, in the four languages. One catalogue for the API (which
 * answers in the request's language), the command line (English) and the preview screen.
 */
export const importMessages = {
  unknownSheet: {
    'en-US': 'Sheet "{value}" is not one the import knows; it is ignored',
    'es-ES': 'La hoja «{value}» no es una de las que conoce la importación; se ignora',
    'pt-PT': 'A folha «{value}» não é uma das que a importação conhece; é ignorada',
    'az-AZ': '"{value}" vərəqi idxal üçün tanınmır; nəzərə alınmır',
  },
  unreadable: {
    'en-US': 'The file cannot be read as XLSX or CSV',
    'es-ES': 'El archivo no se puede leer como XLSX o CSV',
    'pt-PT': 'O ficheiro não pode ser lido como XLSX ou CSV',
    'az-AZ': 'Fayl XLSX və ya CSV kimi oxuna bilmir',
  },
  empty: {
    'en-US': 'The file holds no rows to import',
    'es-ES': 'El archivo no tiene filas que importar',
    'pt-PT': 'O ficheiro não tem linhas para importar',
    'az-AZ': 'Faylda idxal ediləcək sətir yoxdur',
  },
  missingColumn: {
    'en-US': 'Column "{value}" is missing',
    'es-ES': 'Falta la columna «{value}»',
    'pt-PT': 'Falta a coluna «{value}»',
    'az-AZ': '"{value}" sütunu yoxdur',
  },
  required: {
    'en-US': 'A value is required',
    'es-ES': 'Hace falta un valor',
    'pt-PT': 'É preciso um valor',
    'az-AZ': 'Dəyər mütləqdir',
  },
  invalid: {
    'en-US': '"{value}" is not a valid value here ({expected})',
    'es-ES': '«{value}» no es un valor válido aquí ({expected})',
    'pt-PT': '«{value}» não é um valor válido aqui ({expected})',
    'az-AZ': '"{value}" burada düzgün dəyər deyil ({expected})',
  },
  duplicateKey: {
    'en-US': '"{value}" appears twice in this sheet (also row {other})',
    'es-ES': '«{value}» aparece dos veces en esta hoja (también en la fila {other})',
    'pt-PT': '«{value}» aparece duas vezes nesta folha (também na linha {other})',
    'az-AZ': '"{value}" bu vərəqdə iki dəfə var (həm də {other}-ci sətirdə)',
  },
  duplicateBib: {
    'en-US': 'BIB {value} is already given to another athlete (row {other})',
    'es-ES': 'El dorsal {value} ya es de otro deportista (fila {other})',
    'pt-PT': 'O dorsal {value} já pertence a outro atleta (linha {other})',
    'az-AZ': '{value} döş nömrəsi artıq başqa idmançınındır ({other}-ci sətir)',
  },
  unknownDelegation: {
    'en-US': 'Delegation "{value}" is not in the games or the file',
    'es-ES': 'La delegación «{value}» no está en los juegos ni en el archivo',
    'pt-PT': 'A delegação «{value}» não está nos jogos nem no ficheiro',
    'az-AZ': '"{value}" nümayəndə heyəti nə oyunlarda, nə də faylda var',
  },
  unknownDiscipline: {
    'en-US': 'Discipline "{value}" is not in the games',
    'es-ES': 'La disciplina «{value}» no está en los juegos',
    'pt-PT': 'A disciplina «{value}» não está nos jogos',
    'az-AZ': '"{value}" idman növü oyunlarda yoxdur',
  },
  unknownEvent: {
    'en-US': 'Event "{value}" is not in the games or the file',
    'es-ES': 'La prueba «{value}» no está en los juegos ni en el archivo',
    'pt-PT': 'A prova «{value}» não está nos jogos nem no ficheiro',
    'az-AZ': '"{value}" yarışı nə oyunlarda, nə də faylda var',
  },
  eventNotInDiscipline: {
    'en-US': 'Event "{value}" is not an event of {expected}',
    'es-ES': 'La prueba «{value}» no es una prueba de {expected}',
    'pt-PT': 'A prova «{value}» não é uma prova de {expected}',
    'az-AZ': '"{value}" yarışı {expected} növünün yarışı deyil',
  },
  unknownVenue: {
    'en-US': 'Venue "{value}" is not in the games or the file',
    'es-ES': 'La sede «{value}» no está en los juegos ni en el archivo',
    'pt-PT': 'O recinto «{value}» não está nos jogos nem no ficheiro',
    'az-AZ': '"{value}" məkanı nə oyunlarda, nə də faylda var',
  },
  unknownCompetitor: {
    'en-US': 'No athlete or team "{value}" in the games or the file',
    'es-ES': 'No hay deportista ni equipo «{value}» en los juegos ni en el archivo',
    'pt-PT': 'Não há atleta nem equipa «{value}» nos jogos nem no ficheiro',
    'az-AZ': '"{value}" adlı idmançı və ya komanda nə oyunlarda, nə də faylda var',
  },
  unknownTeam: {
    'en-US': 'Team "{value}" is not in the games or the file',
    'es-ES': 'El equipo «{value}» no está en los juegos ni en el archivo',
    'pt-PT': 'A equipa «{value}» não está nos jogos nem no ficheiro',
    'az-AZ': '"{value}" komandası nə oyunlarda, nə də faylda var',
  },
  unknownAthlete: {
    'en-US': 'No athlete with BIB "{value}" in the games or the file',
    'es-ES': 'No hay ningún deportista con el dorsal «{value}» en los juegos ni en el archivo',
    'pt-PT': 'Não há nenhum atleta com o dorsal «{value}» nos jogos nem no ficheiro',
    'az-AZ': '"{value}" döş nömrəli idmançı nə oyunlarda, nə də faylda var',
  },
  duplicateShirt: {
    'en-US': 'Shirt number {value} is already worn in team {team} (row {other})',
    'es-ES': 'El número de camiseta {value} ya lo lleva otro jugador del equipo {team} (fila {other})',
    'pt-PT': 'O número da camisola {value} já é usado por outro jogador da equipa {team} (linha {other})',
    'az-AZ': '{value} forma nömrəsi artıq {team} komandasında başqa oyunçudadır ({other}-ci sətir)',
  },
  outsideGames: {
    'en-US': '{value} is outside the games ({expected})',
    'es-ES': '{value} está fuera de los juegos ({expected})',
    'pt-PT': '{value} está fora dos jogos ({expected})',
    'az-AZ': '{value} oyunların vaxtından kənardadır ({expected})',
  },
  endBeforeStart: {
    'en-US': 'The end {value} is not after the start',
    'es-ES': 'El fin {value} no es posterior al inicio',
    'pt-PT': 'O fim {value} não é depois do início',
    'az-AZ': 'Son vaxt {value} başlanğıcdan sonra deyil',
  },
  noGames: {
    'en-US': 'The games themselves (dates, time zone) must exist before an import',
    'es-ES': 'Los juegos (fechas, zona horaria) deben existir antes de importar',
    'pt-PT': 'Os jogos (datas, fuso horário) têm de existir antes de importar',
    'az-AZ': 'İdxaldan əvvəl oyunların özü (tarixlər, saat qurşağı) olmalıdır',
  },
  tooManyRows: {
    'en-US': 'Sheet "{sheet}" has more than {max} rows; the import reads at most {max} rows per sheet',
    'es-ES':
      'La hoja «{sheet}» tiene más de {max} filas; la importación lee como máximo {max} filas por hoja',
    'pt-PT': 'A folha «{sheet}» tem mais de {max} linhas; a importação lê no máximo {max} linhas por folha',
    'az-AZ': '"{sheet}" vərəqində {max} sətirdən çox var; idxal hər vərəqdə ən çox {max} sətir oxuyur',
  },
  tooManyColumns: {
    'en-US':
      'Sheet "{sheet}" has a value in cell {cell}; the import reads at most {max} columns (up to column {last})',
    'es-ES':
      'La hoja «{sheet}» tiene un valor en la celda {cell}; la importación lee como máximo {max} columnas (hasta la columna {last})',
    'pt-PT':
      'A folha «{sheet}» tem um valor na célula {cell}; a importação lê no máximo {max} colunas (até à coluna {last})',
    'az-AZ':
      '"{sheet}" vərəqində {cell} xanasında dəyər var; idxal ən çox {max} sütun oxuyur ({last} sütununa qədər)',
  },
  unzippedTooLarge: {
    'en-US': 'The workbook unpacks to more than {max} MB (at "{entry}"); the import reads at most {max} MB',
    'es-ES':
      'El libro se descomprime en más de {max} MB (en «{entry}»); la importación lee como máximo {max} MB',
    'pt-PT': 'O livro descomprime-se em mais de {max} MB (em «{entry}»); a importação lê no máximo {max} MB',
    'az-AZ': 'İş kitabı açılanda {max} MB-dan çox olur ("{entry}"); idxal ən çox {max} MB oxuyur',
  },
  tooSlow: {
    'en-US': 'The file took more than {max} seconds to read; split it into smaller files',
    'es-ES': 'El archivo tardó más de {max} segundos en leerse; divídelo en archivos más pequeños',
    'pt-PT': 'O ficheiro demorou mais de {max} segundos a ler; divida-o em ficheiros mais pequenos',
    'az-AZ': 'Faylın oxunması {max} saniyədən çox çəkdi; onu daha kiçik fayllara bölün',
  },
  stopping: {
    'en-US': 'The server is stopping; send the file again in a moment',
    'es-ES': 'El servidor se está deteniendo; vuelve a enviar el archivo en un momento',
    'pt-PT': 'O servidor está a parar; envie o ficheiro novamente daqui a pouco',
    'az-AZ': 'Server dayanır; faylı bir azdan yenidən göndərin',
  },
} as const satisfies Record<string, Record<LocaleTag, string>>;

export type ImportMessageKey = keyof typeof importMessages;

export function importMessage(
  key: ImportMessageKey,
  locale: LocaleTag,
  params: Record<string, string | number> = {},
): string {
  return importMessages[key][locale].replace(/\{(\w+)\}/g, (m, name: string) =>
    name in params ? String(params[name]) : m,
  );
}
