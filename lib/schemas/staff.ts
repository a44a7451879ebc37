import { z } from 'zod/mini';
import { memberRoles } from '../constants';
import { dayField, messageKeys, pathId, phoneField, queryId, searchText } from './fields';

/*
 * The back office's staff roles and its audit log (issue 30 §1): one vocabulary for the API, the admin's pages and
 * the OpenAPI document.
 */

const roleField = z.enum(memberRoles, messageKeys.invalidValue);

/** An administrator gives a role to a member found by their phone number. */
export const grantRoleSchema = z.strictObject({ phone: phoneField, role: roleField });
export type GrantRoleInput = z.input<typeof grantRoleSchema>;

export const staffRoleParamSchema = z.strictObject({ id: pathId, role: roleField });

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.nullable(z.string()),
  roles: z.array(roleField),
});
export type StaffMember = z.output<typeof staffMemberSchema>;

/** A member's roles after one was taken back. */
export const staffRolesSchema = z.object({ id: z.number(), roles: z.array(roleField) });

/** The signed-in member's roles and the desks they open (empty for a member who is not staff). */
export const myDesksSchema = z.object({
  roles: z.array(roleField),
  desks: z.array(z.object({ key: z.string(), href: z.string() })),
});
export type MyDesks = z.output<typeof myDesksSchema>;

export const auditEntityTypes = [
  'ad',
  'office',
  'ad-verification',
  'member',
  'deal',
  'deal-import',
  'promo-code',
  'order',
  'package',
  'auction',
  'auction-property',
  'faq',
  'site-page',
  'banner',
  'seo-config',
  'newsletter-issue',
  'news',
  'job',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/**
 * A search of the audit log: any of the action (its start: `ad.` finds every ad decision), the entity, the staff
 * member who acted (their phone) and the days; newest first, a page at a time (`before`: the last id seen).
 */
export const auditLogQuerySchema = z.strictObject({
  action: z.optional(searchText(60)),
  entityType: z.optional(z.enum(auditEntityTypes, messageKeys.invalidValue)),
  entityId: z.optional(queryId),
  actor: z.optional(phoneField),
  from: z.optional(dayField),
  to: z.optional(dayField),
  before: z.optional(queryId),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null for a change made from the command line (`npm run grant-role`). */
  actor: z.nullable(z.object({ id: z.number(), name: z.string() })),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number(),
  reasonCode: z.nullable(z.string()),
  note: z.nullable(z.string()),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  /** The `before` of the next page; null on the last one. */
  next: z.nullable(z.number()),
});
export type AuditLogPage = z.output<typeof auditLogPageSchema>;
