import type { contentBlocks, faqs } from '../../db/schema/reference';

/** When this text was last revised; fixed so that reseeding leaves rows untouched. */
export const contentRevisedAt = new Date('2026-11-21T00:00:00.000Z');

const body = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const contentBlockRows: (typeof contentBlocks.$inferInsert)[] = [
  {
    key: 'about-us',
    titleAr: 'من نحن',
    titleEn: 'About us',
    bodyAr: body(
      'منزل منصة عقارية كويتية تجمع في مكان واحد ما يحتاجه الباحث عن عقار والمالك والوسيط: إعلانات البيع والإيجار والبدل، والصفقات المسجلة، والمزادات، وأدوات التقييم الفوري، وحاسبات التمويل.',
      'بدأنا من سؤال يتكرر في كل بيت كويتي قبل أي قرار عقاري: كم يساوي هذا العقار فعلاً؟ ولأن الإجابة كانت موزعة بين الإعلانات المبوبة وأحاديث الدواوين وخبرة الوسطاء، أردنا أن نضع الأرقام أمام الجميع بوضوح ولغة بسيطة.',
      '## ما نقدّمه',
      'إعلانات عقارية في جميع محافظات الكويت الست، من السكن الخاص والاستثماري إلى التجاري والصناعي والشاليهات والمزارع والجواخير، مع خريطة توضح موقع القسيمة وصور العقار الحقيقية.',
      'أدوات تقييم فوري تعطيك قيمة تقديرية للأرض والبناء، وتقديراً للإيجار، وحساباً لتكلفة البناء، إلى جانب حاسبة للتمويل العقاري وإمكانية إرسال طلب تمويل أو طلب تقييم رسمي إلى جهات معتمدة.',
      'سجل الصفقات العقارية المسجلة ومتابعة المزادات العقارية ونتائجها، وأخبار السوق العقاري الكويتي أولاً بأول.',
      '## مصادر بياناتنا',
      'نعتمد في الصفقات على السجلات المنشورة لإدارة التسجيل العقاري والتوثيق في وزارة العدل، وفي المزادات على إعلانات الجهات المنظمة. أما التقديرات الفورية فهي استرشادية تُحتسب من هذه البيانات، ولا تغني عن التقييم الرسمي عند التمويل أو التقاضي.',
      '## للوسطاء والمكاتب العقارية',
      'يستطيع الوسيط المرخّص من وزارة التجارة والصناعة إنشاء صفحة لمكتبه تعرض رقم الترخيص وتخصصه ومناطق عمله وإعلاناته النشطة، وإضافة المسوّقين العاملين معه وإدارتهم، والاستفادة من باقات الإعلانات المميزة.',
      '## التزامنا',
      'نراجع الإعلانات ونستقبل البلاغات عن أي إعلان مضلل أو مكرر، ونحرص على أن تبقى المنصة مكاناً موثوقاً للمشتري والمستأجر والمالك على حد سواء. ونحمي بياناتك وفق سياسة الخصوصية المنشورة.',
      'لأي استفسار أو ملاحظة يسعدنا تواصلك عبر صفحة اتصل بنا أو على البريد care@manzil.com.kw.',
    ),
    bodyEn: body(
      'Manzil is a Kuwaiti property platform that brings together what buyers, tenants, owners and brokers need in one place: listings for sale, rent and exchange, recorded deals, auctions, instant valuation tools and finance calculators.',
      'We started from a question asked in every Kuwaiti household before a property decision: what is this place really worth? The answer used to be scattered across classifieds, diwaniya conversations and brokers’ experience. We wanted to put the numbers in front of everyone, clearly and in plain language.',
      '## What we offer',
      'Listings across all six governorates of Kuwait, from private housing and investment buildings to commercial, industrial, chalets, farms and stables, with the plot shown on a map and real photos of the property.',
      'Instant tools that estimate land and building value, expected rent and construction cost, together with a mortgage calculator and the option to send a finance request or an official appraisal request to accredited parties.',
      'A record of registered property deals, coverage of property auctions and their results, and the latest news from Kuwait’s property market.',
      '## Where our data comes from',
      'Deals come from the published records of the Real Estate Registration and Authentication Department at the Ministry of Justice, and auctions from their organisers’ announcements. Instant estimates are indicative figures calculated from this data; they do not replace an official appraisal for financing or legal purposes.',
      '## For brokers and offices',
      'Brokers licensed by the Ministry of Commerce and Industry can create a page for their office showing their licence number, specialisation, areas and active listings, add and manage the marketeers who work with them, and use featured listing packages.',
      '## Our commitment',
      'We review listings and act on reports of misleading or duplicate ads, so the platform stays trustworthy for buyers, tenants and owners alike. We protect your data as described in our privacy statement.',
      'For any question or suggestion, reach us through the contact page or at care@manzil.com.kw.',
    ),
    updatedAt: contentRevisedAt,
  },
  {
    key: 'privacy-statement',
    titleAr: 'سياسة الخصوصية',
    titleEn: 'Privacy statement',
    bodyAr: body(
      'توضح هذه السياسة كيف يجمع منزل بياناتك الشخصية ويستخدمها ويحميها عند استخدامك الموقع والتطبيق. نلتزم في ذلك بلائحة حماية خصوصية البيانات الصادرة عن هيئة الاتصالات وتقنية المعلومات في دولة الكويت (CITRA) وبالتشريعات الكويتية ذات الصلة.',
      '## البيانات التي نجمعها',
      'بيانات الحساب: الاسم ورقم الهاتف والبريد الإلكتروني، ونوع الحساب وسبب التسجيل، وبيانات المكتب ورقم الترخيص ومستنداته إذا سجّلت وسيطاً.',
      'بيانات الإعلانات والطلبات: تفاصيل العقار وصوره وموقعه، وما ترسله في طلبات التقييم الرسمي والتمويل مثل الراتب والالتزامات ونسخة البطاقة المدنية ومستندات الملكية.',
      'بيانات الاستخدام: نوع الجهاز والمتصفح وعنوان IP ومعرّف الزائر المحفوظ في ملفات تعريف الارتباط والصفحات التي تزورها، والموقع الجغرافي فقط إذا سمحت بذلك.',
      '## كيف نستخدم بياناتك',
      'نستخدم بياناتك لإنشاء حسابك والتحقق من رقم هاتفك أو بريدك برمز لمرة واحدة، ونشر إعلاناتك وتمكين المهتمين من التواصل معك، وتنفيذ طلباتك ومدفوعاتك، وإرسال الإشعارات عبر القنوات التي تختارها (البريد الإلكتروني أو واتساب أو إشعارات التطبيق)، وتحسين الخدمة، ومنع الاحتيال والإعلانات المضللة، والوفاء بالالتزامات القانونية.',
      'لا نبيع بياناتك الشخصية، ولا نرسل لك رسائل تسويقية إلا بموافقتك، ويمكنك إيقافها في أي وقت من إعدادات الحساب.',
      '## مشاركة البيانات',
      'نشارك بياناتك مع البنك أو المقيّم المعني فقط عندما ترسل إليه طلب تمويل أو تقييم بنفسك، ومع مزوّدي الخدمات الذين نعتمد عليهم في الرسائل النصية والبريد الإلكتروني والدفع الإلكتروني والاستضافة بموجب عقود تلزمهم بالسرية، ومع الجهات الرسمية متى ما طلبها القانون. يظهر رقم هاتفك في إعلانك فقط إذا اخترت عرضه.',
      '## ملفات تعريف الارتباط',
      'نستخدم ملفات تعريف الارتباط لحفظ جلسة الدخول واللغة المختارة ومعرّف الزائر، ولقياس استخدام الموقع بهدف تحسينه. يمكنك ضبط متصفحك لرفضها، مع العلم بأن بعض الخصائص قد لا تعمل حينها.',
      '## مدة الاحتفاظ وحذف الحساب',
      'نحتفظ ببياناتك ما دام حسابك قائماً. عند طلبك حذف الحساب يتوقف حسابك وتُخفى إعلاناتك فوراً، وتُحذف بياناتك نهائياً بعد 90 يوماً من تاريخ الحذف، باستثناء ما يلزمنا القانون بالاحتفاظ به مثل سجلات المدفوعات والفواتير.',
      '## حقوقك',
      'يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذفها، وسحب موافقتك على الرسائل التسويقية، والاعتراض على معالجة بياناتك في الحالات التي تجيزها اللائحة، وتقديم شكوى إلى هيئة الاتصالات وتقنية المعلومات إذا رأيت أن بياناتك عولجت بما يخالفها.',
      '## حماية البيانات',
      'تنتقل بياناتك عبر اتصالات مشفّرة، ويقتصر الوصول إليها على الموظفين المخوّلين بقدر ما تتطلبه أعمالهم. وإذا وقع خرق يمس بياناتك فسنخطرك ونخطر الهيئة وفق المدد المحددة في اللائحة.',
      '## التواصل معنا',
      'لأي سؤال عن هذه السياسة أو لممارسة حقوقك راسلنا على care@manzil.com.kw. وقد نحدّث هذه السياسة من وقت لآخر، وننشر تاريخ آخر تحديث في هذه الصفحة.',
    ),
    bodyEn: body(
      'This statement explains how Manzil collects, uses and protects your personal data when you use our website and app. We follow the Data Privacy Protection Regulation issued by Kuwait’s Communication and Information Technology Regulatory Authority (CITRA) and the related laws of the State of Kuwait.',
      '## The data we collect',
      'Account data: your name, phone number and e-mail address, your account type and reason for joining, and, if you register as a broker, your office details, licence number and licence documents.',
      'Listing and request data: the details, photos and location of properties you advertise, and what you submit in official appraisal and finance requests, such as salary, current obligations, a copy of your civil ID and ownership documents.',
      'Usage data: your device and browser type, IP address, the visitor identifier stored in a cookie, the pages you visit and, only if you allow it, your location.',
      '## How we use it',
      'We use your data to create your account and verify your phone or e-mail with a one-time code, publish your listings and let interested people contact you, carry out your requests and payments, send notifications through the channels you choose (e-mail, WhatsApp or app notifications), improve the service, prevent fraud and misleading listings, and meet our legal obligations.',
      'We do not sell your personal data, and we only send marketing messages with your consent; you can switch them off at any time in your account settings.',
      '## Sharing',
      'We share your data with a bank or appraiser only when you send them a finance or appraisal request yourself; with the providers we rely on for text messages, e-mail, online payment and hosting, under contracts that bind them to confidentiality; and with authorities where the law requires it. Your phone number appears on your listing only if you choose to show it.',
      '## Cookies',
      'We use cookies to keep you signed in, remember your language and visitor identifier, and measure how the site is used so we can improve it. You can set your browser to refuse them, though some features may then stop working.',
      '## Retention and account deletion',
      'We keep your data while your account exists. When you ask us to delete your account, it is deactivated and your listings are hidden at once, and your data is permanently erased 90 days after deletion, except for what the law requires us to keep, such as payment records and invoices.',
      '## Your rights',
      'You may access and correct your data, ask for it to be deleted, withdraw consent to marketing, object to processing where the regulation allows, and complain to CITRA if you believe your data has been handled in breach of it.',
      '## Security',
      'Your data travels over encrypted connections, and access is limited to authorised staff who need it for their work. If a breach affects your data, we will notify you and the authority within the periods the regulation sets.',
      '## Contact',
      'For questions about this statement or to exercise your rights, write to care@manzil.com.kw. We may update this statement from time to time and will show the date of the latest revision on this page.',
    ),
    updatedAt: contentRevisedAt,
  },
  {
    key: 'terms-conditions',
    titleAr: 'الشروط والأحكام',
    titleEn: 'Terms and conditions',
    bodyAr: body(
      'باستخدامك موقع منزل أو تطبيقه فإنك توافق على هذه الشروط. إن لم توافق عليها فيُرجى عدم استخدام الخدمة.',
      '## الحساب',
      'يجب أن تكون البيانات التي تسجّل بها صحيحة ومحدّثة، وأن يكون رقم الهاتف رقماً كويتياً من 8 أرقام تملكه أو مخوّلاً باستخدامه. أنت مسؤول عن كل ما يتم من خلال حسابك، ولا يجوز إنشاء أكثر من حساب للتحايل على حدود الإعلانات أو الباقات.',
      '## الإعلانات',
      'يجب أن يكون الإعلان صادقاً وعن عقار حقيقي ومتاح فعلاً، وأن تكون مالكه أو مخوّلاً من المالك بالإعلان عنه. يُذكر السعر بالدينار الكويتي كما هو أو يُترك "غير معلن"، وتكون الصور للعقار نفسه، والمساحة بالمتر المربع كما في الوثيقة.',
      'يُمنع نشر الإعلانات المضللة أو المكررة أو الوهمية، أو العقارات غير المرخّص استخدامها للغرض المعلن، أو أي محتوى مخالف للقانون أو الآداب العامة. يحق لنا رفض أي إعلان أو تعديله أو حذفه أو إيقاف الحساب المخالف دون استرداد قيمة الإعلان.',
      '## الوسطاء والمكاتب العقارية',
      'لا يُسمح بالتسجيل كمكتب أو وسيط إلا لمن يحمل ترخيصاً سارياً لمزاولة الوساطة العقارية صادراً من وزارة التجارة والصناعة، ويجب إظهار رقم الترخيص بدقة وتحديث المستندات عند تجديدها. يعمل المسوّقون تحت مسؤولية المكتب الذي أضافهم، ويلتزم الوسيط بأحكام القانون الكويتي في العمولة والإفصاح.',
      '## الأسعار والمدفوعات',
      'جميع الأسعار بالدينار الكويتي وتشمل ما تفرضه الأنظمة من رسوم. تُدفع الباقات والاشتراكات إلكترونياً بالبطاقة عبر مزوّد دفع معتمد، ولكل باقة مدة صلاحية تنتهي بعدها الأرصدة غير المستخدمة. لا تُسترد المبالغ بعد استخدام الخدمة إلا في الحالات التي يوجبها القانون. يتجدد الاشتراك تلقائياً ما لم تلغِ التجديد قبل موعده.',
      '## أدوات التقييم والبيانات',
      'التقديرات الفورية للقيمة والإيجار وتكلفة البناء ونتائج حاسبة التمويل استرشادية ولا تُعد تقييماً رسمياً أو عرض تمويل. بيانات الصفقات منقولة عن سجلات وزارة العدل، وبيانات المزادات عن الجهات المنظمة، ولا نضمن خلوّها من الأخطاء.',
      '## حدود المسؤولية',
      'منزل منصة للإعلان والمعلومات وليس طرفاً في أي بيع أو إيجار أو وساطة. على الأطراف التحقق من الوثائق والملكية لدى الجهات المختصة قبل دفع أي مبلغ، ولا نتحمل مسؤولية أي خسارة تنشأ عن الاعتماد على إعلان أو تقدير منشور.',
      '## الملكية الفكرية',
      'المحتوى والتصاميم والبيانات المجمّعة في المنصة مملوكة لمنزل أو مرخّصة له، ولا يجوز نسخها أو جمعها آلياً أو إعادة نشرها دون إذن كتابي. وبنشرك إعلاناً تمنحنا حق عرض محتواه وصوره على المنصة وفي الترويج لها.',
      '## التعديلات والقانون الواجب التطبيق',
      'قد نعدّل هذه الشروط وننشر النسخة المحدّثة في هذه الصفحة، ويعني استمرارك في الاستخدام قبولك بها. تخضع هذه الشروط لقوانين دولة الكويت، وتختص محاكم الكويت بالنظر في أي نزاع ينشأ عنها.',
    ),
    bodyEn: body(
      'By using the Manzil website or app you agree to these terms. If you do not agree, please do not use the service.',
      '## Your account',
      'The details you register with must be true and up to date, and your phone number must be an 8-digit Kuwaiti number that you own or are authorised to use. You are responsible for everything done through your account, and you may not open more than one account to get around listing or package limits.',
      '## Listings',
      'Every listing must be truthful and describe a real property that is actually available, which you own or are authorised by the owner to advertise. The price is stated in Kuwaiti dinars as it is, or marked “not announced”; photos must be of the property itself and the size in square metres as on the title deed.',
      'Misleading, duplicate or fake listings, properties not licensed for the advertised use, and any content that breaks the law or public decency are not allowed. We may refuse, edit or remove any listing, or suspend an offending account, without refunding the listing fee.',
      '## Brokers and offices',
      'Only holders of a valid real-estate brokerage licence issued by the Ministry of Commerce and Industry may register as an office or broker. The licence number must be shown accurately and documents updated when renewed. Marketeers work under the responsibility of the office that added them, and brokers must follow Kuwaiti law on commission and disclosure.',
      '## Prices and payments',
      'All prices are in Kuwaiti dinars (KWD) and include any fees required by regulation. Packages and subscriptions are paid online by card through an approved payment provider. Each package has a validity period after which unused credits expire. Amounts are not refundable once the service has been used, except where the law requires. Subscriptions renew automatically unless you cancel renewal before the renewal date.',
      '## Valuation tools and data',
      'Instant value, rent and construction cost estimates and finance calculator results are indicative; they are not an official appraisal or a finance offer. Deal data is taken from Ministry of Justice records and auction data from the organisers, and we do not guarantee that it is free of errors.',
      '## Limitation of liability',
      'Manzil is an advertising and information platform and is not a party to any sale, lease or brokerage. The parties must verify documents and ownership with the competent authorities before paying anything, and we are not liable for losses arising from reliance on a published listing or estimate.',
      '## Intellectual property',
      'The content, design and compiled data of the platform belong to Manzil or are licensed to it and may not be copied, scraped or republished without written permission. By posting a listing you allow us to display its content and photos on the platform and in promoting it.',
      '## Changes and governing law',
      'We may change these terms and will publish the updated version on this page; continuing to use the service means you accept it. These terms are governed by the laws of the State of Kuwait, and the courts of Kuwait have jurisdiction over any dispute arising from them.',
    ),
    updatedAt: contentRevisedAt,
  },
  {
    key: 'account-deletion',
    titleAr: 'حذف الحساب',
    titleEn: 'Account deletion',
    bodyAr: body(
      'يمكنك حذف حسابك في منزل في أي وقت. نوضح هنا كيف يتم ذلك وما الذي يترتب عليه.',
      '## كيف تحذف حسابك',
      'من التطبيق أو الموقع سجّل الدخول ثم افتح صفحة طلب حذف الحساب، وأكّد أنك تفهم أثر الحذف، ثم أدخل الرمز الذي نرسله إلى هاتفك المسجّل (أو بريدك الإلكتروني إن لم يكن لديك هاتف). يدخل الحذف حيز التنفيذ فوراً. وإن لم تتمكن من الدخول إلى حسابك فسجّل الدخول أولاً برمز يُرسل إلى هاتفك أو بريدك المسجّل، أو تواصل معنا من صفحة اتصل بنا. وقبل الحذف يمكنك تنزيل نسخة من بياناتك (ملف JSON) من صفحة طلب الحذف أو من إعدادات الحساب.',
      '## ماذا يحدث بعد الطلب',
      'يتوقف حسابك فوراً، وتُخفى إعلاناتك وصفحة مكتبك إن وُجدت، وتتوقف الإشعارات والتجديد التلقائي للاشتراك. وتُحذف بياناتك نهائياً بعد 90 يوماً من تاريخ الحذف، ويمكنك خلال هذه المدة مراسلتنا إذا رغبت في استعادة الحساب.',
      '## ما لا يُحذف',
      'نحتفظ بسجلات المدفوعات والفواتير للمدة التي يفرضها القانون (عشر سنوات بعد آخر عملية دفع) دون اسمك أو رقم هاتفك أو بريدك، وبإحصاءات مجمّعة لا تكشف هويتك. أما الصور والمستندات التي رفعتها فتُحذف مع بياناتك بعد 90 يوماً.',
      '## الرصيد والباقات',
      'يسقط أي رصيد متبقٍ من الإعلانات أو التقييمات أو الاشتراكات عند حذف الحساب ولا يُسترد. وإذا كنت وسيطاً مرخّصاً فسيُفصل المسوّقون المرتبطون بمكتبك عنه.',
      'لأي استفسار راسلنا على care@manzil.com.kw.',
    ),
    bodyEn: body(
      'You can delete your Manzil account at any time. Here is how, and what it means.',
      '## How to delete your account',
      'In the app or on the website, sign in and open the account deletion request page, confirm that you understand what deletion means, then enter the code we send to your registered phone (or e-mail if you have no phone). Deletion takes effect immediately. If you cannot reach your account, sign in first with a code sent to your registered phone or e-mail, or contact us from the contact page. Before deleting, you can download a copy of your data (a JSON file) from the deletion request page or your account settings.',
      '## What happens next',
      'Your account is deactivated immediately; your listings and any office page are hidden, and notifications and subscription auto-renewal stop. Your data is permanently erased 90 days after deletion; until then you may write to us if you want the account restored.',
      '## What is kept',
      'We keep payment records and invoices for as long as the law requires (ten years after the last payment), without your name, phone number or e-mail, and aggregated statistics that do not identify you. The photos and documents you uploaded are erased with your data after 90 days.',
      '## Credits and packages',
      'Any remaining listing, valuation or subscription credit is forfeited on deletion and is not refunded. If you are a licensed broker, the marketeers linked to your office will be detached from it.',
      'For any question, write to care@manzil.com.kw.',
    ),
    updatedAt: contentRevisedAt,
  },
];

