import { Icon, mirrored, type IconProps } from '@/components/ui/icons';

/* Line icons of the ads pages, drawn with the shared icon frame (decorative: the control carries the name). */

export const BedIcon = (p: IconProps) => <Icon {...p} name="bed" />;
export const BathIcon = (p: IconProps) => <Icon {...p} name="bath" />;
export const AreaIcon = (p: IconProps) => <Icon {...p} name="area" />;
export const LayersIcon = (p: IconProps) => <Icon {...p} name="layers" />;
export const CalendarIcon = (p: IconProps) => <Icon {...p} name="calendar" />;
export const EyeIcon = (p: IconProps) => <Icon {...p} name="eye" />;
export const ShareIcon = (p: IconProps) => <Icon {...p} name="share" />;
export const FilterIcon = (p: IconProps) => <Icon {...p} name="filter" />;
export const PlayIcon = (p: IconProps) => <Icon {...p} name="play" />;
export const ExpandIcon = (p: IconProps) => <Icon {...p} name="expand" />;
export const HashIcon = (p: IconProps) => <Icon {...p} name="hash" />;
export const BadgeCheckIcon = (p: IconProps) => <Icon {...p} name="badge-check" />;
/** Back and forward along the reading direction (a carousel's previous and next). */
export const ChevronStartIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p} name="chevron-start" />
);
export const ChevronEndIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p} name="chevron-end" />
);
