/** A charge's state is the same for everybody who has its reference (the owner's extra details come with the token). */
export const paymentKeys = {
  all: ['payments'] as const,
  status: (chargeId: string) => [...paymentKeys.all, 'status', chargeId] as const,
};
