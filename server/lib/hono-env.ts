import type { Logger } from 'pino';
import { createFactory } from 'hono/factory';
import type { Locale } from '@/lib/i18n/config';

export interface AppEnv {
  Variables: {
    requestId: string;
    locale: Locale;
    log: Logger;
  };
}

export const factory = createFactory<AppEnv>();
