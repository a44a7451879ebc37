import { storage } from '../providers/storage/registry';

/**
 * Seed files are named by their content, so one that exists is already right: render it only when missing (a second
 * database on the same storage, as in tests, or a rerun) and accept losing a race with a concurrent seed.
 */
export async function putIfMissing(key: string, mimeType: string, bytes: () => Promise<Buffer>): Promise<void> {
  const files = storage();
  if (await files.get(key)) return;
  try {
    await files.put(key, await bytes(), mimeType);
  } catch (error) {
    if (!(await files.get(key))) throw error;
  }
}
