// Push notifications on this device: the settings page (loaded by its route) and, for other
// screens, whether this device is subscribed.
export { currentSubscription, pushSupport } from './lib/push-subscription';
