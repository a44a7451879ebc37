import type { areas, ZoneKind } from '../../db/schema/reference';
import { governorateIds, type GovernorateId } from './governorates';

type AreaRow = typeof areas.$inferInsert;

const { capital, hawalli, farwaniya, mubarakAlKabeer, ahmadi, jahra } = governorateIds;

/** Spellings people type for an Arabic name: without hamza, with ه for ة, ي for ى, without the article, عبدالله split or joined. */
export function arabicSpellings(name: string): string[] {
  const plain = name.replace(/[أإآ]/g, 'ا').replace(/ى(?=\s|$)/g, 'ي');
  const forms = [plain, plain.replace(/ة(?=\s|$)/g, 'ه'), name.replace(/ة(?=\s|$)/g, 'ه')];
  for (const form of [...forms]) {
    if (form.startsWith('ال') && !form.startsWith('الل')) forms.push(form.slice(2));
    if (form.includes('عبدالله')) forms.push(form.replace('عبدالله', 'عبد الله'));
  }
  return forms;
}

function englishSpellings(name: string): string[] {
  const lower = name.toLowerCase();
  return [lower, lower.replace(/-/g, ' '), lower.replace(/\bal-/g, '').replace(/-/g, ' ')];
}

function area(
  id: number,
  governorateId: GovernorateId,
  slug: string,
  nameAr: string,
  nameEn: string,
  kind: ZoneKind,
  latitude: number,
  longitude: number,
  extraAliases: string[] = [],
): AreaRow {
  const aliases = [...new Set([...arabicSpellings(nameAr), ...englishSpellings(nameEn), ...extraAliases])].filter(
    (alias) => alias !== nameAr && alias !== nameEn,
  );
  return { id, governorateId, slug, nameAr, nameEn, aliases, kind, latitude, longitude, showInFilter: true, sort: id };
}

