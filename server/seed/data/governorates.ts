import type { governorates } from '../../db/schema/reference';

export const governorateIds = {
  capital: 1,
  hawalli: 2,
  farwaniya: 3,
  mubarakAlKabeer: 4,
  ahmadi: 5,
  jahra: 6,
} as const;

export type GovernorateId = (typeof governorateIds)[keyof typeof governorateIds];

export const governorateRows: (typeof governorates.$inferInsert)[] = [
  {
    id: governorateIds.capital,
    slug: 'capital',
    nameAr: 'العاصمة',
    nameEn: 'Capital',
    latitude: 29.35,
    longitude: 47.96,
  },
  {
    id: governorateIds.hawalli,
    slug: 'hawalli',
    nameAr: 'حولي',
    nameEn: 'Hawalli',
    latitude: 29.305,
    longitude: 48.04,
  },
  {
    id: governorateIds.farwaniya,
    slug: 'farwaniya',
    nameAr: 'الفروانية',
    nameEn: 'Farwaniya',
    latitude: 29.275,
    longitude: 47.91,
  },
  {
    id: governorateIds.mubarakAlKabeer,
    slug: 'mubarak-al-kabeer',
    nameAr: 'مبارك الكبير',
    nameEn: 'Mubarak Al-Kabeer',
    latitude: 29.21,
    longitude: 48.07,
  },
  // Centroids of the two large southern and western governorates lean towards their populated parts, where maps open.
  { id: governorateIds.ahmadi, slug: 'ahmadi', nameAr: 'الأحمدي', nameEn: 'Ahmadi', latitude: 29.0, longitude: 48.08 },
  { id: governorateIds.jahra, slug: 'jahra', nameAr: 'الجهراء', nameEn: 'Jahra', latitude: 29.4, longitude: 47.6 },
];
