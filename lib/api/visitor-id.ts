import Cookies from 'js-cookie';

/** Anonymous visitor id sent as `x-uuid`; one year, path `/` (spec section 9). */
export const visitorIdCookie = { name: 'manzil_vid', maxAgeDays: 365 } as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `crypto.randomUUID` exists only in secure contexts; a phone testing over a LAN address is not one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Undefined on the server; in the browser a tampered or missing cookie is replaced by a fresh id. */
export function getOrCreateVisitorId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const existing = Cookies.get(visitorIdCookie.name);
  if (existing && uuidPattern.test(existing)) return existing;
  const id = randomUuid();
  Cookies.set(visitorIdCookie.name, id, {
    expires: visitorIdCookie.maxAgeDays,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  return id;
}
