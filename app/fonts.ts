import localFont from 'next/font/local';

/*
 * IBM Plex Sans Arabic (the fontsource files), in two weights: `font-medium` falls back to 400 and `font-semibold` to
 * 700, the browser's nearest match. The Arabic letters and the Latin ones (digits, English) are separate files and
 * families, each with its unicode range. Not preloaded: a page uses them only once the browser holds them
 * (lib/brand-font.ts), and 'optional' never swaps them in after the first paint, so the text does not move.
 */
export const plexArabic = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
      weight: '700',
    },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  variable: '--font-plex-arabic',
  adjustFontFallback: false,
  preload: false,
  display: 'optional',
});

export const plexLatin = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  variable: '--font-plex-latin',
  adjustFontFallback: false,
  preload: false,
  display: 'optional',
});
