/** An estimate's own page: shareable, and not indexed by search engines. */
export const resultPath = (id: string) => `/evaluation/ive/result/${id}`;

export const accuracyPath = '/evaluation/accuracy';

/** The pages that take an estimate further read its inputs from its id. */
export const appraisalPath = (id: string) => `/official-appraisal?valuation=${id}`;
/** The finance calculator starts from the estimate's value, in whole dinars; without a value, from its defaults. */
export const financePath = (valueFils: number | undefined) =>
  valueFils ? `/finance?propertyValue=${Math.round(valueFils / 1000)}` : '/finance';
export const sellPath = (id: string) => `/ad/create?valuation=${id}`;
