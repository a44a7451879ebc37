import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-details';

const types = (text: string) => findContactDetails(text).map((m) => m.type);
const texts = (text: string) => findContactDetails(text).map((m) => m.text);

describe('contact details in an ad’s text (issue 29)', () => {
  it.each([
    ['للتواصل 99887766', '99887766'],
    ['شقة للإيجار اتصل ٩٩٨٨٧٧٦٦', '٩٩٨٨٧٧٦٦'],
    ['فيلا للبيع ۵۵۶۶۷۷۸۸ المالك', '۵۵۶۶۷۷۸۸'],
    ['call 9988 7766 now', '9988 7766'],
    ['هاتف: 99.88.77.66', '99.88.77.66'],
    ['Tel 6-5-4-3-2-1-0-9', '6-5-4-3-2-1-0-9'],
    ['+965 6543 2109 owner', '+965 6543 2109'],
    ['00965-55443322', '00965-55443322'],
    ['(+965) 22456789 office', '(+965) 22456789'],
    ['أرضي ٢٢٤٥ ٦٧٨٩', '٢٢٤٥ ٦٧٨٩'],
    ['موبايل 4 4 5 5 6 6 7 7', '4 4 5 5 6 6 7 7'],
    ['٩٩-٨٨-٧٧-٦٦ للجادين', '٩٩-٨٨-٧٧-٦٦'],
  ])('a phone number: %s', (text, found) => {
    expect(texts(text)).toEqual([found]);
  });

  it.each([
    ['واتساب 99887766', 'whatsapp'],
    ['واتس اب: ٩٩٨٨٧٧٦٦', 'whatsapp'],
    ['وتساب ٥١٢٣٤٥٦٧ فقط', 'whatsapp'],
    ['WhatsApp +965 9988 7766', 'whatsapp'],
    ['whats app 12345678', 'whatsapp'],
    ['راسلني على الواتس 6655443', 'whatsapp'],
    ['https://wa.me/96599887766', 'whatsapp'],
  ])('WhatsApp with a number: %s', (text, type) => {
    expect(types(text)).toEqual([type]);
  });

  it.each([
    ['details at https://example.com/flat', 'url'],
    ['www.q8flats.com للمزيد', 'url'],
    ['زوروا موقعنا manzil-offers.kw', 'url'],
    ['see instagram.com/q8homes', 'url'],
    ['email me: owner.name@gmail.com', 'email'],
    ['البريد ahmad (at) hotmail.com', 'email'],
    ['انستقرام @q8_homes', 'handle'],
    ['snap: kwtflats', 'handle'],
  ])('links, e-mail and handles: %s', (text, type) => {
    expect(types(text)).toEqual([type]);
  });

  it.each([
    'شقة 3 غرف مساحة 120 م2 الإيجار 350 د.ك',
    'بيت للبيع في القرين 400 م² بسعر 450000 دينار',
    'Villa for sale, 750 sqm, KD 1,250,000',
    'Land 1000 m2 for 45 000 000 KD?',
    'السعر 45000000 د.ك قابل للتفاوض',
    'بناء سنة 2019، تشطيب 2024',
    'قسيمة 123 قطعة 5 شارع 12',
    'القطعة 4 المنزل 27 جادة 3',
    'الرقم الآلي 20456789 للعنوان',
    'PACI 91234567',
    'Price 25000000',
    'الدور الثاني، 4 غرف، 3 حمامات، موقف 2 سيارة',
    'Built 2015, renovated 2023; 5 bedrooms, 6 bathrooms',
    'الرقم المدني 287010112345',
    'مساحة 96000000 متر',
    'e.g. a corner plot, approx. 20 m wide',
    'سعر المتر 1.250 د.ك — السعر الإجمالي 500,000 د.ك',
    'شقة في السالمية بإطلالة بحرية، 2 غرفة، 120م',
    'Apartment no. 12, floor 4, block 2, Salmiya',
    'إيجار شهري 1200 دينار، تأمين شهرين',
  ])('not a contact detail: %s', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('answers the offsets of the text as written, for highlighting', () => {
    const text = 'شقة جميلة للتواصل ٩٩٨٨ ٧٧٦٦ أو info@q8.com';
    const matches = findContactDetails(text);
    expect(matches.map((m) => text.slice(m.start, m.end))).toEqual(['٩٩٨٨ ٧٧٦٦', 'info@q8.com']);
  });
});
