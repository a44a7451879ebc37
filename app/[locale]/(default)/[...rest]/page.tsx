import { notFound } from 'next/navigation';

/** Every path that matches no route lands here and renders the locale's 404 page. */
export default function UnmatchedRoute() {
  notFound();
}
