export const dealKeys = {
  all: ['deals'] as const,
  detail: (id: number) => [...dealKeys.all, 'detail', id] as const,
};
