/** The API's own limit (UPLOAD_MAX_BYTES default); checked here too so a wrong file is refused before anything is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const documentTypes = [...imageTypes, 'application/pdf'] as const;

export type FileProblem = 'tooLarge' | 'badType';

/** Why a chosen file would be refused, by its declared type and size (the API checks the real bytes again). */
export function fileProblem(file: File, accepted: readonly string[]): FileProblem | undefined {
  if (!accepted.includes(file.type)) return 'badType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return undefined;
}
