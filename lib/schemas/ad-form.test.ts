import { describe, expect, it } from 'vitest';
import { adFormValues, emptyAdForm, toAdInput } from '../ads/ad-form-values';
import { filsToKwd, kwdToFils } from '../ads/kwd-text';
import { adInputSchema, type AdDetail } from './ads';
import { adFormSchema, type AdFormValues } from './ad-form';

const filled: AdFormValues = {
  ...emptyAdForm,
  title: 'شقة للإيجار في السالمية',
  dealType: 'rent',
  categoryId: '2',
  propertyTypeId: '7',
  areaId: '34',
  sizeSqm: '١٢٠٫٥',
  price: '٤٥٠',
};

const issues = (values: AdFormValues) => {
  const result = adFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).reverse().map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('ad form schema', () => {
  it('asks for every field the spec requires, the price included', () => {
    expect(issues(emptyAdForm)).toEqual({
      title: 'general.validation.required_field',
      dealType: 'general.validation.required_field',
      categoryId: 'general.validation.required_field',
      propertyTypeId: 'general.validation.required_field',
      areaId: 'general.validation.required_field',
      sizeSqm: 'general.validation.required_field',
      price: 'general.validation.required_field',
    });
  });

  it('lets an undisclosed price stay empty and sends it as null', () => {
    const result = adFormSchema.safeParse({ ...filled, price: '', priceUndisclosed: true });
    expect(result.success && toAdInput(result.data).priceFils).toBeNull();
  });

  it('reads numbers typed with Arabic-Indic digits, the Arabic decimal comma and thousands separators', () => {
    const result = adFormSchema.safeParse({ ...filled, price: '١٢٬٥٠٠٫٧٥', bedrooms: '٣' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const input = toAdInput(result.data, { latitude: 29.33, longitude: 48.07 });
    expect(input).toMatchObject({
      sizeSqm: 120.5,
      priceFils: 12_500_750,
      bedrooms: 3,
      bathrooms: null,
      parcelNumber: null,
      latitude: 29.33,
    });
    expect(adInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses more than three decimals, a zero price and rooms that are not whole numbers', () => {
    expect(issues({ ...filled, sizeSqm: '12.3456', price: '0', bathrooms: '2.5' })).toEqual({
      sizeSqm: 'adForm.validation.number',
      price: 'general.validation.required_field',
      bathrooms: 'adForm.validation.wholeNumber',
    });
  });

  it('converts KWD text and fils both ways without floating-point drift', () => {
    expect(kwdToFils('1250.5')).toBe(1_250_500);
    expect(kwdToFils('0.001')).toBe(1);
    expect(kwdToFils('1234.567')).toBe(1_234_567);
    expect(filsToKwd(1_250_500)).toBe('1250.5');
    expect(filsToKwd(450_000)).toBe('450');
    expect(filsToKwd(1)).toBe('0.001');
  });

  it('prefills from a stored ad, an unannounced price as the ticked box', () => {
    const ad = {
      title: 'بيت',
      dealType: 'sale',
      category: { id: 1 },
      propertyType: { id: 3 },
      area: { id: 34 },
      sizeSqm: 400,
      priceFils: null,
      bedrooms: 5,
      bathrooms: null,
      floors: 2,
      parcelNumber: '12/3',
      unitNumber: '12345678',
      description: 'وصف',
      titleEn: 'House',
      descriptionEn: null,
    } as unknown as AdDetail;
    expect(adFormValues(ad)).toEqual({
      title: 'بيت',
      dealType: 'sale',
      categoryId: '1',
      propertyTypeId: '3',
      areaId: '34',
      sizeSqm: '400',
      price: '',
      priceUndisclosed: true,
      bedrooms: '5',
      bathrooms: '',
      floors: '2',
      parcelNumber: '12/3',
      unitNumber: '12345678',
      description: 'وصف',
      titleEn: 'House',
      descriptionEn: '',
    });
  });

  it('takes the unit number in Arabic-Indic digits and sends it normalised, or null when left empty', () => {
    expect(toAdInput(adFormSchema.parse({ ...filled, unitNumber: '١٢٣٤ ٥٦٧٨' })).unitNumber).toBe('12345678');
    expect(toAdInput(adFormSchema.parse({ ...filled, unitNumber: '' })).unitNumber).toBeNull();
    expect(issues({ ...filled, unitNumber: '123' })).toEqual({ unitNumber: 'general.validation.unit_number' });
  });

  it('sends empty English fields as null and refuses a too-short English title', () => {
    expect(issues({ ...filled, titleEn: 'ab' })).toEqual({ titleEn: 'general.validation.short_field' });
    const parsed = adFormSchema.parse({ ...filled, titleEn: '  ', descriptionEn: '' });
    expect(toAdInput(parsed)).toMatchObject({ titleEn: null, descriptionEn: null });
    expect(toAdInput(adFormSchema.parse({ ...filled, titleEn: ' Villa in Yarmouk ' }))).toMatchObject({
      titleEn: 'Villa in Yarmouk',
    });
  });
});
