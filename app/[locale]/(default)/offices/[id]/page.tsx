import { generateOfficeMetadata, OfficeRoute, type OfficeRouteProps } from './office-route';

/** Rendered per request: the office's ads and facts change all day. */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateOfficeMetadata;

/** Spec §2 /offices/:id: an office's public page. */
export default function Page(props: OfficeRouteProps) {
  return <OfficeRoute {...props} />;
}
