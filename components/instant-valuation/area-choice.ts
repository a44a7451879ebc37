/** An area the estimator offers, named in the page's language (`altName`: the other language, for search). */
export type AreaChoice = {
  id: number;
  name: string;
  altName: string;
  governorateId: number;
  latitude: number;
  longitude: number;
};

export type GovernorateChoice = { id: number; name: string };

/** A fill per governorate, in the order of their ids (Capital, Hawalli, Farwaniya, Mubarak Al-Kabeer, Ahmadi, Jahra). */
const governorateFills = [
  'fill-emerald-200',
  'fill-sky-200',
  'fill-amber-200',
  'fill-rose-200',
  'fill-violet-200',
  'fill-lime-200',
];

export const governorateFill = (governorateId: number) =>
  governorateFills[(governorateId - 1) % governorateFills.length]!;
