import { cookies } from 'next/headers';
import { visitorIdCookie } from '@/lib/api/visitor-id';
import { pageSession } from '@/server/services/auth/page-session';
import { latestEstimateId } from '@/server/services/construction-estimates/estimates';

/** The newest estimate of the signed-in member, else of this browser's visitor id (the cookie the API client sends as x-uuid). */
export async function latestEstimateOfVisitor(): Promise<string | undefined> {
  const jar = await cookies();
  const session = await pageSession(jar);
  return latestEstimateId(
    session.state === 'signed-in'
      ? { memberId: session.member.id }
      : { visitorId: jar.get(visitorIdCookie.name)?.value },
  );
}
