import { renderToStaticMarkup } from 'react-dom/server';
import { brandIcons, lineIcons, type LineIconName } from './icon-shapes';

/** The sprite file's text: one <symbol> per icon, named as the components reference it, with its stroke or fill. */
export function iconSpriteMarkup(): string {
  const line = Object.entries(lineIcons).map(([id, shape]) => (
    <symbol
      key={id}
      id={id}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shape}
    </symbol>
  ));
  const brand = Object.entries(brandIcons).map(([id, shape]) => (
    <symbol key={id} id={id} viewBox="0 0 24 24" fill="currentColor">
      {shape}
    </symbol>
  ));
  return `${renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg">
      {line}
      {brand}
    </svg>,
  )}\n`;
}

/**
 * Line icons drawn by CSS rather than markup (`.icon-<name>` sets `--icon`, a mask the rule that uses it paints in
 * currentColor): a list repeats its cards' icons twenty times, and each `<svg><use>` is two more elements to parse,
 * lay out and hydrate (#35). Written to app/icon-masks.css by `npm run icons`.
 */
export const maskedIcons = ['area', 'bed', 'bath', 'calendar', 'map-pin'] as const satisfies readonly LineIconName[];

export function iconMasksCss(): string {
  const rules = maskedIcons.map((name) => {
    const svg = renderToStaticMarkup(
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="#000"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {lineIcons[name]}
      </svg>,
    );
    const url = `data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}`;
    return `.icon-${name} {\n  --icon: url("${url}");\n}\n`;
  });
  return `/* Written by \`npm run icons\` from components/ui/icon-shapes.tsx (components/ui/icon-sprite.tsx). */\n${rules.join('')}`;
}
