/** An estimate's own page: shareable, and not indexed by search engines. */
export const resultPath = (id: string) => `/evaluation/ive/result/${id}`;

export const accuracyPath = '/evaluation/accuracy';

/** The pages that take an estimate further read its inputs from its id. */
export const appraisalPath = (id: string) => `/official-appraisal?valuation=${id}`;
export const financePath = (id: string) => `/finance?valuation=${id}`;
export const sellPath = (id: string) => `/ad/create?valuation=${id}`;