type FaqTopic = 'general' | 'ads' | 'valuation' | 'accounts' | 'payments' | 'brokers';

interface FaqEntry {
  id: number;
  topic: FaqTopic;
  questionAr: string;
  questionEn: string;
  answerAr: string;
  answerEn: string;
}

const faqEntries: FaqEntry[] = [
  {
    id: 1,
    topic: 'general',
    questionAr: 'ما هو منزل؟',
    questionEn: 'What is Manzil?',
    answerAr:
      'منزل منصة عقارية كويتية تعرض إعلانات البيع والإيجار والبدل، والصفقات المسجلة، والمزادات، وتقدّم أدوات للتقييم الفوري وحساب التمويل وتكلفة البناء.',
    answerEn:
      'Manzil is a Kuwaiti property platform with listings for sale, rent and exchange, recorded deals and auctions, plus tools for instant valuation, finance and construction cost.',
  },
  {
    id: 2,
    topic: 'general',
    questionAr: 'هل استخدام المنصة مجاني؟',
    questionEn: 'Is the platform free to use?',
    answerAr:
      'نعم، تصفّح الإعلانات والصفقات والمزادات والأخبار مجاني. بعض الخدمات مثل الإعلانات المميزة والتقييم عبر الخريطة وبيانات الاشتراك متاحة بباقات مدفوعة.',
    answerEn:
      'Yes. Browsing listings, deals, auctions and news is free. Some services, such as featured listings, map valuations and subscriber data, come with paid packages.',
  },
  {
    id: 3,
    topic: 'general',
    questionAr: 'من أين تأتي بيانات الصفقات؟',
    questionEn: 'Where does the deals data come from?',
    answerAr:
      'من السجلات المنشورة لإدارة التسجيل العقاري والتوثيق في وزارة العدل، ونصنّفها حسب المنطقة ونوع العقار لتسهيل المقارنة.',
    answerEn:
      'From the published records of the Real Estate Registration and Authentication Department at the Ministry of Justice, classified by area and property type to make comparison easy.',
  },
  {
    id: 4,
    topic: 'ads',
    questionAr: 'كيف أضيف إعلاناً عن عقاري؟',
    questionEn: 'How do I post a listing?',
    answerAr:
      'إضافة الإعلانات متاحة حالياً عبر تطبيق منزل. حمّل التطبيق وسجّل دخولك ثم اختر "أضف إعلان" وأدخل نوع العقار والمنطقة والمساحة والسعر وأرفق حتى 10 صور أو مقاطع.',
    answerEn:
      'Posting is currently available in the Manzil app. Download it, sign in, choose “Add listing”, enter the property type, area, size and price, and attach up to 10 photos or videos.',
  },
  {
    id: 5,
    topic: 'ads',
    questionAr: 'ما الفرق بين الإعلان العادي والإعلان المميز؟',
    questionEn: 'What is the difference between a regular and a featured listing?',
    answerAr:
      'يظهر الإعلان العادي في القائمة حسب تاريخ نشره، أما المميز فيظهر في أعلى نتائج البحث ويحصل عادة على مشاهدات أكثر.',
    answerEn:
      'A regular listing appears in the list by publish date; a featured listing appears at the top of the results and usually gets more views.',
  },
  {
    id: 6,
    topic: 'ads',
    questionAr: 'كم مدة عرض الإعلان؟ وماذا يحدث عند انتهائه؟',
    questionEn: 'How long does a listing stay up, and what happens when it expires?',
    answerAr:
      'لكل إعلان مدة عرض تحددها الباقة المستخدمة. عند انتهائها يُخفى الإعلان من النتائج ويبقى في حسابك، ويمكنك إعادة نشره بضغطة واحدة.',
    answerEn:
      'Each listing runs for the period of the package used. When it expires it is hidden from results but stays in your account, and you can repost it in one tap.',
  },
  {
    id: 7,
    topic: 'ads',
    questionAr: 'كيف أبلّغ عن إعلان مضلل؟',
    questionEn: 'How do I report a misleading listing?',
    answerAr: 'راسلنا من صفحة اتصل بنا مع رقم الإعلان وسبب البلاغ، وسنراجعه ونحذفه إذا ثبتت مخالفته للشروط.',
    answerEn:
      'Contact us through the contact page with the listing number and the reason. We will review it and remove it if it breaks our terms.',
  },
  {
    id: 8,
    topic: 'valuation',
    questionAr: 'هل التقييم الفوري معتمد لدى البنوك؟',
    questionEn: 'Do banks accept the instant valuation?',
    answerAr:
      'لا، التقييم الفوري تقدير استرشادي يساعدك على فهم السعر. للتمويل أو الإجراءات الرسمية اطلب تقييماً رسمياً من مقيّم مرخّص عبر صفحة طلب تقييم رسمي.',
    answerEn:
      'No. The instant valuation is an indicative estimate to help you understand the price. For financing or official procedures, request an official appraisal from a licensed appraiser.',
  },
  {
    id: 9,
    topic: 'valuation',
    questionAr: 'كيف يُحسب تقدير قيمة العقار؟',
    questionEn: 'How is the value estimate calculated?',
    answerAr:
      'نقارن عقارك بالصفقات المسجلة في المنطقة نفسها والمناطق المجاورة، مع مراعاة المساحة والموقع والشارع والواجهات وعمر البناء، ثم نعرض القيمة التقديرية للأرض والبناء.',
    answerEn:
      'We compare your property with recorded deals in the same and neighbouring areas, taking size, location, street, frontages and building age into account, and show estimated land and building values.',
  },
  {
    id: 10,
    topic: 'valuation',
    questionAr: 'كم يستغرق التقييم الرسمي؟',
    questionEn: 'How long does an official appraisal take?',
    answerAr:
      'بعد استلام الطلب والمستندات المطلوبة يتواصل معك المقيّم لتحديد موعد المعاينة، ويُسلَّم التقرير عادة خلال أيام عمل قليلة، ويمكنك متابعة حالته من صفحة متابعة الطلبات.',
    answerEn:
      'Once your request and documents are received, the appraiser contacts you to arrange a visit, and the report is usually delivered within a few working days. You can track it from the request follow-up page.',
  },
  {
    id: 11,
    topic: 'accounts',
    questionAr: 'كيف أسجّل الدخول؟',
    questionEn: 'How do I sign in?',
    answerAr:
      'أدخل رقم هاتفك المكوّن من 8 أرقام أو بريدك الإلكتروني وسيصلك رمز تحقق من 6 أرقام، أو سجّل الدخول بحساب Google أو Apple.',
    answerEn:
      'Enter your 8-digit phone number or your e-mail and you will receive a 6-digit code, or sign in with your Google or Apple account.',
  },
  {
    id: 12,
    topic: 'accounts',
    questionAr: 'لم يصلني رمز التحقق، ماذا أفعل؟',
    questionEn: 'I did not receive the verification code. What should I do?',
    answerAr:
      'تأكد من صحة الرقم أو البريد، وانتظر دقيقة ثم اضغط "إعادة الإرسال". وإذا استمرت المشكلة فتحقق من مجلد الرسائل غير المرغوب فيها أو تواصل معنا.',
    answerEn:
      'Check the number or address, wait a minute and tap “Resend”. If it still does not arrive, check your spam folder or contact us.',
  },
  {
    id: 13,
    topic: 'accounts',
    questionAr: 'كيف أحذف حسابي؟',
    questionEn: 'How do I delete my account?',
    answerAr:
      'من الملف الشخصي ثم إعدادات الحساب اختر "حذف الحساب". يتوقف الحساب فوراً وتُحذف بياناتك نهائياً بعد 90 يوماً.',
    answerEn:
      'Go to your profile, then account settings, and choose “Delete account”. The account stops at once and your data is permanently erased after 90 days.',
  },
  {
    id: 14,
    topic: 'payments',
    questionAr: 'ما طرق الدفع المتاحة؟',
    questionEn: 'Which payment methods can I use?',
    answerAr: 'يمكنك الدفع ببطاقة كي نت أو البطاقات الائتمانية عبر بوابة دفع آمنة، وجميع المبالغ بالدينار الكويتي.',
    answerEn:
      'You can pay with a KNET debit card or a credit card through a secure payment gateway. All amounts are in Kuwaiti dinars.',
  },
  {
    id: 15,
    topic: 'payments',
    questionAr: 'هل يمكن استرداد قيمة الباقة؟',
    questionEn: 'Can I get a refund for a package?',
    answerAr:
      'لا تُسترد قيمة الباقة بعد استخدام أي من أرصدتها. وإذا خُصم المبلغ ولم تُفعَّل الباقة فتواصل معنا برقم العملية وسنعالج الأمر.',
    answerEn:
      'Packages are not refundable once any credit has been used. If you were charged and the package was not activated, contact us with the transaction number and we will sort it out.',
  },
  {
    id: 16,
    topic: 'payments',
    questionAr: 'كيف ألغي التجديد التلقائي للاشتراك؟',
    questionEn: 'How do I stop my subscription renewing?',
    answerAr:
      'من الملف الشخصي ثم الاشتراك اختر إيقاف التجديد التلقائي وأكّد. يبقى اشتراكك فعّالاً حتى نهاية مدته الحالية.',
    answerEn:
      'Open your profile, then subscription, switch off auto-renewal and confirm. Your subscription stays active until the end of the current period.',
  },
  {
    id: 17,
    topic: 'brokers',
    questionAr: 'كيف أسجّل مكتبي العقاري؟',
    questionEn: 'How do I register my brokerage office?',
    answerAr:
      'اختر التسجيل كمكتب أو وسيط، وأدخل اسم المكتب ورقم ترخيص الوساطة الصادر من وزارة التجارة والصناعة، وأرفق صورة الترخيص. تُفعَّل صفحة المكتب بعد مراجعة المستندات.',
    answerEn:
      'Choose to register as an office or broker, enter the office name and the brokerage licence number issued by the Ministry of Commerce and Industry, and upload the licence. The office page goes live once the documents are reviewed.',
  },
  {
    id: 18,
    topic: 'brokers',
    questionAr: 'ما الفرق بين الوسيط المرخّص والمسوّق؟',
    questionEn: 'What is the difference between a licensed broker and a marketeer?',
    answerAr:
      'الوسيط المرخّص صاحب ترخيص الوساطة ويدير صفحة المكتب، أما المسوّق فيعمل لدى المكتب وتظهر إعلاناته تحت اسمه. يستطيع الوسيط إضافة المسوّقين وإزالتهم.',
    answerEn:
      'A licensed broker holds the brokerage licence and manages the office page; a marketeer works for the office and their listings appear under it. The broker can add and remove marketeers.',
  },
];

export const faqRows: (typeof faqs.$inferInsert)[] = faqEntries.map((entry) => ({
  ...entry,
  sort: entry.id,
  isActive: true,
}));
