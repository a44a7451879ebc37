/** Apart from the schemas: the saved-searches page uses these without loading the schema library. */
export const savedSearchFrequencies = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

export const SAVED_SEARCH_NAME_MAX = 80;
