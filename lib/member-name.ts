/** A member's name as staff and other members see it: first and last name, trimmed (empty when neither is set). */
export const memberName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();
