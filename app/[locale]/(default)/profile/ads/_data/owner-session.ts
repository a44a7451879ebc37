import { cookies } from 'next/headers';
import { pageSession } from '@/server/services/auth/page-session';

/**
 * The signed-in member's id for a profile page, or undefined while the profile layout shows its session gate (it
 * renders in parallel with the page, so the page must not fail then; the layout already redirects the signed-out).
 */
export async function ownerId(): Promise<number | undefined> {
  const session = await pageSession(await cookies());
  return session.state === 'signed-in' ? session.member.id : undefined;
}
