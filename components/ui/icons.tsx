import type { SVGProps } from 'react';
import { localeDirection, toLocale } from '@/lib/i18n/config';
import type { LineIconName } from './icon-shapes';

export type IconProps = SVGProps<SVGSVGElement>;

/** The icon sprite (public/static/icons.svg, written from icon-shapes.tsx). */
export const iconSprite = '/static/icons.svg';

/** Decorative by default: the control that holds an icon carries the accessible name. Stroke and frame come with the symbol. */
export function Icon({ name, className = 'size-5', ...props }: IconProps & { name: LineIconName }) {
  return (
    <svg aria-hidden="true" className={className} {...props}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

/** Icons that point along the reading direction take this class so they flip in Arabic. */
export const mirrored = 'rtl:-scale-x-100';

export const MenuIcon = (p: IconProps) => <Icon {...p} name="menu" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} name="close" />;
export const PlusIcon = (p: IconProps) => <Icon {...p} name="plus" />;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p} name="chevron-down" />;
export const ArrowEndIcon = ({ className = 'size-5', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p} name="arrow-end" />
);
export const ExternalLinkIcon = ({ className = 'size-4', ...p }: IconProps) => (
  <Icon className={`${className} ${mirrored}`} {...p} name="external-link" />
);
export const SearchIcon = (p: IconProps) => <Icon {...p} name="search" />;
export const GlobeIcon = (p: IconProps) => <Icon {...p} name="globe" />;
export const UserIcon = (p: IconProps) => <Icon {...p} name="user" />;
export const PhoneIcon = (p: IconProps) => <Icon {...p} name="phone" />;
export const MailIcon = (p: IconProps) => <Icon {...p} name="mail" />;
export const ClockIcon = (p: IconProps) => <Icon {...p} name="clock" />;
export const MapPinIcon = (p: IconProps) => <Icon {...p} name="map-pin" />;
export const HomeIcon = (p: IconProps) => <Icon {...p} name="home" />;
export const BuildingIcon = (p: IconProps) => <Icon {...p} name="building" />;
export const GavelIcon = (p: IconProps) => <Icon {...p} name="gavel" />;
export const ChartIcon = (p: IconProps) => <Icon {...p} name="chart" />;
export const NewspaperIcon = (p: IconProps) => <Icon {...p} name="newspaper" />;
export const CalculatorIcon = (p: IconProps) => <Icon {...p} name="calculator" />;
export const MapIcon = (p: IconProps) => <Icon {...p} name="map" />;
export const DocumentIcon = (p: IconProps) => <Icon {...p} name="document" />;
export const BriefcaseIcon = (p: IconProps) => <Icon {...p} name="briefcase" />;
export const UsersIcon = (p: IconProps) => <Icon {...p} name="users" />;
export const BellIcon = (p: IconProps) => <Icon {...p} name="bell" />;
export const HeartIcon = (p: IconProps) => <Icon {...p} name="heart" />;
export const BankIcon = (p: IconProps) => <Icon {...p} name="bank" />;
export const SparkleIcon = (p: IconProps) => <Icon {...p} name="sparkle" />;
export const CheckCircleIcon = (p: IconProps) => <Icon {...p} name="check-circle" />;
export const AlertIcon = (p: IconProps) => <Icon {...p} name="alert" />;
export const LockIcon = (p: IconProps) => <Icon {...p} name="lock" />;

/**
 * Chevrons that follow the reading direction (`chevron-start` points left, `chevron-end` right): in Arabic "previous"
 * points right and "next" (or a level deeper) left. Chosen by shape, not mirrored with a CSS transform, so they cannot
 * turn inward where the transform is not applied.
 */
export function arrowShapes(locale: string) {
  return localeDirection(toLocale(locale)) === 'rtl'
    ? ({ previous: 'chevron-end', next: 'chevron-start' } as const)
    : ({ previous: 'chevron-start', next: 'chevron-end' } as const);
}
