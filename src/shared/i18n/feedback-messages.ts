import type { LocaleTag } from '../domain/locales';

/**
 * The feedback form's messages, in the four languages. One catalogue for both sides: the
 * server answers in the request's language and the form shows the same sentence.
 */
export const feedbackMessages = {
  feedbackSentimentRequired: {
    'en-US': 'Please select how you feel about the app',
    'es-ES': 'Selecciona cómo te sientes con la aplicación',
    'pt-PT': 'Selecione como se sente em relação à aplicação',
    'az-AZ': 'Tətbiq haqqında necə hiss etdiyinizi seçin',
  },
  feedbackSentimentInvalid: {
    'en-US': 'Invalid sentiment',
    'es-ES': 'Sentimiento no válido',
    'pt-PT': 'Sentimento inválido',
    'az-AZ': 'Yanlış əhval seçimi',
  },
  feedbackSuggestionRequired: {
    'en-US': 'Please enter your suggestion',
    'es-ES': 'Escribe tu sugerencia',
    'pt-PT': 'Escreva a sua sugestão',
    'az-AZ': 'Təklifinizi yazın',
  },
  feedbackSuggestionMin: {
    'en-US': 'Your suggestion must be at least 10 characters',
    'es-ES': 'Tu sugerencia debe tener al menos 10 caracteres',
    'pt-PT': 'A sua sugestão deve ter pelo menos 10 caracteres',
    'az-AZ': 'Təklifiniz ən azı 10 simvol olmalıdır',
  },
  feedbackSuggestionMax: {
    'en-US': 'Your suggestion may be at most 2000 characters',
    'es-ES': 'Tu sugerencia puede tener como máximo 2000 caracteres',
    'pt-PT': 'A sua sugestão pode ter no máximo 2000 caracteres',
    'az-AZ': 'Təklifiniz ən çox 2000 simvol ola bilər',
  },
  feedbackRateLimited: {
    'en-US': 'You have reached the limit of {max} suggestions a day. Please try again later.',
    'es-ES': 'Has alcanzado el límite de {max} sugerencias al día. Inténtalo de nuevo más tarde.',
    'pt-PT': 'Atingiu o limite de {max} sugestões por dia. Tente novamente mais tarde.',
    'az-AZ': 'Gündə {max} təklif limitinə çatmısınız. Bir az sonra yenidən cəhd edin.',
  },
  feedbackThanks: {
    'en-US': 'Thank you for your feedback!',
    'es-ES': '¡Gracias por tus comentarios!',
    'pt-PT': 'Obrigado pelo seu feedback!',
    'az-AZ': 'Rəyiniz üçün təşəkkür edirik!',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export type FeedbackMessageKey = keyof typeof feedbackMessages;

/** A feedback text in one language, or undefined when the key is not one of them. */
export function feedbackMessage(
  key: string,
  locale: LocaleTag,
  params: Record<string, string | number> = {},
): string | undefined {
  const entry = (feedbackMessages as Record<string, Record<LocaleTag, string>>)[key];
  return entry?.[locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
