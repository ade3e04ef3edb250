// Push notifications on this device: the settings page (loaded by its route) and, for other
// screens, whether this device gets notifications.
export { isOn as pushIsOn, pushSupport } from './lib/push-subscription';
