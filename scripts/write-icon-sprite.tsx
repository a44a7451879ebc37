import { writeFileSync } from 'node:fs';
import { iconSpriteMarkup } from '../components/ui/icon-sprite';

writeFileSync(new URL('../public/static/icons.svg', import.meta.url), iconSpriteMarkup());
