import { Logo } from '@/components/layout/logo';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { Container } from '@/components/ui/container';

/**
 * notFound() outside the default layout (an unknown locale segment). Kept to the logo bar: every page's payload
 * carries this boundary, and the site's own 404 (with the full header and footer) is the default layout's.
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center">
          <Logo />
        </Container>
      </header>
      <NotFoundMessage as="main" />
    </>
  );
}
