/**
 * The sign-in endpoints, with the API client and the zod schemas that check its answers, loaded with the first call
 * rather than with the page: the sign-in page's first load stays within the page-speed budget (#11).
 */
export const loadAuthApi = () => import('../api/auth').then((module) => module.authApi);
