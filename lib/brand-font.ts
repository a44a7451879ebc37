/**
 * The brand typeface (app/fonts.ts) is shown only where this browser already holds its files. A first visit paints at
 * once in the system font (Noto Sans Arabic on Android, SF Arabic on Apple devices, Segoe UI on Windows); three seconds
 * after the page's load event, when its own scripts and photos are in, the head script fetches the four font files and
 * notes it; every later page load draws the brand font from the browser's cache before its first paint. On a phone the
 * files cost more than half a second of first paint (#11), so the first page does without them.
 */

/** The class app/globals.css switches the typeface with, and where the script notes that the files are here. */
const brandFontClass = 'brand-font';
const storageKey = 'manzil:brand-font';

/** The brand families' names, read from the variables next/font puts on <html> (next/font names them). */
const families =
  "[s.getPropertyValue('--font-plex-latin'),s.getPropertyValue('--font-plex-arabic')].join().replace(/['\"]/g,'')";

/**
 * Runs in the document's head before the first paint, the same text in every document: it is allowed by its hash in
 * the page's script-src. Without local storage (private windows) the system font stays.
 */
export const brandFontScript = [
  'try{',
  "var d=document.documentElement,k='" + storageKey + "';",
  "if(localStorage.getItem(k))d.classList.add('" + brandFontClass + "');",
  "else addEventListener('load',function(){setTimeout(function(){",
  'var s=getComputedStyle(d),n=' + families + ',p=[];',
  "document.fonts.forEach(function(f){if(n.split(',').indexOf(f.family.replace(/['\"]/g,''))>=0)p.push(f.load())});",
  "Promise.all(p).then(function(){localStorage.setItem(k,'1')},function(){})",
  '},3000)})',
  '}catch(e){}',
].join('');
