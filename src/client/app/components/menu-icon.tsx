import {
  Award, Brain, Bus, CalendarClock, Camera, FileText, GraduationCap, Handshake, Home, Hospital, Hotel,
  LayoutGrid, ListChecks, LogIn, MapPin, Medal, MessageSquare, Newspaper, QrCode, ShieldCheck, Star,
  Trophy, Users, Video, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../routes';

const icons: Record<IconName, LucideIcon> = {
  home: Home, 'calendar-clock': CalendarClock, users: Users, 'layout-grid': LayoutGrid, medal: Medal,
  trophy: Trophy, 'list-checks': ListChecks, 'file-text': FileText, 'map-pin': MapPin, 'log-in': LogIn,
  brain: Brain, bus: Bus, hotel: Hotel, hospital: Hospital, star: Star, 'graduation-cap': GraduationCap,
  'shield-check': ShieldCheck, video: Video, camera: Camera, award: Award, handshake: Handshake,
  'qr-code': QrCode, newspaper: Newspaper, 'message-square': MessageSquare,
};

export function MenuIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Icon = icons[name];
  return <Icon size={size} aria-hidden />;
}
