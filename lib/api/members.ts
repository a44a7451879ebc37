import { z } from 'zod/mini';
import {
  authUserSchema,
  type StepUpOutput,
  type UpdateProfileOutput,
  type UpgradeAccountOutput,
} from '../schemas/auth';
import { api } from './browser-client';
import { readData } from './client';

export const membersApi = {
  myAccount: () => readData(authUserSchema, api.get('members/myAccount')),
  updateProfile: (input: UpdateProfileOutput) => readData(authUserSchema, api.post('members', { json: input })),
  stepUp: (input: StepUpOutput) =>
    readData(z.object({ token: z.string() }), api.post('members/step-up', { json: input })),
  uploadAvatar: (file: File) => {
    const body = new FormData();
    body.append('avatar', file);
    return readData(authUserSchema, api.post('members/uploadAvatar', { body }));
  },
  upgradeAccount: (input: UpgradeAccountOutput) =>
    readData(authUserSchema, api.post('members/upgrade-account', { json: input })),
  /** The member's own data as the JSON file the server names (its Content-Disposition). */
  downloadMyData: async (): Promise<{ blob: Blob; fileName: string }> => {
    const res = await api.get('members/my-data');
    const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'manzil-data.json';
    return { blob: await res.blob(), fileName };
  },
  deleteAccount: (otp: string) =>
    readData(z.object({ deleted: z.boolean() }), api.delete('members', { json: { otp }, credentials: 'include' })),
};
