'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { plexArabic, plexLatin } from '@/app/fonts';
import { brandFontClass, brandFontStorageKey } from '@/lib/brand-font';

const families = [plexArabic, plexLatin].map((font) => unquote(font.style.fontFamily.split(',')[0] ?? ''));

function unquote(family: string) {
  return family.replaceAll(/['"]/g, '').trim();
}

function held(): boolean {
  try {
    return localStorage.getItem(brandFontStorageKey) !== null;
  } catch {
    return false;
  }
}

function fetchBrandFont() {
  const faces = [...document.fonts].filter((face) => families.includes(unquote(face.family)));
  void Promise.all(faces.map((face) => face.load())).then(
    () => {
      try {
        localStorage.setItem(brandFontStorageKey, '1');
      } catch {
        /* storage off: the system font stays */
      }
    },
    () => undefined,
  );
}

/** Milliseconds after the page's load event: the files must not compete with the page's own first paint and images. */
const settleMs = 3000;

function afterPageSettles(run: () => void) {
  const later = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(run) : run()), settleMs);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

/**
 * The brand typeface's files are fetched after the first page has loaded, and used from the next page on: at the next
 * navigation in this tab, and before the first paint of every later visit (lib/brand-font.ts).
 */
export function BrandFont() {
  const pathname = usePathname();
  useEffect(() => {
    const root = document.documentElement;
    if (root.classList.contains(brandFontClass)) return;
    if (held()) root.classList.add(brandFontClass);
    else afterPageSettles(fetchBrandFont);
  }, [pathname]);
  return null;
}
