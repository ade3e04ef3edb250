import type { FastifyRequest } from 'fastify';
import { FALLBACK_LOCALE, LOCALE_COOKIE, matchLocale, type LocaleTag } from '../../shared/domain/locales';

/** Server-side error texts, in the four interface languages (every error a user can meet is translated). */
const messages = {
  notFound: {
    'en-US': 'Route {method} {url} not found',
    'es-ES': 'La ruta {method} {url} no existe',
    'pt-PT': 'A rota {method} {url} não existe',
    'az-AZ': '{method} {url} marşrutu tapılmadı',
  },
  invalidJson: {
    'en-US': 'The request body is not valid JSON',
    'es-ES': 'El cuerpo de la solicitud no es un JSON válido',
    'pt-PT': 'O corpo do pedido não é JSON válido',
    'az-AZ': 'Sorğunun gövdəsi düzgün JSON deyil',
  },
  validation: {
    'en-US': 'Invalid request: {details}',
    'es-ES': 'Solicitud no válida: {details}',
    'pt-PT': 'Pedido inválido: {details}',
    'az-AZ': 'Yanlış sorğu: {details}',
  },
  badRequest: {
    'en-US': 'Bad request',
    'es-ES': 'Solicitud incorrecta',
    'pt-PT': 'Pedido incorreto',
    'az-AZ': 'Yanlış sorğu',
  },
  tooLarge: {
    'en-US': 'The request body is too large',
    'es-ES': 'El cuerpo de la solicitud es demasiado grande',
    'pt-PT': 'O corpo do pedido é demasiado grande',
    'az-AZ': 'Sorğunun gövdəsi çox böyükdür',
  },
  uriTooLong: {
    'en-US': 'A part of the address is too long',
    'es-ES': 'Una parte de la dirección es demasiado larga',
    'pt-PT': 'Uma parte do endereço é demasiado longa',
    'az-AZ': 'Ünvanın bir hissəsi çox uzundur',
  },
  badUrl: {
    'en-US': 'The address is not valid',
    'es-ES': 'La dirección no es válida',
    'pt-PT': 'O endereço não é válido',
    'az-AZ': 'Ünvan düzgün deyil',
  },
  unsupportedMedia: {
    'en-US': 'Unsupported content type',
    'es-ES': 'Tipo de contenido no admitido',
    'pt-PT': 'Tipo de conteúdo não suportado',
    'az-AZ': 'Dəstəklənməyən məzmun növü',
  },
  internal: {
    'en-US': 'Something went wrong on our side. Please try again.',
    'es-ES': 'Algo ha fallado en nuestro servidor. Inténtalo de nuevo.',
    'pt-PT': 'Algo correu mal do nosso lado. Tente novamente.',
    'az-AZ': 'Bizim tərəfdə xəta baş verdi. Yenidən cəhd edin.',
  },
  disciplineNotFound: {
    'en-US': 'No discipline has the code {code}',
    'es-ES': 'Ninguna disciplina tiene el código {code}',
    'pt-PT': 'Nenhuma modalidade tem o código {code}',
    'az-AZ': '{code} kodlu idman növü tapılmadı',
  },
  dayNotFound: {
    'en-US': 'The games have no competition day {day}',
    'es-ES': 'Los juegos no tienen el día de competición {day}',
    'pt-PT': 'Os jogos não têm o dia de competição {day}',
    'az-AZ': 'Oyunlarda {day} yarış günü yoxdur',
  },
  unitNotFound: {
    'en-US': 'No competition unit has the code {code}',
    'es-ES': 'Ninguna unidad de competición tiene el código {code}',
    'pt-PT': 'Nenhuma unidade de competição tem o código {code}',
    'az-AZ': '{code} kodlu yarış vahidi tapılmadı',
  },
  eventNotFound: {
    'en-US': 'No event has the code {code}',
    'es-ES': 'Ninguna prueba tiene el código {code}',
    'pt-PT': 'Nenhuma prova tem o código {code}',
    'az-AZ': '{code} kodlu yarış tapılmadı',
  },
  athleteNotFound: {
    'en-US': 'No athlete has the id {id}',
    'es-ES': 'Ningún atleta tiene el identificador {id}',
    'pt-PT': 'Nenhum atleta tem o identificador {id}',
    'az-AZ': '{id} identifikatorlu idmançı tapılmadı',
  },
  delegationNotFound: {
    'en-US': 'No delegation has the code {code}',
    'es-ES': 'Ninguna delegación tiene el código {code}',
    'pt-PT': 'Nenhuma delegação tem o código {code}',
    'az-AZ': '{code} kodlu nümayəndə heyəti tapılmadı',
  },
  teamNotFound: {
    'en-US': 'No team has the code {code}',
    'es-ES': 'Ningún equipo tiene el código {code}',
    'pt-PT': 'Nenhuma equipa tem o código {code}',
    'az-AZ': '{code} kodlu komanda tapılmadı',
  },
  odfRejected: {
    'en-US': 'The ODF message was refused: {reason}',
    'es-ES': 'El mensaje ODF fue rechazado: {reason}',
    'pt-PT': 'A mensagem ODF foi recusada: {reason}',
    'az-AZ': 'ODF mesajı qəbul edilmədi: {reason}',
  },
  ingestKeyInvalid: {
    'en-US': 'A valid X-API-KEY or an administrator session is required to send results',
    'es-ES': 'Para enviar resultados se necesita una X-API-KEY válida o una sesión de administrador',
    'pt-PT': 'Para enviar resultados é necessária uma X-API-KEY válida ou uma sessão de administrador',
    'az-AZ': 'Nəticələri göndərmək üçün etibarlı X-API-KEY və ya administrator sessiyası lazımdır',
  },
  deskInvalid: {
    'en-US': 'The change was refused: {reason}',
    'es-ES': 'El cambio fue rechazado: {reason}',
    'pt-PT': 'A alteração foi recusada: {reason}',
    'az-AZ': 'Dəyişiklik qəbul edilmədi: {reason}',
  },
  liveFull: {
    'en-US': 'Too many live connections right now. Try again in {seconds} seconds.',
    'es-ES': 'Hay demasiadas conexiones en directo ahora mismo. Inténtalo de nuevo en {seconds} segundos.',
    'pt-PT': 'Há demasiadas ligações em direto neste momento. Tente novamente dentro de {seconds} segundos.',
    'az-AZ': 'Hazırda çox sayda canlı bağlantı var. {seconds} saniyədən sonra yenidən cəhd edin.',
  },
  liveFullForAddress: {
    'en-US': 'Too many live connections from your network. Try again in {seconds} seconds.',
    'es-ES': 'Demasiadas conexiones en directo desde tu red. Inténtalo de nuevo en {seconds} segundos.',
    'pt-PT':
      'Demasiadas ligações em direto a partir da sua rede. Tente novamente dentro de {seconds} segundos.',
    'az-AZ': 'Şəbəkənizdən çox sayda canlı bağlantı var. {seconds} saniyədən sonra yenidən cəhd edin.',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export type MessageKey = keyof typeof messages;

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The request's language: the locale cookie first, then Accept-Language, then the fallback. */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>): LocaleTag {
  const fromCookie = matchLocale(readCookie(req.headers.cookie, LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  const accept = req.headers['accept-language'];
  if (accept) {
    for (const part of accept.split(',')) {
      const tag = matchLocale(part.split(';')[0]);
      if (tag) return tag;
    }
  }
  return FALLBACK_LOCALE;
}

/** A server text in one language, or undefined when the key is not one of them. */
export function message(
  key: string,
  locale: LocaleTag,
  params: Record<string, string | number> = {},
): string | undefined {
  const entry = (messages as Record<string, Record<LocaleTag, string>>)[key];
  return entry?.[locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function translate(
  req: Pick<FastifyRequest, 'headers'>,
  key: MessageKey,
  params: Record<string, string> = {},
): string {
  return message(key, requestLocale(req), params)!;
}
