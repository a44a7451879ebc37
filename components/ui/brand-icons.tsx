import type { ComponentType } from 'react';
import type { SocialNetwork } from '@/components/layout/site-config';
import type { BrandIconName } from './icon-shapes';
import { iconSprite, type IconProps } from './icons';

function BrandIcon({ name, className = 'size-5', ...props }: IconProps & { name: BrandIconName }) {
  return (
    <svg aria-hidden="true" className={className} {...props}>
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}

export const InstagramIcon = (p: IconProps) => <BrandIcon {...p} name="instagram" />;
export const XIcon = (p: IconProps) => <BrandIcon {...p} name="x" />;
export const LinkedInIcon = (p: IconProps) => <BrandIcon {...p} name="linkedin" />;
export const YouTubeIcon = (p: IconProps) => <BrandIcon {...p} name="youtube" />;
export const WhatsAppIcon = (p: IconProps) => <BrandIcon {...p} name="whatsapp" />;
export const AppleIcon = (p: IconProps) => <BrandIcon {...p} name="apple" />;
export const GooglePlayIcon = (p: IconProps) => <BrandIcon {...p} name="google-play" />;

export const socialIcons: Record<SocialNetwork, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  whatsapp: WhatsAppIcon,
};
