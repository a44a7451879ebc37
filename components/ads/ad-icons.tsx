import { Icon, mirrored, type IconProps } from '@/components/ui/icons';

/* Line icons of the ads pages, drawn with the shared icon frame (decorative: the control carries the name). */

export const BedIcon = (p: IconProps) => <Icon {...p}><path d="M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11.5a1.5 1.5 0 1 0 0-.01" /></Icon>;
export const BathIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 3.6-1.2M7 19l-1 2M17 19l1 2" /></Icon>
);
export const AreaIcon = (p: IconProps) => <Icon {...p}><path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M4 4l6 6M20 20l-6-6" /></Icon>;
export const LayersIcon = (p: IconProps) => <Icon {...p}><path d="m12 4 9 5-9 5-9-5zM3 14l9 5 9-5" /></Icon>;
export const CalendarIcon = (p: IconProps) => <Icon {...p}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></Icon>;
export const EyeIcon = (p: IconProps) => <Icon {...p}><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></Icon>;
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="18" cy="5" r="2.5" /><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="19" r="2.5" /><path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" /></Icon>
);
export const FilterIcon = (p: IconProps) => <Icon {...p}><path d="M4 6h16M7 12h10M10 18h4" /></Icon>;
export const PlayIcon = (p: IconProps) => <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="m10 8.5 5 3.5-5 3.5z" /></Icon>;
export const ExpandIcon = (p: IconProps) => <Icon {...p}><path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" /></Icon>;
export const HashIcon = (p: IconProps) => <Icon {...p}><path d="M5 9h14M5 15h14M10 4 8 20M16 4l-2 16" /></Icon>;
export const BadgeCheckIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 3l2.4 1.8 3 .1.9 2.9 2.4 1.8-.9 2.9.9 2.9-2.4 1.8-.9 2.9-3 .1L12 21l-2.4-1.8-3-.1-.9-2.9L3.3 14.4l.9-2.9-.9-2.9 2.4-1.8.9-2.9 3-.1z" /><path d="m9 12 2 2 4-4" /></Icon>
);
/** Back and forward along the reading direction (a carousel's previous and next). */
export const ChevronStartIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p}><path d="m15 6-6 6 6 6" /></Icon>
);
export const ChevronEndIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p}><path d="m9 6 6 6-6 6" /></Icon>
);
