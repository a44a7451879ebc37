/**
 * The brand typeface (app/fonts.ts) is shown only where this browser already holds its files. A first visit paints at
 * once in the system font (Noto Sans Arabic on Android, SF Arabic on Apple devices, Segoe UI on Windows) and fetches
 * the four font files once the page has loaded; the next page is drawn in the brand font from the browser's cache.
 * On a phone the files cost more than half a second of first paint (#11), so the first page does without them.
 */
export const brandFontClass = 'brand-font';

export const brandFontStorageKey = 'manzil:brand-font';

/** Runs in the document's head before the first paint; allowed by its hash in the page's script-src. */
export const brandFontScript = `try{localStorage.getItem('${brandFontStorageKey}')&&document.documentElement.classList.add('${brandFontClass}')}catch(e){}`;
