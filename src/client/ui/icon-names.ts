/**
 * The icons of the app's sprite (ui/icons.svg), by lucide's name for each: the menu's
 * entries and what the shell draws around every page (header, tab bar, offline note, error
 * screen). Pages' own icons come from lucide-react with the page's code.
 */
export const SPRITE_ICONS = [
  'arrow-left',
  'award',
  'ban',
  'brain',
  'bus',
  'calendar-clock',
  'camera',
  'chevron-down',
  'ellipsis',
  'file-question-mark',
  'file-text',
  'graduation-cap',
  'handshake',
  'hospital',
  'hotel',
  'house',
  'layout-grid',
  'list-checks',
  'log-in',
  'map-pin',
  'medal',
  'message-square',
  'newspaper',
  'qr-code',
  'server-crash',
  'settings',
  'shield-check',
  'star',
  'triangle-exclamation-point',
  'trophy',
  'user-round',
  'users',
  'video',
  'wifi-off',
  'zap',
] as const;

export type SpriteIcon = (typeof SPRITE_ICONS)[number];
