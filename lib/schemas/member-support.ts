import { z } from 'zod/mini';
import { memberRoles } from '../constants';
import { deliveryChannels } from '../notifications/kinds';
import { balancesSchema, orderStatuses } from './payments';
import { safeText, searchText, textField } from './fields';

/*
 * Issue 30 §6, the member-support desk: find a member by phone, e-mail or id, see what they have with Manzil, and
 * suspend the account with a reason (or lift the suspension).
 */

/** A phone number (8 digits, `+965` or spaces allowed), an e-mail address, or a member's id (`#` optional). */
export const memberSearchQuerySchema = z.strictObject({ q: z.optional(searchText(120)) });

export const memberMatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isOffice: z.boolean(),
  companyName: z.nullable(z.string()),
  suspended: z.boolean(),
  joinedAt: z.string(),
});
export type MemberMatch = z.output<typeof memberMatchSchema>;

export const suspendMemberSchema = z.strictObject({ reason: textField(5, 500, { multiline: true }) });
export type SuspendMemberInput = z.output<typeof suspendMemberSchema>;

/** Lifting needs no reason; a note for the log is welcome. */
export const liftSuspensionSchema = z.strictObject({ note: z.optional(safeText(500, { multiline: true })) });
export type LiftSuspensionInput = z.output<typeof liftSuspensionSchema>;

export const supportAdStates = ['live', 'waiting', 'expired', 'rejected'] as const;
export type SupportAdState = (typeof supportAdStates)[number];

export const supportRequestKinds = ['appraisal', 'finance', 'deal'] as const;
/** An appraisal's steps, a finance request's delivery to the bank, a registered deal's review. */
const supportRequestStates = [
  'received',
  'review',
  'rejected',
  'accepted',
  'delivered',
  'sent',
  'pending',
  'approved',
] as const;

/** The audit log's actions on a member account, named on the member's file. */
export const memberAuditActions = ['member.suspend', 'member.lift-suspension', 'role.grant', 'role.revoke'] as const;
export type MemberAuditAction = (typeof memberAuditActions)[number];
export const isMemberAuditAction = (action: string): action is MemberAuditAction =>
  (memberAuditActions as readonly string[]).includes(action);

export const memberSupportFileSchema = z.object({
  member: z.object({
    id: z.number(),
    name: z.string(),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
    isOffice: z.boolean(),
    brokerType: z.nullable(z.enum(['licensed', 'marketeer'])),
    companyName: z.nullable(z.string()),
    joinedAt: z.string(),
    roles: z.array(z.enum(memberRoles)),
    suspension: z.nullable(z.object({ since: z.string(), reason: z.string() })),
  }),
  ads: z.object({
    counts: z.record(z.enum(supportAdStates), z.number()),
    latest: z.array(
      z.object({ id: z.number(), title: z.string(), state: z.enum(supportAdStates), updatedAt: z.string() }),
    ),
  }),
  balances: balancesSchema,
  orders: z.array(
    z.object({
      id: z.number(),
      /** The package's name in both languages; null for an appraisal's fee. */
      package: z.nullable(z.object({ nameAr: z.string(), nameEn: z.string() })),
      amountFils: z.number(),
      status: z.enum(orderStatuses),
      createdAt: z.string(),
    }),
  ),
  requests: z.array(
    z.object({
      kind: z.enum(supportRequestKinds),
      id: z.number(),
      state: z.enum(supportRequestStates),
      createdAt: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      createdAt: z.string(),
      read: z.boolean(),
      deliveries: z.array(
        z.object({ channel: z.enum(deliveryChannels), sentAt: z.nullable(z.string()), failed: z.boolean() }),
      ),
    }),
  ),
  /** Sessions not signed out, revoked or past their end: when each began and was last refreshed. */
  sessions: z.array(z.object({ startedAt: z.string(), lastUsedAt: z.string(), endsAt: z.string() })),
  /** Staff actions on this account (roles, suspensions), newest first. */
  history: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      actor: z.nullable(z.string()),
      note: z.nullable(z.string()),
      /** After a role was given or taken back: the roles the member held then. */
      roles: z.nullable(z.array(z.enum(memberRoles))),
    }),
  ),
});
export type MemberSupportFile = z.output<typeof memberSupportFileSchema>;
