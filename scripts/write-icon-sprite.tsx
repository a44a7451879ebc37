import { writeFileSync } from 'node:fs';
import { iconMasksCss, iconSpriteMarkup } from '../components/ui/icon-sprite';

writeFileSync(new URL('../public/static/icons.svg', import.meta.url), iconSpriteMarkup());
writeFileSync(new URL('../app/icon-masks.css', import.meta.url), iconMasksCss());
