import type { LocaleTag } from '../domain/locales';

/**
 * Texts of the accounts feature and its errors, in the four languages. One catalogue
 * for both sides: the server answers in the request's language and the forms show
 * the same sentence under the field.
 */
export const authMessages = {
  usernameRequired: {
    'en-US': 'Username is required',
    'es-ES': 'El nombre de usuario es obligatorio',
    'pt-PT': 'O nome de utilizador é obrigatório',
    'az-AZ': 'İstifadəçi adı mütləqdir',
  },
  usernameMin: {
    'en-US': 'Username must be at least 3 characters',
    'es-ES': 'El nombre de usuario debe tener al menos 3 caracteres',
    'pt-PT': 'O nome de utilizador deve ter pelo menos 3 caracteres',
    'az-AZ': 'İstifadəçi adı ən azı 3 simvol olmalıdır',
  },
  usernameFormat: {
    'en-US': 'Username may only contain letters, digits, dots, dashes and underscores',
    'es-ES': 'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
    'pt-PT': 'O nome de utilizador só pode ter letras, números, pontos, hífenes e sublinhados',
    'az-AZ': 'İstifadəçi adında yalnız hərf, rəqəm, nöqtə, tire və alt xətt ola bilər',
  },
  emailRequired: {
    'en-US': 'Email is required',
    'es-ES': 'El correo electrónico es obligatorio',
    'pt-PT': 'O e-mail é obrigatório',
    'az-AZ': 'E-poçt mütləqdir',
  },
  emailInvalid: {
    'en-US': 'Enter a valid email address',
    'es-ES': 'Introduce un correo electrónico válido',
    'pt-PT': 'Introduza um endereço de e-mail válido',
    'az-AZ': 'Düzgün e-poçt ünvanı daxil edin',
  },
  cpfRequired: {
    'en-US': 'CPF is required',
    'es-ES': 'El CPF es obligatorio',
    'pt-PT': 'O CPF é obrigatório',
    'az-AZ': 'CPF mütləqdir',
  },
  cpfFormat: {
    'en-US': 'CPF may only contain letters and digits',
    'es-ES': 'El CPF solo puede contener letras y números',
    'pt-PT': 'O CPF só pode conter letras e números',
    'az-AZ': 'CPF yalnız hərf və rəqəmlərdən ibarət ola bilər',
  },
  cpfLength: {
    'en-US': 'CPF must have 8 to 11 characters (11 for a Brazilian CPF)',
    'es-ES': 'El CPF debe tener entre 8 y 11 caracteres (11 para un CPF brasileño)',
    'pt-PT': 'O CPF deve ter entre 8 e 11 caracteres (11 para um CPF brasileiro)',
    'az-AZ': 'CPF 8-11 simvol olmalıdır (Braziliya CPF-i üçün 11)',
  },
  passwordRequired: {
    'en-US': 'Password is required',
    'es-ES': 'La contraseña es obligatoria',
    'pt-PT': 'A palavra-passe é obrigatória',
    'az-AZ': 'Şifrə mütləqdir',
  },
  passwordMin: {
    'en-US': 'Password must be at least 8 characters',
    'es-ES': 'La contraseña debe tener al menos 8 caracteres',
    'pt-PT': 'A palavra-passe deve ter pelo menos 8 caracteres',
    'az-AZ': 'Şifrə ən azı 8 simvol olmalıdır',
  },
  passwordMax: {
    'en-US': 'Password must be at most 256 characters',
    'es-ES': 'La contraseña debe tener como máximo 256 caracteres',
    'pt-PT': 'A palavra-passe deve ter no máximo 256 caracteres',
    'az-AZ': 'Şifrə ən çoxu 256 simvol ola bilər',
  },
  repeatPasswordRequired: {
    'en-US': 'Please repeat the password',
    'es-ES': 'Repite la contraseña',
    'pt-PT': 'Repita a palavra-passe',
    'az-AZ': 'Şifrəni təkrar daxil edin',
  },
  passwordsMismatch: {
    'en-US': 'The passwords do not match',
    'es-ES': 'Las contraseñas no coinciden',
    'pt-PT': 'As palavras-passe não coincidem',
    'az-AZ': 'Şifrələr uyğun gəlmir',
  },
  usernameTaken: {
    'en-US': 'This username is already taken',
    'es-ES': 'Este nombre de usuario ya está en uso',
    'pt-PT': 'Este nome de utilizador já está a ser usado',
    'az-AZ': 'Bu istifadəçi adı artıq tutulub',
  },
  invalidCredentials: {
    'en-US': 'Invalid username or password',
    'es-ES': 'Usuario o contraseña incorrectos',
    'pt-PT': 'Nome de utilizador ou palavra-passe inválidos',
    'az-AZ': 'İstifadəçi adı və ya şifrə yanlışdır',
  },
  tooManyAttempts: {
    'en-US': 'Too many failed attempts. Try again in {seconds} seconds.',
    'es-ES': 'Demasiados intentos fallidos. Inténtalo de nuevo en {seconds} segundos.',
    'pt-PT': 'Demasiadas tentativas falhadas. Tente novamente dentro de {seconds} segundos.',
    'az-AZ': 'Həddindən çox uğursuz cəhd. {seconds} saniyədən sonra yenidən cəhd edin.',
  },
  videoSourceRequired: {
    'en-US': 'Upload a video or give a stream address',
    'es-ES': 'Sube un vídeo o indica la dirección de una emisión',
    'pt-PT': 'Carregue um vídeo ou indique o endereço de uma transmissão',
    'az-AZ': 'Video yükləyin və ya yayım ünvanını yazın',
  },
  textTooLong: {
    'en-US': 'This text is too long',
    'es-ES': 'Este texto es demasiado largo',
    'pt-PT': 'Este texto é demasiado longo',
    'az-AZ': 'Bu mətn çox uzundur',
  },
  textNul: {
    'en-US': 'Text may not contain the NUL character (U+0000)',
    'es-ES': 'El texto no puede contener el carácter NUL (U+0000)',
    'pt-PT': 'O texto não pode conter o carácter NUL (U+0000)',
    'az-AZ': 'Mətndə NUL simvolu (U+0000) ola bilməz',
  },
  textBrokenUnicode: {
    'en-US': 'Text may not contain a broken character (a lone UTF-16 surrogate)',
    'es-ES': 'El texto no puede contener un carácter roto (un sustituto UTF-16 aislado)',
    'pt-PT': 'O texto não pode conter um carácter partido (um substituto UTF-16 isolado)',
    'az-AZ': 'Mətndə qırıq simvol (tək UTF-16 surroqatı) ola bilməz',
  },
  dateInvalid: {
    'en-US': 'Must be a real calendar date written like 2026-07-14',
    'es-ES': 'Debe ser una fecha real del calendario escrita como 2026-07-14',
    'pt-PT': 'Deve ser uma data real do calendário escrita como 2026-07-14',
    'az-AZ': 'Təqvimdə mövcud olan və 2026-07-14 kimi yazılan tarix olmalıdır',
  },
  dateRangeReversed: {
    'en-US': 'A custom range needs a start (from) and an end (to), the start on or before the end',
    'es-ES':
      'Un intervalo personalizado necesita un inicio (from) y un final (to), con el inicio igual o anterior al final',
    'pt-PT':
      'Um intervalo personalizado precisa de um início (from) e de um fim (to), com o início igual ou anterior ao fim',
    'az-AZ': 'Seçilmiş aralığın başlanğıcı (from) və sonu (to) olmalıdır; başlanğıc sondan gec ola bilməz',
  },
  followCodeInvalid: {
    'en-US': 'Must be a code of 1 to 40 letters, digits or dashes',
    'es-ES': 'Debe ser un código de 1 a 40 letras, cifras o guiones',
    'pt-PT': 'Deve ser um código de 1 a 40 letras, algarismos ou hífenes',
    'az-AZ': '1-40 hərf, rəqəm və ya tiredən ibarət kod olmalıdır',
  },
  tooManyFollows: {
    'en-US': 'You can follow at most 200 athletes, delegations, events and disciplines',
    'es-ES': 'Puedes seguir como máximo 200 atletas, delegaciones, pruebas y deportes',
    'pt-PT': 'Pode seguir no máximo 200 atletas, delegações, provas e modalidades',
    'az-AZ': 'Ən çoxu 200 idmançı, nümayəndə heyəti, yarış və idman növünü izləyə bilərsiniz',
  },
  pushKeyInvalid: {
    'en-US': 'Must be a push subscription key in base64url',
    'es-ES': 'Debe ser una clave de suscripción de notificaciones en base64url',
    'pt-PT': 'Deve ser uma chave de subscrição de notificações em base64url',
    'az-AZ': 'base64url formatında bildiriş abunəliyi açarı olmalıdır',
  },
  timeZoneInvalid: {
    'en-US': 'Must be a time zone such as Asia/Baku',
    'es-ES': 'Debe ser una zona horaria como Asia/Baku',
    'pt-PT': 'Deve ser um fuso horário como Asia/Baku',
    'az-AZ': 'Asia/Baku kimi saat qurşağı olmalıdır',
  },
  idInvalid: {
    'en-US': 'Must be a whole number from 1 to 2147483647',
    'es-ES': 'Debe ser un número entero entre 1 y 2147483647',
    'pt-PT': 'Deve ser um número inteiro entre 1 e 2147483647',
    'az-AZ': '1 ilə 2147483647 arasında tam ədəd olmalıdır',
  },
  addressNul: {
    'en-US': 'The address may not contain %00 (the NUL character)',
    'es-ES': 'La dirección no puede contener %00 (el carácter NUL)',
    'pt-PT': 'O endereço não pode conter %00 (o carácter NUL)',
    'az-AZ': 'Ünvanda %00 (NUL simvolu) ola bilməz',
  },
  tooManyRequests: {
    'en-US': 'Too many requests. Try again in {seconds} seconds.',
    'es-ES': 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} segundos.',
    'pt-PT': 'Demasiados pedidos. Tente novamente dentro de {seconds} segundos.',
    'az-AZ': 'Həddindən çox sorğu. {seconds} saniyədən sonra yenidən cəhd edin.',
  },
  loginSuccess: {
    'en-US': 'Login successful',
    'es-ES': 'Inicio de sesión correcto',
    'pt-PT': 'Sessão iniciada com sucesso',
    'az-AZ': 'Giriş uğurla tamamlandı',
  },
  logoutSuccess: {
    'en-US': 'Logout successful',
    'es-ES': 'Sesión cerrada correctamente',
    'pt-PT': 'Sessão terminada com sucesso',
    'az-AZ': 'Çıxış uğurla tamamlandı',
  },
  logoutError: {
    'en-US': 'Error logging out',
    'es-ES': 'Error al cerrar sesión',
    'pt-PT': 'Erro ao terminar sessão',
    'az-AZ': 'Çıxış zamanı xəta baş verdi',
  },
  signupSuccess: {
    'en-US': 'Account created. Welcome!',
    'es-ES': 'Cuenta creada. ¡Bienvenido!',
    'pt-PT': 'Conta criada. Bem-vindo!',
    'az-AZ': 'Hesab yaradıldı. Xoş gəlmisiniz!',
  },
  notLoggedIn: {
    'en-US': 'You need to log in first',
    'es-ES': 'Primero tienes que iniciar sesión',
    'pt-PT': 'Primeiro tem de iniciar sessão',
    'az-AZ': 'Əvvəlcə daxil olmalısınız',
  },
  forbidden: {
    'en-US': 'You do not have permission to do this',
    'es-ES': 'No tienes permiso para hacer esto',
    'pt-PT': 'Não tem permissão para fazer isto',
    'az-AZ': 'Bunu etməyə icazəniz yoxdur',
  },
  crossOrigin: {
    'en-US': 'Requests from another site are not accepted',
    'es-ES': 'No se aceptan solicitudes de otro sitio',
    'pt-PT': 'Não são aceites pedidos de outro site',
    'az-AZ': 'Başqa saytdan gələn sorğular qəbul edilmir',
  },
  restoreSent: {
    'en-US': 'If an account uses this email, we have sent it a link to choose a new password.',
    'es-ES': 'Si alguna cuenta usa este correo, le hemos enviado un enlace para elegir una nueva contraseña.',
    'pt-PT':
      'Se alguma conta usar este e-mail, enviámos-lhe uma ligação para escolher uma nova palavra-passe.',
    'az-AZ': 'Bu e-poçtdan istifadə edən hesab varsa, ona yeni şifrə seçmək üçün keçid göndərdik.',
  },
  restoreInvalid: {
    'en-US': 'This link is invalid or has expired. Ask for a new one.',
    'es-ES': 'Este enlace no es válido o ha caducado. Solicita uno nuevo.',
    'pt-PT': 'Esta ligação é inválida ou expirou. Peça uma nova.',
    'az-AZ': 'Bu keçid etibarsızdır və ya vaxtı bitib. Yenisini istəyin.',
  },
  restoreDone: {
    'en-US': 'Your password has been changed. You can log in now.',
    'es-ES': 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    'pt-PT': 'A sua palavra-passe foi alterada. Já pode iniciar sessão.',
    'az-AZ': 'Şifrəniz dəyişdirildi. İndi daxil ola bilərsiniz.',
  },
  restoreSubject: {
    'en-US': 'Choose a new password',
    'es-ES': 'Elige una nueva contraseña',
    'pt-PT': 'Escolha uma nova palavra-passe',
    'az-AZ': 'Yeni şifrə seçin',
  },
  restoreBody: {
    'en-US':
      'Open this link within 30 minutes to choose a new password: {link}\nIf you did not ask for it, ignore this email.',
    'es-ES':
      'Abre este enlace en los próximos 30 minutos para elegir una nueva contraseña: {link}\nSi no lo has pedido, ignora este correo.',
    'pt-PT':
      'Abra esta ligação nos próximos 30 minutos para escolher uma nova palavra-passe: {link}\nSe não o pediu, ignore este e-mail.',
    'az-AZ':
      'Yeni şifrə seçmək üçün bu keçidi 30 dəqiqə ərzində açın: {link}\nBunu siz istəməmisinizsə, bu məktubu nəzərə almayın.',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export type AuthMessageKey = keyof typeof authMessages;

export function authMessage(
  key: string,
  locale: LocaleTag,
  params: Record<string, string | number> = {},
): string {
  const entry = (authMessages as Record<string, Record<LocaleTag, string>>)[key];
  if (!entry) return key;
  return entry[locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
