import { renderToStaticMarkup } from 'react-dom/server';
import { brandIcons, lineIcons } from './icon-shapes';

/** The sprite file's text: one <symbol> per icon, named as the components reference it. */
export function iconSpriteMarkup(): string {
  const symbols = Object.entries({ ...lineIcons, ...brandIcons }).map(([id, shape]) => (
    <symbol key={id} id={id} viewBox="0 0 24 24">
      {shape}
    </symbol>
  ));
  return `${renderToStaticMarkup(<svg xmlns="http://www.w3.org/2000/svg">{symbols}</svg>)}\n`;
}
