import { renderToStaticMarkup } from 'react-dom/server';
import { brandIcons, lineIcons } from './icon-shapes';

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
