import { deleteAccountSchema, stepUpSchema, updateProfileSchema, upgradeAccountSchema } from '@/lib/schemas/auth';
import { contactUsSchema } from '@/lib/schemas/common';
import { requireMember } from '../../lib/auth-middleware';
import { limitBody } from '../../lib/body-limit';
import { uploadSlot } from '../../lib/upload-slots';
import { ApiError } from '../../lib/errors';
import { factory } from '../../lib/hono-env';
import { rateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { queueContactChangeNotices } from '../../jobs/contact-change-notice';
import { contactChangeNotice } from '../../services/auth/contact-change-notice';
import { checkCode } from '../../services/auth/one-time-codes';
import { clearSessionCookies } from '../../services/auth/session-cookies';
import { isRecentSignIn, stepUp } from '../../services/auth/step-up';
import { submitContactMessage } from '../../services/engagement';
import { deleteMember } from '../../services/members/account-deletion';
import { exportMemberData } from '../../services/members/member-data-export';
import { assertContactsFree, toAuthUser, updateMember } from '../../services/members/members';
import { upgradeAccount } from '../../services/members/upgrade-account';
import { storeUpload, uploadRules, withUploadedFiles } from '../../services/uploads/uploads';
import { filesBodyMaxBytes } from '../../services/uploads/upload-limits';
import { storage } from '../../providers/storage/registry';

/** Each message is forwarded by e-mail: limited per address, counting only messages that would be sent. */
export const postContactUs = factory.createHandlers(
  validate('json', contactUsSchema),
  rateLimit('contactUs'),
  async (c) => {
    const result = await submitContactMessage(c.req.valid('json'), {
      locale: c.get('locale'),
      visitorId: c.req.header('x-uuid'),
    });
    return c.json({ data: result }, 201);
  },
);

export const getMyAccount = factory.createHandlers(requireMember, async (c) =>
  c.json({ data: await toAuthUser(c.get('member')) }),
);

/**
 * Name changes apply directly. Changing or removing the phone or e-mail needs a recent sign-in or step-up (so a stolen
 * access token alone cannot take the account over), and a new phone or e-mail a fresh code sent to it. That code is
 * checked and used up before anything says whether another account has the contact: only its owner learns that. The
 * former phone or e-mail is told of the change.
 */
export const postUpdateProfile = factory.createHandlers(
  requireMember,
  validate('json', updateProfileSchema),
  async (c) => {
    const member = c.get('member');
    const input = c.req.valid('json');
    const email = input.email?.toLowerCase() ?? member.email;
    const phone = input.phone === undefined ? member.phone : input.phone || null;
    const emailChanged = email !== member.email && email !== null;
    const phoneChanged = phone !== member.phone && phone !== null;
    const phoneRemoved = phone === null && member.phone !== null;
    if (emailChanged && (phoneChanged || phoneRemoved))
      throw new ApiError('VALIDATION_FAILED', { phone: ['auth.oneContactAtATime'] });
    if ((emailChanged || phoneChanged) && !input.otp)
      throw new ApiError('VALIDATION_FAILED', { otp: ['general.validation.required_field'] });
    if ((emailChanged || phoneChanged || phoneRemoved) && !isRecentSignIn(c.get('authTime')))
      throw new ApiError('RECENT_SIGN_IN_REQUIRED');
    if ((emailChanged || phoneChanged) && input.otp) {
      await checkCode(emailChanged ? 'email' : 'sms', (emailChanged ? email : phone) as string, input.otp, {
        consume: true,
      });
      await assertContactsFree({ email: emailChanged ? email : null, phone: phoneChanged ? phone : null }, member.id);
    }
    const updated = await updateMember(member.id, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone,
    });
    if (!updated) throw new ApiError('NO_DATA');
    const locale = c.get('locale');
    await queueContactChangeNotices({ memberId: member.id, at: updated.updatedAt }, [
      ...(emailChanged && member.email ? [contactChangeNotice('email', member.email, email, locale)] : []),
      ...((phoneChanged || phoneRemoved) && member.phone
        ? [contactChangeNotice('sms', member.phone, phone, locale)]
        : []),
    ]);
    return c.json({ data: await toAuthUser(updated) });
  },
);

/** A code sent to a current contact renews the sign-in time: the answer is an access token to change contacts with. */
export const postStepUp = factory.createHandlers(requireMember, validate('json', stepUpSchema), async (c) => {
  const { channel, otp } = c.req.valid('json');
  return c.json({ data: { token: await stepUp(c.get('member'), channel, otp) } });
});

export const postUploadAvatar = factory.createHandlers(
  requireMember,
  uploadSlot,
  limitBody(filesBodyMaxBytes(uploadRules.avatar), 'avatar'),
  async (c) => {
    const member = c.get('member');
    const stored = await withUploadedFiles(c, 'avatar', uploadRules.avatar, ([file]) =>
      storeUpload(member.id, file!, uploadRules.avatar),
    );
    const updated = await updateMember(member.id, { avatarKey: stored.storageKey });
    if (member.avatarKey) await storage().remove(member.avatarKey);
    if (!updated) throw new ApiError('NO_DATA');
    return c.json({ data: await toAuthUser(updated) });
  },
);

/** Deletion needs a fresh code sent to the member's own phone (or e-mail when there is no phone). */
export const deleteAccount = factory.createHandlers(requireMember, validate('json', deleteAccountSchema), async (c) => {
  const member = c.get('member');
  const { otp } = c.req.valid('json');
  if (member.phone) await checkCode('sms', member.phone, otp, { consume: true });
  else if (member.email) await checkCode('email', member.email, otp, { consume: true });
  else throw new ApiError('FORBIDDEN');
  await deleteMember(member.id);
  clearSessionCookies(c);
  return c.json({ data: { deleted: true } });
});

/** The caller's own data as a JSON file to keep (offered before deletion); the member comes from the session alone. */
export const getMyData = factory.createHandlers(requireMember, async (c) => {
  const member = c.get('member');
  const data = await exportMemberData(member);
  c.header('Cache-Control', 'private, no-store');
  c.header(
    'Content-Disposition',
    `attachment; filename="manzil-data-${member.id}-${data.exportedAt.slice(0, 10)}.json"`,
  );
  return c.json(data);
});

/** A regular member becomes an office account: a licensed broker (licence under review) or a marketeer of an office. */
export const postUpgradeAccount = factory.createHandlers(
  requireMember,
  validate('json', upgradeAccountSchema),
  async (c) => c.json({ data: await upgradeAccount(c.get('member'), c.req.valid('json')) }),
);
