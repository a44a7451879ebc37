import type { AuthUser } from '../schemas/auth';
import { accountStore } from './account-store';

/**
 * Starts the browser's session from a sign-in answer: the account is held (without its tokens) before the access token
 * goes into memory, so `useSession` turns signed-in without fetching the account again.
 */
export async function startSession(signedIn: AuthUser & { token: string }): Promise<void> {
  // Parsing drops whatever else the answer carries (isRegistered, the tokens) from the held account. The schema came
  // with the sign-in call that gave this answer, so this import is already loaded.
  const { authUserSchema } = await import('../schemas/auth');
  accountStore.start(signedIn.token, authUserSchema.parse({ ...signedIn, token: undefined, refreshToken: undefined }));
}
