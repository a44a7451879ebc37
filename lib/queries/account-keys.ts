export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  desks: () => [...accountKeys.all, 'desks'] as const,
  registrationReasons: () => ['auth', 'registration-reasons'] as const,
  offices: () => ['members', 'offices'] as const,
};
