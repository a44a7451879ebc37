import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { ConfigError } from '../../config';
import type { FcmSender, PushPayload, PushResult } from './push-sender';

/** The fields of a Firebase service account's JSON key that the HTTP v1 API needs. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri: string;
}

/** FCM_SERVICE_ACCOUNT: the JSON itself, or the path of its file. */
export function readServiceAccount(value: string): ServiceAccount {
  let account: Partial<ServiceAccount>;
  try {
    account = JSON.parse(
      value.trimStart().startsWith('{') ? value : readFileSync(value, 'utf8'),
    ) as Partial<ServiceAccount>;
  } catch (err) {
    throw new ConfigError(
      `FCM_SERVICE_ACCOUNT is neither a service account's JSON nor a readable file of it: ${err instanceof Error ? err.message : err}`,
    );
  }
  if (!account.project_id || !account.client_email || !account.private_key)
    throw new ConfigError('FCM_SERVICE_ACCOUNT lacks project_id, client_email or private_key');
  return { ...account, token_uri: account.token_uri ?? 'https://oauth2.googleapis.com/token' } as ServiceAccount;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** A token is renewed this long before Google's expiry, so a send never carries one that expires on the way. */
const EXPIRY_MARGIN_SECONDS = 60;

type FcmError = { error?: { status?: string; message?: string; details?: Array<{ errorCode?: string }> } };

/** FCM's answers meaning the token is no longer (or never was) an installation of the app. */
const goneCodes = new Set(['UNREGISTERED', 'INVALID_ARGUMENT']);

/**
 * FCM HTTP v1: an OAuth 2.0 access token from the service account (a JWT signed with its key, exchanged at its
 * token_uri with the jwt-bearer grant; kept until shortly before it expires), then
 * POST {base}/v1/projects/{project}/messages:send per token.
 */
export function createFcmSender(
  account: ServiceAccount,
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): FcmSender {
  const send = options.fetch ?? fetch;
  const url = `${options.baseUrl ?? 'https://fcm.googleapis.com'}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const key = await importPKCS8(account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await send(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (!res.ok || !body.access_token) throw new Error(`FCM token exchange failed: ${res.status}`);
    cached = {
      token: body.access_token,
      expiresAt: Date.now() + ((body.expires_in ?? 3600) - EXPIRY_MARGIN_SECONDS) * 1000,
    };
    return cached.token;
  }

  return {
    name: 'fcm',
    async send(token: string, payload: PushPayload): Promise<PushResult> {
      const res = await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: { token, notification: { title: payload.title, body: payload.body }, data: { link: payload.link } },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) {
        await res.body?.cancel();
        return 'sent';
      }
      const { error } = (await res.json().catch(() => ({}))) as FcmError;
      const code = error?.details?.find((detail) => detail.errorCode)?.errorCode ?? error?.status;
      if (code && goneCodes.has(code)) return 'gone';
      if (res.status === 401) cached = undefined;
      throw new Error(`FCM refused the message: ${res.status} ${code ?? ''} ${error?.message ?? ''}`.trim());
    },
  };
}
