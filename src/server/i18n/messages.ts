import type { FastifyRequest } from 'fastify';
import { FALLBACK_LOCALE, LOCALE_COOKIE, matchLocale, type LocaleTag } from '../../shared/domain/locales';
import { venueMessages } from '../../shared/i18n/venue-messages';

/** Server-side error texts, in the four interface languages (every error a user can meet is translated). */
const messages = {
  // The venues admin's refusals, shared with its form.
  ...venueMessages,
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
  pushEndpointRefused: {
    'en-US': 'This push address is not from a known push service',
    'es-ES': 'Esta dirección de notificaciones no es de un servicio de notificaciones conocido',
    'pt-PT': 'Este endereço de notificações não é de um serviço de notificações conhecido',
    'az-AZ': 'Bu bildiriş ünvanı tanınmış bildiriş xidmətinə aid deyil',
  },
  calendarFeedNotFound: {
    'en-US': 'This calendar address does not exist or was revoked',
    'es-ES': 'Esta dirección de calendario no existe o fue revocada',
    'pt-PT': 'Este endereço de calendário não existe ou foi revogado',
    'az-AZ': 'Bu təqvim ünvanı mövcud deyil və ya ləğv edilib',
  },
  delegationNotFound: {
    'en-US': 'No delegation has the code {code}',
    'es-ES': 'Ninguna delegación tiene el código {code}',
    'pt-PT': 'Nenhuma delegação tem o código {code}',
    'az-AZ': '{code} kodlu nümayəndə heyəti tapılmadı',
  },
  recordNotFound: {
    'en-US': 'No record has the id {id}',
    'es-ES': 'Ningún récord tiene el identificador {id}',
    'pt-PT': 'Nenhum recorde tem o identificador {id}',
    'az-AZ': '{id} identifikatorlu rekord tapılmadı',
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
  badFileName: {
    'en-US': 'The file name in X-File-Name is not correctly URI-encoded (encode it with encodeURIComponent)',
    'es-ES':
      'El nombre del archivo en X-File-Name no está bien codificado como URI (codifícalo con encodeURIComponent)',
    'pt-PT':
      'O nome do ficheiro em X-File-Name não está bem codificado como URI (codifique-o com encodeURIComponent)',
    'az-AZ':
      'X-File-Name başlığındakı fayl adı düzgün URI kodlaşdırılmayıb (encodeURIComponent ilə kodlaşdırın)',
  },
  accessLogRangeTooLong: {
    'en-US':
      'A custom range may cover at most one year ({days} days): choose a later start or an earlier end',
    'es-ES':
      'Un intervalo personalizado puede abarcar como máximo un año ({days} días): elige un inicio posterior o un final anterior',
    'pt-PT':
      'Um intervalo personalizado pode abranger no máximo um ano ({days} dias): escolha um início posterior ou um fim anterior',
    'az-AZ':
      'Seçilmiş aralıq ən çoxu bir il ({days} gün) ola bilər: daha gec başlanğıc və ya daha tez son seçin',
  },
  uploadEmpty: {
    'en-US': 'The file is empty',
    'es-ES': 'El archivo está vacío',
    'pt-PT': 'O ficheiro está vazio',
    'az-AZ': 'Fayl boşdur',
  },
  uploadType: {
    'en-US':
      'This file is not a JPEG, PNG, WebP or AVIF image, a PDF document nor a WebM or MP4 video (its content was checked, not its name)',
    'es-ES':
      'Este archivo no es una imagen JPEG, PNG, WebP o AVIF, un documento PDF ni un vídeo WebM o MP4 (se ha comprobado su contenido, no su nombre)',
    'pt-PT':
      'Este ficheiro não é uma imagem JPEG, PNG, WebP ou AVIF, um documento PDF nem um vídeo WebM ou MP4 (foi verificado o conteúdo, não o nome)',
    'az-AZ':
      'Bu fayl JPEG, PNG, WebP və ya AVIF şəkli, PDF sənədi, yaxud WebM və ya MP4 videosu deyil (adı deyil, məzmunu yoxlanıldı)',
  },
  uploadImageTooLarge: {
    'en-US': 'Images may be at most {max}',
    'es-ES': 'Las imágenes pueden ocupar como máximo {max}',
    'pt-PT': 'As imagens podem ter no máximo {max}',
    'az-AZ': 'Şəklin həcmi ən çox {max} ola bilər',
  },
  uploadVideoTooLarge: {
    'en-US': 'Videos may be at most {max}',
    'es-ES': 'Los vídeos pueden ocupar como máximo {max}',
    'pt-PT': 'Os vídeos podem ter no máximo {max}',
    'az-AZ': 'Videonun həcmi ən çox {max} ola bilər',
  },
  uploadPdfTooLarge: {
    'en-US': 'PDF documents may be at most {max}',
    'es-ES': 'Los documentos PDF pueden ocupar como máximo {max}',
    'pt-PT': 'Os documentos PDF podem ter no máximo {max}',
    'az-AZ': 'PDF sənədinin həcmi ən çox {max} ola bilər',
  },
  uploadUndecodable: {
    'en-US': 'The image could not be read: the file is damaged or incomplete',
    'es-ES': 'No se ha podido leer la imagen: el archivo está dañado o incompleto',
    'pt-PT': 'Não foi possível ler a imagem: o ficheiro está danificado ou incompleto',
    'az-AZ': 'Şəkli oxumaq mümkün olmadı: fayl zədələnib və ya natamamdır',
  },
  uploadPdfInvalid: {
    'en-US': 'The PDF document is damaged or incomplete',
    'es-ES': 'El documento PDF está dañado o incompleto',
    'pt-PT': 'O documento PDF está danificado ou incompleto',
    'az-AZ': 'PDF sənədi zədələnib və ya natamamdır',
  },
  fileRangeInvalid: {
    'en-US': 'The requested part of the file is outside it',
    'es-ES': 'La parte pedida del archivo queda fuera de él',
    'pt-PT': 'A parte pedida do ficheiro fica fora dele',
    'az-AZ': 'Faylın istənilən hissəsi onun xaricindədir',
  },
  fileNotFound: {
    'en-US': 'No stored file has this address',
    'es-ES': 'Ningún archivo guardado tiene esta dirección',
    'pt-PT': 'Nenhum ficheiro guardado tem este endereço',
    'az-AZ': 'Bu ünvanda saxlanmış fayl yoxdur',
  },
  videoNotFound: {
    'en-US': 'There is no published video {id}',
    'es-ES': 'No hay ningún vídeo publicado {id}',
    'pt-PT': 'Não existe nenhum vídeo publicado {id}',
    'az-AZ': '{id} nömrəli dərc olunmuş video yoxdur',
  },
  contentNotFound: {
    'en-US': 'No content item has the id {id}',
    'es-ES': 'Ningún contenido tiene el identificador {id}',
    'pt-PT': 'Nenhum conteúdo tem o identificador {id}',
    'az-AZ': '{id} identifikatorlu məzmun tapılmadı',
  },
  contentKindFixed: {
    'en-US': 'An item keeps its kind ({kind}): create a new item instead',
    'es-ES': 'Un contenido conserva su tipo ({kind}): crea un contenido nuevo',
    'pt-PT': 'Um conteúdo mantém o seu tipo ({kind}): crie um conteúdo novo',
    'az-AZ': 'Məzmunun növü ({kind}) dəyişmir: yeni məzmun yaradın',
  },
  contentImageMissing: {
    'en-US': 'The image {id} does not exist: upload it again',
    'es-ES': 'La imagen {id} no existe: vuelve a subirla',
    'pt-PT': 'A imagem {id} não existe: carregue-a novamente',
    'az-AZ': '{id} şəkli mövcud deyil: onu yenidən yükləyin',
  },
  contentDocumentMissing: {
    'en-US': 'The PDF document {id} does not exist: upload it again',
    'es-ES': 'El documento PDF {id} no existe: vuelve a subirlo',
    'pt-PT': 'O documento PDF {id} não existe: carregue-o novamente',
    'az-AZ': '{id} PDF sənədi mövcud deyil: onu yenidən yükləyin',
  },
  contentVideoMissing: {
    'en-US': 'The video {id} does not exist: upload it again',
    'es-ES': 'El vídeo {id} no existe: vuelve a subirlo',
    'pt-PT': 'O vídeo {id} não existe: carregue-o novamente',
    'az-AZ': '{id} videosu mövcud deyil: onu yenidən yükləyin',
  },
  courseNotFound: {
    'en-US': 'Course {id} not found',
    'es-ES': 'Curso {id} no encontrado',
    'pt-PT': 'Curso {id} não encontrado',
    'az-AZ': '{id} kursu tapılmadı',
  },
  contentPageTaken: {
    'en-US': 'The page {value} already exists (item {id}): edit that one',
    'es-ES': 'La página {value} ya existe (contenido {id}): edita esa',
    'pt-PT': 'A página {value} já existe (conteúdo {id}): edite essa',
    'az-AZ': '{value} səhifəsi artıq mövcuddur (məzmun {id}): onu redaktə edin',
  },
  contentVenueTaken: {
    'en-US': 'The venue {value} already has details (item {id}): edit those',
    'es-ES': 'La sede {value} ya tiene detalles (contenido {id}): edítalos',
    'pt-PT': 'O recinto {value} já tem detalhes (conteúdo {id}): edite-os',
    'az-AZ': '{value} idman obyektinin artıq məlumatları var (məzmun {id}): onları redaktə edin',
  },
  contentReorderMismatch: {
    'en-US': 'The new order must list every {kind} item exactly once',
    'es-ES': 'El nuevo orden debe incluir cada contenido de tipo {kind} exactamente una vez',
    'pt-PT': 'A nova ordem deve incluir cada conteúdo do tipo {kind} exatamente uma vez',
    'az-AZ': 'Yeni sıra {kind} növünün hər bir məzmununu düz bir dəfə daxil etməlidir',
  },
  photoAlbumNotFound: {
    'en-US': 'No published photo album has the id {id}',
    'es-ES': 'Ningún álbum de fotos publicado tiene el identificador {id}',
    'pt-PT': 'Nenhum álbum de fotografias publicado tem o identificador {id}',
    'az-AZ': '{id} identifikatorlu dərc edilmiş foto albom yoxdur',
  },
  pageNotFound: {
    'en-US': 'The page {slug} has not been published',
    'es-ES': 'La página {slug} no se ha publicado',
    'pt-PT': 'A página {slug} não foi publicada',
    'az-AZ': '{slug} səhifəsi dərc edilməyib',
  },
  venueNotFound: {
    'en-US': 'No venue has the code {code}',
    'es-ES': 'Ninguna sede tiene el código {code}',
    'pt-PT': 'Nenhum recinto tem o código {code}',
    'az-AZ': '{code} kodlu idman obyekti tapılmadı',
  },
  redirectPathInvalid: {
    'en-US': 'The old path must start with a single / and have no ? or #, for example /news',
    'es-ES': 'La ruta antigua debe empezar por una sola / y no tener ? ni #, por ejemplo /noticias',
    'pt-PT': 'O caminho antigo deve começar por uma só / e não ter ? nem #, por exemplo /noticias',
    'az-AZ': 'Köhnə yol tək / ilə başlamalı və ? və ya # olmamalıdır, məsələn /xeberler',
  },
  redirectPathReserved: {
    'en-US':
      "{path} cannot be redirected: the API, files, the login screens and the organisers' screens stay where they are",
    'es-ES':
      '{path} no se puede redirigir: la API, los archivos, las pantallas de acceso y las de los organizadores no se mueven',
    'pt-PT':
      '{path} não pode ser redirecionado: a API, os ficheiros, os ecrãs de entrada e os dos organizadores não mudam de lugar',
    'az-AZ':
      '{path} yönləndirilə bilməz: API, fayllar, giriş ekranları və təşkilatçıların ekranları yerində qalır',
  },
  redirectTargetInvalid: {
    'en-US': 'The new address must be a path of the app starting with / or a full http(s):// address',
    'es-ES':
      'La nueva dirección debe ser una ruta de la aplicación que empiece por / o una dirección http(s):// completa',
    'pt-PT':
      'O novo endereço deve ser um caminho da aplicação começado por / ou um endereço http(s):// completo',
    'az-AZ': 'Yeni ünvan / ilə başlayan tətbiq yolu və ya tam http(s):// ünvanı olmalıdır',
  },
  redirectSamePath: {
    'en-US': '{path} cannot redirect to itself',
    'es-ES': '{path} no puede redirigir a sí misma',
    'pt-PT': '{path} não pode redirecionar para si próprio',
    'az-AZ': '{path} özünə yönləndirilə bilməz',
  },
  redirectLoop: {
    'en-US': 'This redirect would go round in a circle: {chain}',
    'es-ES': 'Esta redirección daría vueltas en círculo: {chain}',
    'pt-PT': 'Este redirecionamento andaria em círculo: {chain}',
    'az-AZ': 'Bu yönləndirmə dairə üzrə fırlanardı: {chain}',
  },
  redirectTaken: {
    'en-US': '{path} already has a redirect: edit that one',
    'es-ES': '{path} ya tiene una redirección: edita esa',
    'pt-PT': '{path} já tem um redirecionamento: edite esse',
    'az-AZ': '{path} üçün artıq yönləndirmə var: onu redaktə edin',
  },
  redirectNotFound: {
    'en-US': 'No redirect starts at {path}',
    'es-ES': 'Ninguna redirección empieza en {path}',
    'pt-PT': 'Nenhum redirecionamento começa em {path}',
    'az-AZ': '{path} ilə başlayan yönləndirmə yoxdur',
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

/**
 * The language of names inside a public answer (events, phases): Accept-Language first, which
 * the app sets to the language it shows, then the locale cookie, then English. The answer
 * varies by Accept-Language, so the browser's cache keeps one copy per language.
 */
export function contentLocale(headers: { 'accept-language'?: string; cookie?: string }): LocaleTag {
  const accept = headers['accept-language'];
  if (accept) {
    for (const part of accept.split(',')) {
      const tag = matchLocale(part.split(';')[0]);
      if (tag) return tag;
    }
  }
  return matchLocale(readCookie(headers.cookie, LOCALE_COOKIE)) ?? FALLBACK_LOCALE;
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
