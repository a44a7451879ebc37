export const accountKeys = {
  all: ['account'] as const,
  desks: () => [...accountKeys.all, 'desks'] as const,
  registrationReasons: () => ['auth', 'registration-reasons'] as const,
  offices: () => ['members', 'offices'] as const,
};
