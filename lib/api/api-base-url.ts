/** The API's base for the browser: NEXT_PUBLIC_API_URL when the API is deployed apart, else this origin's `/api`. */
export function apiBaseUrl(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  if (configured) return configured;
  // Server renders of client components import this module too; they never call the API (services do).
  return typeof window === 'undefined' ? '/api' : `${window.location.origin}/api`;
}
