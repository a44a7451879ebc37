import { z } from 'zod/mini';
import { crashReportLengths, crashSources } from '@/lib/crash-report';
import { messageKeys, safeText } from './fields';

const text = (max: number) => safeText(max, { multiline: true });

/** A crash report a browser sends (`POST /api/v1/client-errors`, lib/crash-report.ts); every field bounded. */
export const clientErrorReportSchema = z.strictObject({
  source: z.enum(crashSources, messageKeys.invalidValue),
  name: z.optional(safeText(crashReportLengths.name)),
  message: text(crashReportLengths.message),
  digest: z.optional(safeText(crashReportLengths.digest)),
  stack: z.optional(text(crashReportLengths.stack)),
  path: safeText(crashReportLengths.path).check(z.startsWith('/', messageKeys.invalidValue)),
  /** Whether the page reloaded itself for it (a DOM changed under React, e.g. by a translation tool). */
  reloaded: z.boolean(messageKeys.invalidValue),
});
export type ClientErrorReportInput = z.input<typeof clientErrorReportSchema>;
