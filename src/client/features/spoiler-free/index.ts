// Spoiler-free mode's screens: the preference among the settings and the shield that stands
// where an outcome would be. The mode and what was revealed are lib/spoiler-store.ts, which the
// live strip reads on every visit without loading these.
export { SpoilerShield } from './components/spoiler-shield';
export { SpoilerFreeToggle } from './components/spoiler-free-toggle';
