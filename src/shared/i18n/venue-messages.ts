import type { LocaleTag } from '../domain/locales';

/**
 * The venues admin's messages, in the four languages. One catalogue for both sides: the
 * server answers in the request's language and the form shows the same sentence.
 */
export const venueMessages = {
  venueCodeFormat: {
    'en-US': 'The code is 1 to 20 capital letters, digits, - or _ (for example AQC)',
    'es-ES': 'El código tiene de 1 a 20 letras mayúsculas, cifras, - o _ (por ejemplo AQC)',
    'pt-PT': 'O código tem de 1 a 20 letras maiúsculas, algarismos, - ou _ (por exemplo AQC)',
    'az-AZ': 'Kod 1-20 böyük hərf, rəqəm, - və ya _ işarəsindən ibarətdir (məsələn, AQC)',
  },
  venueNameRequired: {
    'en-US': 'The English name is required',
    'es-ES': 'El nombre en inglés es obligatorio',
    'pt-PT': 'O nome em inglês é obrigatório',
    'az-AZ': 'İngiliscə ad mütləqdir',
  },
  venueCityRequired: {
    'en-US': 'The city is required',
    'es-ES': 'La ciudad es obligatoria',
    'pt-PT': 'A cidade é obrigatória',
    'az-AZ': 'Şəhər mütləqdir',
  },
  latitudeRange: {
    'en-US': 'The latitude is a number from -90 to 90',
    'es-ES': 'La latitud es un número de -90 a 90',
    'pt-PT': 'A latitude é um número de -90 a 90',
    'az-AZ': 'En dairəsi -90 ilə 90 arasında ədəddir',
  },
  longitudeRange: {
    'en-US': 'The longitude is a number from -180 to 180',
    'es-ES': 'La longitud es un número de -180 a 180',
    'pt-PT': 'A longitude é um número de -180 a 180',
    'az-AZ': 'Uzunluq dairəsi -180 ilə 180 arasında ədəddir',
  },
  venueCodeTaken: {
    'en-US': 'A venue with the code {code} already exists: edit that one',
    'es-ES': 'Ya existe una sede con el código {code}: edita esa',
    'pt-PT': 'Já existe um recinto com o código {code}: edite esse',
    'az-AZ': '{code} kodlu idman obyekti artıq mövcuddur: onu redaktə edin',
  },
  venueInUse: {
    'en-US': 'The venue {code} cannot be deleted while it is used by {uses}',
    'es-ES': 'La sede {code} no se puede eliminar mientras la usen {uses}',
    'pt-PT': 'O recinto {code} não pode ser eliminado enquanto for usado por {uses}',
    'az-AZ': '{code} idman obyekti istifadədə olduğu müddətdə silinə bilməz: {uses}',
  },
  venueUsesUnits: {
    'en-US': '{count} units (such as {example})',
    'es-ES': '{count} pruebas (como {example})',
    'pt-PT': '{count} provas (como {example})',
    'az-AZ': '{count} yarış (məsələn, {example})',
  },
  venueUsesItems: {
    'en-US': '{count} schedule items (such as {example})',
    'es-ES': '{count} actos del calendario (como {example})',
    'pt-PT': '{count} atos do calendário (como {example})',
    'az-AZ': '{count} cədvəl tədbiri (məsələn, {example})',
  },
  venueUsesDisciplines: {
    'en-US': 'the sports {list} as their home venue',
    'es-ES': 'los deportes {list} como su sede',
    'pt-PT': 'as modalidades {list} como o seu recinto',
    'az-AZ': 'əsas obyekt kimi {list} idman növləri',
  },
  venueUsesContent: {
    'en-US': "the organisers' content {list}",
    'es-ES': 'el contenido de los organizadores {list}',
    'pt-PT': 'o conteúdo dos organizadores {list}',
    'az-AZ': 'təşkilatçıların məzmunu {list}',
  },
  venueImageMissing: {
    'en-US': 'The photo {id} does not exist: upload it again',
    'es-ES': 'La foto {id} no existe: súbela de nuevo',
    'pt-PT': 'A fotografia {id} não existe: carregue-a de novo',
    'az-AZ': '{id} şəkli mövcud deyil: onu yenidən yükləyin',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export type VenueMessageKey = keyof typeof venueMessages;

/** A venues admin text in one language, or undefined when the key is not one of them. */
export function venueMessage(
  key: string,
  locale: LocaleTag,
  params: Record<string, string | number> = {},
): string | undefined {
  const entry = (venueMessages as Record<string, Record<LocaleTag, string>>)[key];
  return entry?.[locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
