'use client';

import { useSession } from '@/lib/queries/use-session';
import AccountMenu from './account-menu';
import { AccountPlaceholder } from './account-placeholder';

/** A signed-in member's account menu once the account's details are in (loaded with the session, not with the page). */
export default function MemberAccount({ drawer }: { drawer: boolean }) {
  const { user } = useSession();
  return user ? <AccountMenu user={user} drawer={drawer} /> : <AccountPlaceholder drawer={drawer} />;
}
