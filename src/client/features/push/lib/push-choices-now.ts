import i18n from '../../../lib/i18n';
import { spoilerStore } from '../../../lib/spoiler-store';
import { userStore } from '../../../lib/user-store';
import { matchLocale } from '../../../../shared/domain/locales';
import type { PushDevice } from '../../../../shared/contracts/push';
import { followStore } from '../../follow';
import { pushPreferences, toMinutes } from './push-preferences';

type Choices = Omit<PushDevice, 'token' | 'platform'>;

/** What the server needs besides the address: kinds, quiet hours, zone, language, a guest's follows. */
export function currentChoices(): Choices {
  const prefs = pushPreferences.getState();
  const { follows, owner } = followStore.getState();
  return {
    kinds: prefs.kinds,
    quiet: prefs.quiet ? { from: toMinutes(prefs.quiet.from), to: toMinutes(prefs.quiet.to) } : null,
    time_zone: userStore.getState().timezone,
    // An account's follows are read on the server; a guest's travel with the subscription.
    follows: owner === 'account' ? [] : follows,
    locale: matchLocale(i18n.language) ?? 'en-US',
    spoiler_free: spoilerStore.getState().on,
  };
}
