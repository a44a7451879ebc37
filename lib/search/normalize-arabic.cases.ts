import { compactKey, normalizeForSearch, stripArticle } from './normalize-arabic';

/** How the ads search compares a spelling: the plain key, the key without a leading article, or the key without spaces. */
export const keyFunctions = {
  normalize: normalizeForSearch,
  article: (text: string) => stripArticle(normalizeForSearch(text)),
  compact: compactKey,
};

export interface SpellingCase {
  typed: string;
  stored: string;
  key: string;
  via: keyof typeof keyFunctions;
}

function spelling(typed: string, stored: string, key: string, via: SpellingCase['via'] = 'normalize'): SpellingCase {
  return { typed, stored, key, via };
}

/** What Kuwaitis type against what listings and the area table hold. */
export const spellingCases: SpellingCase[] = [
  spelling('الجابرية', 'الجابريه', 'الجابريه'),
  spelling('الجابرية', 'جابريه', 'جابريه', 'article'),
  spelling('السالمية', 'سالميه', 'سالميه', 'article'),
  spelling('الشرق', 'شرق', 'شرق', 'article'),
  spelling('الأحمدي', 'احمدي', 'احمدي', 'article'),
  spelling('al-salmiya', 'salmiya', 'salmiya', 'article'),
  spelling('Al Ahmadi', 'ahmadi', 'ahmadi', 'article'),
  spelling('أبو حليفة', 'ابو حليفه', 'ابو حليفه'),
  spelling('ابوحليفه', 'أبو حليفة', 'ابوحليفه', 'compact'),
  spelling('abuhalifa', 'Abu Halifa', 'abuhalifa', 'compact'),
  spelling('الفَحِيحِيل', 'الفحيحيل', 'الفحيحيل'),
  spelling('هديّة', 'هديه', 'هديه'),
  spelling('شقـــة', 'شقة', 'شقه'),
  spelling('شقة', 'شقه', 'شقه'),
  spelling('شقة للإيجار', 'شقه للايجار', 'شقه للايجار'),
  spelling('مؤسسة', 'موسسه', 'موسسه'),
  spelling('شاطئ', 'شاطي', 'شاطي'),
  spelling('مستشفى', 'مستشفي', 'مستشفي'),
  spelling('سلوى', 'سلوي', 'سلوي'),
  spelling('الفيحاء', 'الفيحا', 'الفيحا'),
  spelling('ميناء عبدالله', 'مينا عبدالله', 'مينا عبدالله'),
  spelling('٣ غرف', '3 غرف', '3 غرف'),
  spelling('۴', '4', '4'),
  spelling('فيلا ١٢٠٠ م٢', 'فيلا 1200 م2', 'فيلا 1200 م2'),
  spelling('٥٠٠ د.ك', '500 د ك', '500 د ك'),
  spelling('Salmiya', 'salmiya', 'salmiya'),
  spelling('SALMIYA-Block 10', 'salmiya block 10', 'salmiya block 10'),
  spelling(' مبارك   الكبير  ', 'مبارك الكبير', 'مبارك الكبير'),
  spelling('السالمية، حولي؟', 'السالميه حولي', 'السالميه حولي'),
  spelling('مدرسة «الرواد»؛ قريبة', 'مدرسه الرواد قريبه', 'مدرسه الرواد قريبه'),
  spelling('إسطبل', 'اسطبل', 'اسطبل'),
  spelling('آبار', 'ابار', 'ابار'),
  spelling('ٱلرميثية', 'الرميثيه', 'الرميثيه'),
  spelling('أمغرة الصناعية', 'امغره الصناعيه', 'امغره الصناعيه'),
  spelling('عبدالله السالم', 'عبد الله السالم', 'عبداللهالسالم', 'compact'),
  spelling('سعد العبدالله', 'سعد العبد الله', 'سعدالعبدالله', 'compact'),
  spelling("da'iya", 'daiya', 'daiya', 'compact'),
  spelling('قرطبة', 'قرطبه', 'قرطبه'),
  spelling('كيفان', 'کیفان', 'كيفان'),
  spelling('هدية', 'ھدیۃ', 'هديه'),
  spelling('\u200fالسالمية\u200e', 'السالمية', 'السالميه'),
];
