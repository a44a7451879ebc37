import { restoreSession } from '../auth/session-restore';
import { deletedCountSchema } from '../schemas/answers';
import { savedSearchSchema, type CreateSavedSearchInput, type UpdateSavedSearchInput } from '../schemas/saved-searches';
import { api } from './browser-client';
import { readData } from './client';

/** A click can come before the session is restored from the refresh cookie: waiting lets the call carry the token. */
async function signedIn<T>(call: () => Promise<T>): Promise<T> {
  await restoreSession();
  return call();
}

/** The signed-in member's saved searches (the list is read on the server by the profile page). */
export const savedSearchesApi = {
  /** `created` is false when the member had already saved the same filters (that search is answered). */
  create: (input: CreateSavedSearchInput) =>
    signedIn(async () => {
      const response = api.post('saved-searches', { json: input });
      const search = await readData(savedSearchSchema, response);
      return { search, created: (await response).status === 201 };
    }),
  update: (id: number, input: UpdateSavedSearchInput) =>
    signedIn(() => readData(savedSearchSchema, api.patch(`saved-searches/${id}`, { json: input }))),
  remove: (id: number) => signedIn(() => readData(deletedCountSchema, api.delete(`saved-searches/${id}`))),
};
