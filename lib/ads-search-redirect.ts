import { dealTypes } from '@/lib/constants';

/**
 * Where `/ads?dealType=rent&q=…` belongs: the list of that deal type, `/ads/rent?q=…` (spec §2 names deal types in the
 * path). The home search is a GET form whose rent/sale switch can only add a field; the proxy redirects it here. An
 * empty search leads to the plain list, which is cached. Undefined when there is nothing to redirect.
 */
export function dealTypeListUrl(pathname: string, searchParams: URLSearchParams): string | undefined {
  if (pathname !== '/ads') return undefined;
  const dealType = searchParams.get('dealType');
  if (dealType === null || !Object.hasOwn(dealTypes, dealType)) return undefined;
  const query = new URLSearchParams(searchParams);
  query.delete('dealType');
  if (!query.get('q')?.trim()) query.delete('q');
  const search = query.toString();
  return `/ads/${dealType}${search ? `?${search}` : ''}`;
}
