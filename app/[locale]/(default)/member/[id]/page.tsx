import { generateOfficeMetadata, OfficeRoute, type OfficeRouteProps } from '../../offices/[id]/office-route';

/** Rendered per request: the office's ads and facts change all day. */
export const dynamic = 'force-dynamic';

export const generateMetadata = generateOfficeMetadata;

/** Spec §2 /member/:id: the same page as /offices/:id (its canonical URL); anyone but an office is 404. */
export default function Page(props: OfficeRouteProps) {
  return <OfficeRoute {...props} />;
}
