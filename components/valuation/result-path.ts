/** An estimate's own page: shareable, and not indexed by search engines. */
export const resultPath = (id: string) => `/evaluation/ive/result/${id}`;