export const areaRows: AreaRow[] = [
  area(1, capital, 'kuwait-city', 'مدينة الكويت', 'Kuwait City', 'commercial', 29.3759, 47.9774, [
    'الكويت العاصمة',
    'العاصمة',
    'الديره',
    'الديرة',
    'kuwait',
    'capital',
    'city',
  ]),
  area(2, capital, 'sharq', 'شرق', 'Sharq', 'commercial', 29.385, 47.993, ['الشرق', 'sharg', 'shark']),
  area(3, capital, 'qibla', 'القبلة', 'Qibla', 'commercial', 29.372, 47.965, [
    'جبلة',
    'جبله',
    'jibla',
    'jibleh',
    'gibla',
    'qiblah',
  ]),
  area(4, capital, 'mirqab', 'المرقاب', 'Mirqab', 'commercial', 29.368, 47.978, ['mirgab', 'murqab']),
  area(5, capital, 'dasman', 'دسمان', 'Dasman', 'commercial', 29.389, 48.001, ['dasmaan']),
  area(6, capital, 'salhiya', 'الصالحية', 'Salhiya', 'commercial', 29.3735, 47.988, ['salhiyah', 'salhia', 'salihiya']),
  area(7, capital, 'bneid-al-gar', 'بنيد القار', 'Bneid Al-Gar', 'investment', 29.379, 48.006, [
    'بنيد الغار',
    'bneid al qar',
    'bnaid al gar',
    'bneidalgar',
    'bnaid algar',
  ]),
  area(8, capital, 'dasma', 'الدسمة', 'Dasma', 'residential', 29.367, 48.001, ['dasmah']),
  area(9, capital, 'daiya', 'الدعية', 'Daiya', 'residential', 29.36, 48.01, ['daeya', 'daiyah', "da'iya"]),
  area(10, capital, 'shamiya', 'الشامية', 'Shamiya', 'residential', 29.347, 47.96, ['shamiyah', 'shamiyya']),
  area(11, capital, 'shuwaikh-residential', 'الشويخ السكنية', 'Shuwaikh Residential', 'residential', 29.35, 47.945, [
    'الشويخ',
    'shuwaikh',
    'shuwaikh residential area',
    'shwaikh',
  ]),
  area(12, capital, 'shuwaikh-industrial', 'الشويخ الصناعية', 'Shuwaikh Industrial', 'industrial', 29.328, 47.933, [
    'الشويخ الصناعيه',
    'صناعية الشويخ',
    'shuwaikh industrial area',
    'shwaikh industrial',
  ]),
  area(13, capital, 'abdullah-al-salem', 'ضاحية عبدالله السالم', 'Abdullah Al-Salem', 'residential', 29.354, 47.978, [
    'عبدالله السالم',
    'عبد الله السالم',
    'الضاحية',
    'الضاحيه',
    'dahiya',
    'abdulla al salem',
    'dahiyat abdullah al salem',
  ]),
  area(14, capital, 'adailiya', 'العديلية', 'Adailiya', 'residential', 29.329, 47.98, [
    'adailiyah',
    'adailiyya',
    'udailiya',
  ]),
  area(15, capital, 'kaifan', 'كيفان', 'Kaifan', 'residential', 29.337, 47.96, ['keifan', 'kifan', 'kaifaan']),
  area(16, capital, 'rawda', 'الروضة', 'Rawda', 'residential', 29.328, 47.992, ['rawdah', 'rowda', 'roda']),
  area(17, capital, 'qadsiya', 'القادسية', 'Qadsiya', 'residential', 29.347, 47.996, [
    'qadisiya',
    'qadsiyah',
    'gadsiya',
  ]),
  area(18, capital, 'faiha', 'الفيحاء', 'Faiha', 'residential', 29.34, 47.978, ['الفيحا', 'faiha', 'fayha']),
  area(19, capital, 'mansouriya', 'المنصورية', 'Mansouriya', 'residential', 29.357, 47.992, [
    'mansouriyah',
    'mansuriya',
  ]),
  area(20, capital, 'nuzha', 'النزهة', 'Nuzha', 'residential', 29.342, 47.988, ['nuzhah', 'nozha']),
  area(21, capital, 'khaldiya', 'الخالدية', 'Khaldiya', 'residential', 29.326, 47.965, ['khaldiyah', 'khalidiya']),
  area(22, capital, 'yarmouk', 'اليرموك', 'Yarmouk', 'residential', 29.312, 47.965, ['yarmuk', 'yarmook']),
  area(23, capital, 'qurtuba', 'قرطبة', 'Qurtuba', 'residential', 29.31, 47.98, ['qortuba', 'cordoba', 'qurtubah']),
  area(24, capital, 'surra', 'السرة', 'Surra', 'residential', 29.311, 47.998, ['surrah', 'sorra']),
  area(25, capital, 'sulaibikhat', 'الصليبيخات', 'Sulaibikhat', 'residential', 29.32, 47.835, [
    'الصليبخات',
    'sulaibkhat',
    'sulaibikhaat',
  ]),
  area(
    26,
    capital,
    'north-west-sulaibikhat',
    'شمال غرب الصليبيخات',
    'North West Sulaibikhat',
    'residential',
    29.33,
    47.82,
    ['شمال غرب الصليبخات', 'nw sulaibikhat'],
  ),
  area(27, capital, 'doha', 'الدوحة', 'Doha', 'residential', 29.318, 47.805, ['dohah', 'doha kuwait']),
  area(28, capital, 'qairawan', 'القيروان', 'Qairawan', 'residential', 29.295, 47.805, [
    'جنوب الدوحة',
    'kairouan',
    'qairawaan',
    'south doha',
  ]),
  area(29, capital, 'granada', 'غرناطة', 'Granada', 'residential', 29.3, 47.87, ['gharnata', 'ghernata']),
  area(30, capital, 'nahdha', 'النهضة', 'Nahdha', 'residential', 29.29, 47.845, ['nahda', 'nahdah']),
  area(31, capital, 'jaber-al-ahmad-city', 'مدينة جابر الأحمد', 'Jaber Al-Ahmad City', 'residential', 29.34, 47.75, [
    'جابر الأحمد',
    'جابر الاحمد',
    'jaber al ahmad',
    'jaber alahmad',
  ]),
  area(32, capital, 'failaka', 'جزيرة فيلكا', 'Failaka Island', 'coastal', 29.44, 48.33, [
    'فيلكا',
    'failaka',
    'failaka island',
    'faylaka',
  ]),

  area(33, hawalli, 'hawalli', 'حولي', 'Hawalli', 'investment', 29.337, 48.028, ['hawally', 'hawali']),
  area(34, hawalli, 'salmiya', 'السالمية', 'Salmiya', 'investment', 29.334, 48.076, [
    'السالميه',
    'سالميه',
    'salmiyah',
    'salmiyya',
    'salmieh',
  ]),
  area(35, hawalli, 'shaab', 'الشعب', 'Shaab', 'residential', 29.35, 48.035, [
    'الشعب البحري',
    "sha'ab",
    'shaab al bahri',
  ]),
  area(36, hawalli, 'maidan-hawalli', 'ميدان حولي', 'Maidan Hawalli', 'investment', 29.342, 48.045, [
    'midan hawalli',
    'maidan hawally',
  ]),
  area(37, hawalli, 'bidaa', 'البدع', "Bida'a", 'residential', 29.32, 48.092, ['bidaa', 'bidda', 'al bidea']),
  area(38, hawalli, 'jabriya', 'الجابرية', 'Jabriya', 'residential', 29.316, 48.023, [
    'jabriyah',
    'jabriyya',
    'jabria',
  ]),
  area(39, hawalli, 'rumaithiya', 'الرميثية', 'Rumaithiya', 'residential', 29.31, 48.076, [
    'rumaithiyah',
    'rumaithiyya',
    'rmaithiya',
  ]),
  area(40, hawalli, 'salwa', 'سلوى', 'Salwa', 'residential', 29.295, 48.078, ['salwah']),
  area(41, hawalli, 'bayan', 'بيان', 'Bayan', 'residential', 29.3, 48.048, ['bayaan']),
  area(42, hawalli, 'mishref', 'مشرف', 'Mishref', 'residential', 29.276, 48.065, ['mushrif', 'mishrif']),
  area(43, hawalli, 'mubarak-al-abdullah', 'مبارك العبدالله', 'Mubarak Al-Abdullah', 'residential', 29.281, 48.042, [
    'غرب مشرف',
    'west mishref',
    'mubarak al abdulla',
  ]),
  area(44, hawalli, 'salam', 'السلام', 'Salam', 'residential', 29.295, 48.02, ['salaam']),
  area(45, hawalli, 'siddiq', 'الصديق', 'Siddiq', 'residential', 29.288, 48.003, ['siddeeq', 'sideeq', 'al-siddeeq']),
  area(46, hawalli, 'hittin', 'حطين', 'Hittin', 'residential', 29.292, 48.031, ['hateen', 'hitteen', 'hattin']),
  area(47, hawalli, 'shuhada', 'الشهداء', 'Shuhada', 'residential', 29.283, 48.028, ['الشهدا', 'shuhadaa', 'shohada']),
  area(48, hawalli, 'zahra', 'الزهراء', 'Zahra', 'residential', 29.279, 47.995, ['الزهرا', 'zahraa', 'zehra']),
  area(49, hawalli, 'south-surra', 'جنوب السرة', 'South Surra', 'residential', 29.288, 48.015, [
    'جنوب السره',
    'south surrah',
  ]),
  area(50, hawalli, 'anjafa', 'أنجفة', 'Anjafa', 'residential', 29.278, 48.092, ['انجفه', 'anjafah', 'injafa']),

  area(51, farwaniya, 'farwaniya', 'الفروانية', 'Farwaniya', 'investment', 29.277, 47.958, [
    'farwaniyah',
    'farwaniyya',
    'farwania',
  ]),
  area(52, farwaniya, 'khaitan', 'خيطان', 'Khaitan', 'investment', 29.287, 47.973, ['kheitan', 'khaytan']),
  area(53, farwaniya, 'jleeb-al-shuyoukh', 'جليب الشيوخ', 'Jleeb Al-Shuyoukh', 'investment', 29.253, 47.933, [
    'الجليب',
    'jleeb',
    'jleeb al shuyukh',
    'jilib al shuyoukh',
  ]),
  area(54, farwaniya, 'andalous', 'الأندلس', 'Andalous', 'residential', 29.3, 47.895, ['andalus', 'andalos']),
  area(55, farwaniya, 'rabiya', 'الرابية', 'Rabiya', 'residential', 29.295, 47.933, ['rabiyah', 'rabia']),
  area(56, farwaniya, 'riggae', 'الرقعي', 'Riggae', 'residential', 29.308, 47.933, [
    'riqqae',
    'reggai',
    'riqai',
    'rigai',
  ]),
  area(57, farwaniya, 'ardiya', 'العارضية', 'Ardiya', 'residential', 29.292, 47.91, ['ardiyah', 'ardhiya', 'ardiyya']),
  area(58, farwaniya, 'ardiya-industrial', 'العارضية الصناعية', 'Ardiya Industrial', 'industrial', 29.275, 47.895, [
    'العارضية المخازن',
    'صناعية العارضية',
    'ardiya storage',
    'ardiya industrial area',
  ]),
  area(59, farwaniya, 'ardiya-crafts', 'العارضية الحرفية', 'Ardiya Crafts Area', 'industrial', 29.27, 47.905, [
    'الحرفية',
    'ardiya herafiya',
    'ardiya small industries',
  ]),
  area(60, farwaniya, 'omariya', 'العمرية', 'Omariya', 'residential', 29.294, 47.955, ['omariyah', 'umariya']),
  area(61, farwaniya, 'rehab', 'الرحاب', 'Rehab', 'residential', 29.28, 47.933, ['rihab', 'rehaab']),
  area(62, farwaniya, 'firdous', 'الفردوس', 'Firdous', 'residential', 29.283, 47.888, [
    'ferdous',
    'firdaws',
    'fordous',
  ]),
  area(63, farwaniya, 'ishbiliya', 'إشبيلية', 'Ishbiliya', 'residential', 29.27, 47.935, [
    'اشبيليا',
    'ashbeliya',
    'ishbiliyah',
    'seville',
  ]),
  area(64, farwaniya, 'abdullah-al-mubarak', 'عبدالله المبارك', 'Abdullah Al-Mubarak', 'residential', 29.238, 47.895, [
    'abdulla al mubarak',
    'abdullah mubarak',
  ]),
  area(
    65,
    farwaniya,
    'west-abdullah-al-mubarak',
    'غرب عبدالله المبارك',
    'West Abdullah Al-Mubarak',
    'residential',
    29.243,
    47.863,
    ['west abdulla al mubarak'],
  ),
  area(
    66,
    farwaniya,
    'south-abdullah-al-mubarak',
    'جنوب عبدالله المبارك',
    'South Abdullah Al-Mubarak',
    'residential',
    29.22,
    47.88,
    ['south abdulla al mubarak'],
  ),
  area(67, farwaniya, 'sabah-al-nasser', 'صباح الناصر', 'Sabah Al-Nasser', 'residential', 29.285, 47.872, [
    'sabah al naser',
    'sabah nasser',
  ]),
  area(68, farwaniya, 'rai', 'الري', 'Rai', 'industrial', 29.305, 47.923, [
    'الري الصناعية',
    'al rai',
    'rai industrial',
    'ray',
  ]),
  area(69, farwaniya, 'dhajeej', 'الضجيج', 'Dhajeej', 'industrial', 29.25, 47.973, ['dajeej', 'dhajij']),

  area(70, mubarakAlKabeer, 'mubarak-al-kabeer', 'مبارك الكبير', 'Mubarak Al-Kabeer', 'residential', 29.19, 48.06, [
    'mubarak al kabir',
    'mubarak alkabeer',
  ]),
  area(71, mubarakAlKabeer, 'qurain', 'القرين', 'Qurain', 'residential', 29.2, 48.075, ['qurein', 'grain', 'qrain']),
  area(72, mubarakAlKabeer, 'qusour', 'القصور', 'Qusour', 'residential', 29.208, 48.055, ['qusoor', 'qsour', 'gosour']),
  area(73, mubarakAlKabeer, 'adan', 'العدان', 'Adan', 'residential', 29.227, 48.072, ['edan', 'addan']),
  area(74, mubarakAlKabeer, 'sabah-al-salem', 'صباح السالم', 'Sabah Al-Salem', 'residential', 29.257, 48.078, [
    'sabah al salim',
    'sabah salem',
  ]),
  area(75, mubarakAlKabeer, 'masayel', 'المسايل', 'Masayel', 'residential', 29.245, 48.088, ['masayil', 'masael']),
  area(76, mubarakAlKabeer, 'abu-al-hasaniya', 'أبو الحصانية', 'Abu Al-Hasaniya', 'residential', 29.193, 48.112, [
    'ابو الحصانيه',
    'abu hasaniya',
    'abul hasaniya',
  ]),
  area(77, mubarakAlKabeer, 'abu-fatira', 'أبو فطيرة', 'Abu Fatira', 'residential', 29.199, 48.1, [
    'ابو فطيره',
    'abu ftaira',
    'abu futaira',
  ]),
  area(78, mubarakAlKabeer, 'fnaitees', 'الفنيطيس', 'Fnaitees', 'residential', 29.22, 48.1, [
    'funaitees',
    'fnaitis',
    'fnaytees',
  ]),
  area(79, mubarakAlKabeer, 'messila', 'المسيلة', 'Messila', 'residential', 29.235, 48.105, ['masila', 'messilah']),
  area(80, mubarakAlKabeer, 'sabhan', 'صبحان', 'Sabhan', 'industrial', 29.228, 48.022, [
    'صبحان الصناعية',
    'subhan',
    'sabhan industrial',
  ]),
  area(81, mubarakAlKabeer, 'wista', 'الوسطى', 'Wista', 'residential', 29.215, 48.043, ['wusta', 'al wasta']),
  area(
    82,
    mubarakAlKabeer,
    'abu-fatira-crafts',
    'أبو فطيرة الحرفية',
    'Abu Fatira Crafts Area',
    'industrial',
    29.182,
    48.088,
    ['ابو فطيره الحرفيه', 'abu fatira herafiya'],
  ),

  area(83, ahmadi, 'ahmadi', 'الأحمدي', 'Ahmadi', 'residential', 29.077, 48.083, ['ahmady', 'al ahmadi']),
  area(84, ahmadi, 'east-ahmadi', 'شرق الأحمدي', 'East Ahmadi', 'industrial', 29.085, 48.108, [
    'شرق الاحمدي الصناعية',
    'east ahmadi industrial',
  ]),
  area(85, ahmadi, 'fahaheel', 'الفحيحيل', 'Fahaheel', 'investment', 29.082, 48.13, ['fahahil', 'fuhaihil']),
  area(86, ahmadi, 'mangaf', 'المنقف', 'Mangaf', 'investment', 29.1, 48.132, ['manqaf', 'mangaff']),
  area(87, ahmadi, 'mahboula', 'المهبولة', 'Mahboula', 'investment', 29.145, 48.13, ['mahbula', 'mahboulah']),
  area(88, ahmadi, 'fintas', 'الفنطاس', 'Fintas', 'investment', 29.175, 48.122, ['fintaas', 'funtas']),
  area(89, ahmadi, 'abu-halifa', 'أبو حليفة', 'Abu Halifa', 'investment', 29.13, 48.127, [
    'ابو حليفه',
    'abu hulaifa',
    'abuhalifa',
  ]),
  area(90, ahmadi, 'egaila', 'العقيلة', 'Egaila', 'residential', 29.17, 48.1, ['eqaila', 'aqaila', 'uqaila']),
  area(91, ahmadi, 'riqqa', 'الرقة', 'Riqqa', 'residential', 29.147, 48.09, ['reqqa', 'rigga', 'riqqah']),
  area(92, ahmadi, 'sabahiya', 'الصباحية', 'Sabahiya', 'residential', 29.111, 48.105, ['sabahiyah', 'sabahiyya']),
  area(93, ahmadi, 'hadiya', 'هدية', 'Hadiya', 'residential', 29.135, 48.085, ['hadiyah', 'hadiyya']),
  area(94, ahmadi, 'fahad-al-ahmad', 'فهد الأحمد', 'Fahad Al-Ahmad', 'residential', 29.12, 48.115, [
    'fahad al ahmed',
    'fahd al ahmad',
  ]),
  area(95, ahmadi, 'jaber-al-ali', 'جابر العلي', 'Jaber Al-Ali', 'residential', 29.165, 48.065, [
    'jabir al ali',
    'jaber ali',
  ]),
  area(96, ahmadi, 'dhaher', 'الظهر', 'Dhaher', 'residential', 29.155, 48.05, ['daher', 'dhahr', 'thaher']),
  area(97, ahmadi, 'ali-sabah-al-salem', 'علي صباح السالم', 'Ali Sabah Al-Salem', 'residential', 28.97, 48.1, [
    'أم الهيمان',
    'ام الهيمان',
    'umm al hayman',
    'umm al haiman',
  ]),
  area(98, ahmadi, 'sabah-al-ahmad-city', 'مدينة صباح الأحمد', 'Sabah Al-Ahmad City', 'residential', 28.78, 48.05, [
    'صباح الأحمد السكنية',
    'صباح الاحمد',
    'sabah al ahmad',
    'sabah al ahmed city',
  ]),
  area(
    99,
    ahmadi,
    'sabah-al-ahmad-marine-city',
    'مدينة صباح الأحمد البحرية',
    'Sabah Al-Ahmad Marine City',
    'coastal',
    28.665,
    48.34,
    ['صباح الأحمد البحرية', 'الخيران البحرية', 'khiran pearl', 'sabah al ahmad sea city'],
  ),
  area(100, ahmadi, 'khairan', 'الخيران', 'Khairan', 'coastal', 28.64, 48.38, ['khiran', 'kheiran']),
  area(101, ahmadi, 'bneider', 'بنيدر', 'Bneider', 'coastal', 28.8, 48.27, ['bnaider', 'bnaidir']),
  area(102, ahmadi, 'julaia', 'الجليعة', 'Julaia', 'coastal', 28.86, 48.26, ['jlaia', 'julaiah', 'jlaiaa']),
  area(103, ahmadi, 'dhubaiya', 'الضباعية', 'Dhubaiya', 'coastal', 28.92, 48.23, ['dubaiya', 'dhbaiya']),
  area(104, ahmadi, 'mina-abdullah', 'ميناء عبدالله', 'Mina Abdullah', 'industrial', 29.0, 48.16, [
    'مينا عبدالله',
    'mina abdulla',
    'abdullah port',
  ]),
  area(105, ahmadi, 'zour', 'الزور', 'Zour', 'coastal', 28.72, 48.37, ['zor', 'al zour']),
  area(106, ahmadi, 'nuwaiseeb', 'النويصيب', 'Nuwaiseeb', 'coastal', 28.57, 48.4, ['nuwaisib', 'nwaiseeb']),
  area(107, ahmadi, 'wafra', 'الوفرة', 'Wafra', 'agricultural', 28.58, 47.95, [
    'مزارع الوفرة',
    'wafrah',
    'wafra farms',
  ]),
  area(108, ahmadi, 'shuaiba', 'الشعيبة', 'Shuaiba', 'industrial', 29.04, 48.14, [
    'الشعيبة الصناعية',
    'shuaibah',
    'shuaiba industrial',
  ]),
  area(109, ahmadi, 'mina-al-ahmadi', 'ميناء الأحمدي', 'Mina Al-Ahmadi', 'industrial', 29.065, 48.155, [
    'مينا الاحمدي',
    'ahmadi port',
  ]),

  area(110, jahra, 'jahra', 'الجهراء', 'Jahra', 'residential', 29.337, 47.658, ['الجهرا', 'jahraa', 'jahrah']),
  area(111, jahra, 'qasr', 'القصر', 'Qasr', 'residential', 29.355, 47.685, ['gasr', 'qaser']),
  area(112, jahra, 'naeem', 'النعيم', 'Naeem', 'residential', 29.342, 47.695, ['naim', 'nuaim']),
  area(113, jahra, 'nasseem', 'النسيم', 'Nasseem', 'residential', 29.34, 47.715, ['naseem', 'nasim']),
  area(114, jahra, 'oyoun', 'العيون', 'Oyoun', 'residential', 29.325, 47.672, ['oyoon', 'uyun', 'eyoun']),
  area(115, jahra, 'waha', 'الواحة', 'Waha', 'residential', 29.32, 47.65, ['wahah', 'oasis']),
  area(116, jahra, 'taima', 'تيماء', 'Taima', 'residential', 29.345, 47.64, ['تيما', 'taimaa', 'tayma']),
  area(117, jahra, 'saad-al-abdullah', 'مدينة سعد العبدالله', 'Saad Al-Abdullah City', 'residential', 29.305, 47.68, [
    'سعد العبدالله',
    'سعد العبد الله',
    'saad al abdulla',
    'saad abdullah',
  ]),
  area(118, jahra, 'amghara', 'أمغرة', 'Amghara', 'agricultural', 29.29, 47.77, [
    'امغره',
    'مزارع أمغرة',
    'umghara',
    'amgharah',
  ]),
  area(119, jahra, 'amghara-industrial', 'أمغرة الصناعية', 'Amghara Industrial', 'industrial', 29.27, 47.74, [
    'امغره الصناعيه',
    'صناعية أمغرة',
    'amghara industrial area',
    'amghara scrap',
  ]),
  area(120, jahra, 'sulaibiya', 'الصليبية', 'Sulaibiya', 'residential', 29.295, 47.82, [
    'sulaibiyah',
    'sulaibiyya',
    'slaibiya',
  ]),
  area(121, jahra, 'sulaibiya-industrial', 'الصليبية الصناعية', 'Sulaibiya Industrial', 'industrial', 29.265, 47.8, [
    'صناعية الصليبية',
    'sulaibiya industrial area',
    'sulaibiya storage',
  ]),
  area(
    122,
    jahra,
    'sulaibiya-agricultural',
    'الصليبية الزراعية',
    'Sulaibiya Agricultural',
    'agricultural',
    29.235,
    47.77,
    ['جواخير الصليبية', 'sulaibiya farms', 'sulaibiya stables'],
  ),
  area(123, jahra, 'mutlaa-city', 'مدينة المطلاع', 'Mutlaa City', 'residential', 29.48, 47.59, [
    'المطلاع',
    'مطلاع',
    'mutla',
    'al mutlaa',
    'south mutlaa',
  ]),
  area(124, jahra, 'kabd', 'كبد', 'Kabd', 'agricultural', 29.16, 47.73, ['جواخير كبد', 'kabed', 'kabd stables']),
  area(125, jahra, 'abdali', 'العبدلي', 'Abdali', 'agricultural', 29.93, 47.78, [
    'مزارع العبدلي',
    'abdaly',
    'abdali farms',
  ]),
  area(126, jahra, 'sabiya', 'الصبية', 'Sabiya', 'coastal', 29.57, 47.89, ['subiya', 'subbiya', 'sabiyah']),
  area(127, jahra, 'kazma', 'كاظمة', 'Kazma', 'coastal', 29.415, 47.82, ['كاظمه', 'kadhma', 'kathma']),
  area(128, jahra, 'jahra-crafts', 'الجهراء الحرفية', 'Jahra Crafts Area', 'industrial', 29.36, 47.705, [
    'الجهراء الصناعية',
    'jahra industrial',
    'jahra herafiya',
  ]),
];
