/** Manzil's public addresses in one place: social accounts and contact channels (the app stores' come from the configuration). */

export const contactChannels = {
  /** Shown as dialled in Kuwait; `tel:` uses the international form. */
  phoneDisplay: '+965 2220 0000',
  phoneHref: 'tel:+96522200000',
  email: 'care@manzil.com.kw',
  whatsappDisplay: '+965 9000 0000',
  whatsappHref: 'https://wa.me/96590000000',
} as const;

export type SocialNetwork = 'instagram' | 'x' | 'linkedin' | 'youtube' | 'whatsapp';

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'instagram', href: 'https://www.instagram.com/manzilkw' },
  { network: 'x', href: 'https://x.com/manzilkw' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/manzilkw' },
  { network: 'youtube', href: 'https://www.youtube.com/@manzilkw' },
  { network: 'whatsapp', href: contactChannels.whatsappHref },
];

/** Official Kuwaiti authorities listed on /links; names and descriptions live in messages under `links.sites`. */
export const officialSites = [
  { key: 'moj', href: 'https://www.moj.gov.kw' },
  { key: 'paci', href: 'https://www.paci.gov.kw' },
  { key: 'municipality', href: 'https://www.baladia.gov.kw' },
  { key: 'pahw', href: 'https://www.pahw.gov.kw' },
  { key: 'moci', href: 'https://www.moci.gov.kw' },
  { key: 'cbk', href: 'https://www.cbk.gov.kw' },
] as const;
