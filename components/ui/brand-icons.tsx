import type { ComponentType } from 'react';
import type { SocialNetwork } from '@/components/layout/site-config';
import type { IconProps } from './icons';

function BrandIcon({ children, className = 'size-5', ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className} {...props}>
      {children}
    </svg>
  );
}

export const InstagramIcon = (p: IconProps) => (
  <BrandIcon {...p}>
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 6a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 17 6z" />
    <path d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 1.8a3.7 3.7 0 0 0-3.7 3.7v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7z" />
  </BrandIcon>
);
export const XIcon = (p: IconProps) => (
  <BrandIcon {...p}><path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z" /></BrandIcon>
);
export const LinkedInIcon = (p: IconProps) => (
  <BrandIcon {...p}><path d="M4.98 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.2 9h3.6v12H3.2zm6 0h3.4v1.7h.1c.5-.9 1.7-2 3.5-2 3.8 0 4.5 2.5 4.5 5.7V21h-3.6v-5.9c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1v6H9.2z" /></BrandIcon>
);
export const YouTubeIcon = (p: IconProps) => (
  <BrandIcon {...p}><path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z" /></BrandIcon>
);
export const WhatsAppIcon = (p: IconProps) => (
  <BrandIcon {...p}><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.9 11.9 0 0 0 4.5 4c1.7.7 2.4.8 3.2.6a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.2-.2-.2-.4-.3z" /></BrandIcon>
);
export const AppleIcon = (p: IconProps) => (
  <BrandIcon {...p}><path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9s-1.9-.9-3.2-.9A4.7 4.7 0 0 0 4 9.4c-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4s1.7-.8 3.1-.8 1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-3.8zM14 5.5A4.2 4.2 0 0 0 15 2.4a4.4 4.4 0 0 0-2.8 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.8-1.4z" /></BrandIcon>
);
export const GooglePlayIcon = (p: IconProps) => (
  <BrandIcon {...p}>
    <path fill="#34a853" d="M3.6 2.3 13.5 12l-9.9 9.7a1.5 1.5 0 0 1-.6-1.2V3.5a1.5 1.5 0 0 1 .6-1.2z" />
    <path fill="#fbbc04" d="m17 8.5 3.4 2a1.7 1.7 0 0 1 0 3L17 15.5 13.5 12z" />
    <path fill="#ea4335" d="M3.6 21.7 13.5 12l3.5 3.5-11.6 6.6a1.6 1.6 0 0 1-1.8-.4z" />
    <path fill="#4285f4" d="M3.6 2.3a1.6 1.6 0 0 1 1.8-.4L17 8.5 13.5 12z" />
  </BrandIcon>
);

export const socialIcons: Record<SocialNetwork, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  whatsapp: WhatsAppIcon,
};
