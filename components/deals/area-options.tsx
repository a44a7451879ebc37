import { localName } from '@/lib/format';
import type { Locale } from '@/lib/i18n/config';

type Named = { id: number; nameAr: string; nameEn: string };
export type AreaOption = Named & { governorate: Named };

/** The `<option>`s of an area select, grouped by governorate; `except` leaves one area out. */
export function AreaOptions({ areas, locale, except }: { areas: AreaOption[]; locale: Locale; except?: number }) {
  const governorates = [...new Map(areas.map((a) => [a.governorate.id, a.governorate])).values()];
  return governorates.map((governorate) => (
    <optgroup key={governorate.id} label={localName(locale, governorate)}>
      {areas
        .filter((a) => a.governorate.id === governorate.id && a.id !== except)
        .map((area) => (
          <option key={area.id} value={area.id}>
            {localName(locale, area)}
          </option>
        ))}
    </optgroup>
  ));
}
