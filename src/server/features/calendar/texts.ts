import type { LocaleTag } from '../../../shared/domain/locales';

/** The few words a calendar feed writes itself, in the four interface languages. */
const TEXTS = {
  mySchedule: {
    'en-US': 'My schedule',
    'es-ES': 'Mi agenda',
    'pt-PT': 'A minha agenda',
    'az-AZ': 'Mənim cədvəlim',
  },
  cancelled: { 'en-US': 'Cancelled', 'es-ES': 'Cancelado', 'pt-PT': 'Cancelado', 'az-AZ': 'Ləğv edildi' },
  postponed: { 'en-US': 'Postponed', 'es-ES': 'Aplazado', 'pt-PT': 'Adiado', 'az-AZ': 'Təxirə salındı' },
  delayed: { 'en-US': 'Delayed', 'es-ES': 'Retrasado', 'pt-PT': 'Atrasado', 'az-AZ': 'Gecikir' },
  rescheduled: {
    'en-US': 'Rescheduled',
    'es-ES': 'Reprogramado',
    'pt-PT': 'Reagendado',
    'az-AZ': 'Vaxtı dəyişdirildi',
  },
  medal: {
    'en-US': 'Medal event',
    'es-ES': 'Prueba con medallas',
    'pt-PT': 'Prova com medalhas',
    'az-AZ': 'Medal yarışı',
  },
  openInApp: {
    'en-US': 'Live results and start list',
    'es-ES': 'Resultados en directo y lista de salida',
    'pt-PT': 'Resultados ao vivo e lista de partida',
    'az-AZ': 'Canlı nəticələr və start siyahısı',
  },
} satisfies Record<string, Record<LocaleTag, string>>;

export type FeedText = keyof typeof TEXTS;
export const feedText = (key: FeedText, locale: LocaleTag) => TEXTS[key][locale];

/** The note a unit's status adds to its title, when it is not simply going ahead. */
export function statusNote(status: string, locale: LocaleTag): string | null {
  const key = (
    {
      CANCELLED: 'cancelled',
      POSTPONED: 'postponed',
      DELAYED: 'delayed',
      RESCHEDULED: 'rescheduled',
    } as const
  )[status as 'CANCELLED'];
  return key ? feedText(key, locale) : null;
}
