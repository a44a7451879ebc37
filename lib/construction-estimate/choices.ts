/** The estimator's and the finance form's choices, without the schemas: the form's first load carries no zod. */
export const finishingLevels = ['basic', 'standard', 'luxury'] as const;
export type FinishingLevel = (typeof finishingLevels)[number];

/** Extras the visitor ticks; the basement and the roof annex have their own switches. */
export const constructionExtras = ['pool', 'lift', 'smart-home'] as const;
export type ConstructionExtra = (typeof constructionExtras)[number];

export const graceModes = ['extended', 'capitalised'] as const;
export type GraceMode = (typeof graceModes)[number];
