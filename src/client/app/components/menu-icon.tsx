import { Icon } from '../../ui/icon';
import type { SpriteIcon } from '../../ui/icon-names';
import type { IconName } from '../menu';

/** The menu's icon names and the sprite's drawing for each. */
const icons: Record<IconName, SpriteIcon> = {
  home: 'house',
  'calendar-clock': 'calendar-clock',
  users: 'users',
  'layout-grid': 'layout-grid',
  medal: 'medal',
  trophy: 'trophy',
  'list-checks': 'list-checks',
  'file-text': 'file-text',
  'map-pin': 'map-pin',
  'log-in': 'log-in',
  brain: 'brain',
  bus: 'bus',
  hotel: 'hotel',
  hospital: 'hospital',
  star: 'star',
  'graduation-cap': 'graduation-cap',
  'shield-check': 'shield-check',
  video: 'video',
  camera: 'camera',
  award: 'award',
  handshake: 'handshake',
  'qr-code': 'qr-code',
  newspaper: 'newspaper',
  'message-square': 'message-square',
};

export function MenuIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <Icon name={icons[name]} size={size} />;
}
