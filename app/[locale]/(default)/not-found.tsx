import { NotFoundMessage } from '@/components/layout/not-found-message';

/** Unmatched routes ([...rest]) and notFound() in the site's pages: the default layout gives the header and footer. */
export default function NotFound() {
  return <NotFoundMessage />;
}
