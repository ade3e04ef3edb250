/**
 * The icons of the app's sprite (ui/icons.svg), by lucide's name for each: the menu's
 * entries, what the shell draws around every page (header, tab bar, offline note, error
 * screen), and icons that only a few later pages draw (trivia, feedback, posters), which would
 * otherwise join the shared lucide chunk that every first visit loads. Other pages' icons
 * come from lucide-react.
 */
export const SPRITE_ICONS = [
  'arrow-left',
  'award',
  'ban',
  'brain',
  'bus',
  'calendar-clock',
  'camera',
  'circle-check',
  'chevron-down',
  'ellipsis',
  'face-neutral',
  'face-slightly-frowning',
  'face-slightly-smiling',
  'file-question-mark',
  'file-text',
  'graduation-cap',
  'handshake',
  'hospital',
  'hotel',
  'house',
  'layout-grid',
  'list-checks',
  'lock',
  'log-in',
  'map-pin',
  'medal',
  'message-square',
  'newspaper',
  'qr-code',
  'rotate-ccw',
  'send',
  'server-crash',
  'settings',
  'shield-check',
  'star',
  'timer',
  'triangle-exclamation-point',
  'trophy',
  'user-round',
  'users',
  'video',
  'wifi-off',
  'zap',
] as const;

export type SpriteIcon = (typeof SPRITE_ICONS)[number];
