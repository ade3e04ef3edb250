import type { LocaleTag } from '../../../shared/domain/locales';
import { TRIVIA_ERRORS } from '../../../shared/contracts/trivia';
import { HttpError, type AnyMessageKey } from '../../http-error';

/** The trivia's refusals in the four interface languages. */
const texts = {
  invalidCode: {
    'en-US': 'This code does not unlock any trivia',
    'es-ES': 'Este código no desbloquea ninguna trivia',
    'pt-PT': 'Este código não desbloqueia nenhum trivia',
    'az-AZ': 'Bu kod heç bir viktorinanı açmır',
  },
  posterWithdrawn: {
    'en-US': 'This poster was withdrawn: look for the new one at the venue',
    'es-ES': 'Este cartel fue retirado: busca el nuevo en la sede',
    'pt-PT': 'Este cartaz foi retirado: procure o novo no local',
    'az-AZ': 'Bu plakat geri çəkilib: məkanda yenisini axtarın',
  },
  locked: {
    'en-US': 'Scan the trivia’s QR code at the venue to unlock it',
    'es-ES': 'Escanea el código QR de la trivia en la sede para desbloquearla',
    'pt-PT': 'Leia o código QR do trivia no local para o desbloquear',
    'az-AZ': 'Viktorinanı açmaq üçün məkandakı QR kodu skan edin',
  },
  alreadyAnswered: {
    'en-US': 'You have already answered this trivia',
    'es-ES': 'Ya has respondido esta trivia',
    'pt-PT': 'Já respondeu a este trivia',
    'az-AZ': 'Siz bu viktorinanı artıq cavablandırmısınız',
  },
  notStarted: {
    'en-US': 'Open the trivia before sending answers',
    'es-ES': 'Abre la trivia antes de enviar respuestas',
    'pt-PT': 'Abra o trivia antes de enviar respostas',
    'az-AZ': 'Cavab göndərməzdən əvvəl viktorinanı açın',
  },
  timeUp: {
    'en-US': 'Time is up: the answers arrived after the time limit and were not saved',
    'es-ES': 'Se acabó el tiempo: las respuestas llegaron después del límite y no se guardaron',
    'pt-PT': 'O tempo acabou: as respostas chegaram depois do limite e não foram guardadas',
    'az-AZ': 'Vaxt bitdi: cavablar vaxt limitindən sonra gəldi və saxlanılmadı',
  },
  notFound: {
    'en-US': 'Trivia {id} not found',
    'es-ES': 'Trivia {id} no encontrada',
    'pt-PT': 'Trivia {id} não encontrado',
    'az-AZ': '{id} viktorinası tapılmadı',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

type Reason = keyof typeof texts;
const STATUS: Record<Reason, number> = {
  invalidCode: 400,
  posterWithdrawn: 410,
  locked: 403,
  alreadyAnswered: 409,
  notStarted: 409,
  timeUp: 422,
  notFound: 404,
};

/** A trivia refusal: its status, its code (TRIVIA_ERRORS) and its text in the reader's language. */
export class TriviaError extends HttpError {
  constructor(
    readonly reason: Reason,
    params: Record<string, string | number> = {},
  ) {
    const code = reason === 'notFound' ? 'NOT_FOUND' : TRIVIA_ERRORS[reason];
    super(STATUS[reason], code, reason as AnyMessageKey, params);
  }

  override render(locale: LocaleTag): string {
    return texts[this.reason][locale].replace(/\{(\w+)\}/g, (_, name: string) =>
      String(this.params[name] ?? `{${name}}`),
    );
  }
}
