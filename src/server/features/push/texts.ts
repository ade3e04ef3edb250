import type { LocaleTag } from '../../../shared/domain/locales';
import type { PushKind } from '../../../shared/contracts/push';

type Texts = Record<LocaleTag, string>;

/** Notification texts: `{unit}` is the event and unit, `{time}` the start in the reader's zone. */
const TITLES: Record<PushKind, Texts> = {
  start_list: {
    'en-US': 'Start list published',
    'es-ES': 'Lista de salida publicada',
    'pt-PT': 'Lista de partida publicada',
    'az-AZ': 'Start siyahısı dərc edildi',
  },
  moved: {
    'en-US': 'Delayed or rescheduled',
    'es-ES': 'Retrasado o reprogramado',
    'pt-PT': 'Atrasado ou reagendado',
    'az-AZ': 'Gecikir və ya vaxtı dəyişdi',
  },
  starting_soon: {
    'en-US': 'Starting in 15 minutes',
    'es-ES': 'Empieza en 15 minutos',
    'pt-PT': 'Começa dentro de 15 minutos',
    'az-AZ': '15 dəqiqəyə başlayır',
  },
  official: {
    'en-US': 'Official result',
    'es-ES': 'Resultado oficial',
    'pt-PT': 'Resultado oficial',
    'az-AZ': 'Rəsmi nəticə',
  },
  medal: {
    'en-US': 'Medal for {delegation}',
    'es-ES': 'Medalla para {delegation}',
    'pt-PT': 'Medalha para {delegation}',
    'az-AZ': '{delegation} üçün medal',
  },
};

const BODIES: Record<PushKind, Texts> = {
  start_list: { 'en-US': '{unit}', 'es-ES': '{unit}', 'pt-PT': '{unit}', 'az-AZ': '{unit}' },
  moved: {
    'en-US': '{unit} now starts at {time}',
    'es-ES': '{unit} empieza ahora a las {time}',
    'pt-PT': '{unit} começa agora às {time}',
    'az-AZ': '{unit} indi saat {time}-da başlayır',
  },
  starting_soon: {
    'en-US': '{unit} at {time}',
    'es-ES': '{unit} a las {time}',
    'pt-PT': '{unit} às {time}',
    'az-AZ': '{unit}, saat {time}',
  },
  official: { 'en-US': '{unit}', 'es-ES': '{unit}', 'pt-PT': '{unit}', 'az-AZ': '{unit}' },
  // The medal's colour is in the app, one tap away: the notice says only that there is one.
  medal: { 'en-US': '{unit}', 'es-ES': '{unit}', 'pt-PT': '{unit}', 'az-AZ': '{unit}' },
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);

export function noticeText(kind: PushKind, locale: LocaleTag, params: Record<string, string>) {
  return { title: fill(TITLES[kind][locale], params), body: fill(BODIES[kind][locale], params) };
}
