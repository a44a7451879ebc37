/** HttpOnly cookies set by the API for the web; names shared with server-rendered pages. */
export const REFRESH_COOKIE = 'manzil_rt';
export const REFRESH_COOKIE_PATH = '/api/v1/auth/users';
export const ACCESS_COOKIE = 'manzil_at';
export const NONCE_COOKIE = 'manzil_nonce';
