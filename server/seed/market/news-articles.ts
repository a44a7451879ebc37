import type { NewsCategory } from '../../db/schema/market';

/**
 * Demo articles, Arabic first. Figures are rounded and attributed to published records or to unnamed market sources;
 * no real official is quoted. Texts speak of "the last quarter" and "this year" rather than dates, because every date
 * is counted back from the day the demo is seeded.
 */
export interface NewsArticleSeed {
  slug: string;
  category: NewsCategory;
  /** Whole days before the seed day, and the Kuwait hour the article went out. */
  daysAgo: number;
  hour: number;
  titleAr: string;
  titleEn: string;
  summaryAr: string;
  summaryEn: string;
  bodyAr: string[];
  bodyEn: string[];
}

export const newsArticleSeeds: NewsArticleSeed[] = [
  {
    slug: 'moj-deals-value-rises-last-quarter',
    category: 'market',
    daysAgo: 3,
    hour: 10,
    titleAr: 'قيمة التداولات العقارية ترتفع في الربع الأخير بقيادة السكن الخاص',
    titleEn: 'Property trading value rises in the last quarter, led by private housing',
    summaryAr:
      'بيانات التسجيل العقاري في وزارة العدل تُظهر نمواً في قيمة الصفقات المسجلة خلال الربع الأخير، مع استحواذ السكن الخاص على الحصة الأكبر من عدد العقود.',
    summaryEn:
      'Ministry of Justice registration data show the value of recorded deals growing over the last quarter, with private housing taking the largest share of contracts.',
    bodyAr: [
      'أظهرت البيانات المنشورة من إدارة التسجيل العقاري والتوثيق في وزارة العدل أن قيمة التداولات العقارية في الربع الأخير تجاوزت 850 مليون دينار، بارتفاع يقارب 11% مقارنة بالربع الذي سبقه، فيما زاد عدد العقود والوكالات المسجلة بنسبة أقل.',
      'واستحوذ قطاع السكن الخاص على أكثر من نصف عدد الصفقات، وتركز النشاط في مناطق محافظتي مبارك الكبير والأحمدي إلى جانب المناطق الجديدة مثل المطلاع وغرب عبدالله المبارك، حيث يفضّل المشترون القسائم الجاهزة للبناء.',
      'أما العقار الاستثماري فحافظ على حصته من القيمة الإجمالية بفضل صفقات لعمارات في السالمية وحولي والفروانية، بينما جاءت التداولات التجارية أقل عدداً لكنها أعلى قيمة في المتوسط.',
      'ويرى متعاملون في السوق أن استقرار تكلفة التمويل وعودة المستثمرين الأفراد إلى شراء العقارات المدرّة للدخل ساهما في تحسن الأرقام، مع توقعات بأن يبقى الطلب على السكن الخاص هو المحرك الأول للسوق خلال الأشهر المقبلة.',
    ],
    bodyEn: [
      'Figures published by the Real Estate Registration and Authentication Department at the Ministry of Justice show that property trading in the last quarter exceeded KD 850 million, up about 11% on the quarter before, while the number of registered contracts and agencies grew at a slower pace.',
      'Private housing accounted for more than half of all deals. Activity concentrated in Mubarak Al-Kabeer and Ahmadi governorates and in newer areas such as Al-Mutlaa and West Abdullah Al-Mubarak, where buyers favour plots that are ready to build on.',
      'Investment property held its share of total value thanks to apartment-building sales in Salmiya, Hawalli and Farwaniya, while commercial trading saw fewer deals but a higher average ticket.',
      'Market participants point to steady financing costs and the return of individual investors to income-producing buildings as the main reasons for the improvement, and expect private housing to remain the market’s main driver in the months ahead.',
    ],
  },
  {
    slug: 'cbk-discount-rate-decision-housing-loans',
    category: 'finance',
    daysAgo: 6,
    hour: 13,
    titleAr: 'قرار البنك المركزي بشأن سعر الخصم وأثره على قروض السكن',
    titleEn: 'The central bank’s discount-rate decision and what it means for housing loans',
    summaryAr:
      'بنك الكويت المركزي يخفض سعر الخصم ربع نقطة مئوية، ومصرفيون يتوقعون انعكاساً تدريجياً على تكلفة القروض الاستهلاكية والإسكانية الجديدة.',
    summaryEn:
      'The Central Bank of Kuwait trims its discount rate by a quarter point; bankers expect a gradual effect on the cost of new consumer and housing loans.',
    bodyAr: [
      'أعلن بنك الكويت المركزي خفض سعر الخصم بمقدار ربع نقطة مئوية، في خطوة تأتي ضمن نهج متدرج يوازن بين دعم النشاط الاقتصادي والحفاظ على جاذبية الدينار واستقرار الأسعار.',
      'ويرتبط تسعير القروض الاستهلاكية والإسكانية في البنوك المحلية بسعر الخصم، لذلك يتوقع مصرفيون أن تنخفض تكلفة القروض الجديدة خلال أسابيع، بينما تتغير أقساط القروض القائمة ذات الفائدة المتغيرة عند موعد إعادة التسعير المنصوص عليه في العقد.',
      'ويشير مختصون إلى أن أثر الخفض على سوق السكن الخاص يبقى محدوداً في المدى القصير، لأن سقف التمويل ونسبة الاستقطاع من الراتب هما العاملان الأهم في قدرة الأسرة على الشراء، لكنه قد يشجع بعض المشترين المترددين على إتمام صفقاتهم.',
      'وينصح مستشارون ماليون المقترضين بمقارنة العروض بين البنوك، والسؤال عن رسوم السداد المبكر وآلية إعادة التسعير قبل التوقيع، بدلاً من الاكتفاء بسعر الفائدة المعلن.',
    ],
    bodyEn: [
      'The Central Bank of Kuwait has cut its discount rate by a quarter of a percentage point, part of a gradual approach that balances support for economic activity with keeping the dinar attractive and prices stable.',
      'Local banks price consumer and housing loans off the discount rate, so bankers expect the cost of new loans to fall within weeks. Instalments on existing variable-rate loans change at the repricing date set in each contract.',
      'Specialists note that the short-term effect on private housing is limited: the financing ceiling and the share of salary that instalments may take matter more to a family’s buying power. Still, cheaper credit may persuade some hesitant buyers to close.',
      'Financial advisers recommend that borrowers compare offers across banks and ask about early-settlement fees and the repricing mechanism before signing, rather than looking at the headline rate alone.',
    ],
  },
  {
    slug: 'south-saad-al-abdullah-infrastructure-progress',
    category: 'projects',
    daysAgo: 9,
    hour: 11,
    titleAr: 'تقدم أعمال البنية التحتية في مدينة جنوب سعد العبدالله',
    titleEn: 'Infrastructure works advance in South Saad Al-Abdullah city',
    summaryAr:
      'المؤسسة العامة للرعاية السكنية تواصل أعمال الطرق وشبكات الخدمات في جنوب سعد العبدالله، تمهيداً لتسليم القسائم للمخصص لهم على مراحل.',
    summaryEn:
      'The Public Authority for Housing Welfare presses on with roads and utility networks in South Saad Al-Abdullah, ahead of handing plots to allottees in phases.',
    bodyAr: [
      'تواصل المؤسسة العامة للرعاية السكنية تنفيذ أعمال البنية التحتية في مدينة جنوب سعد العبدالله بمحافظة الجهراء، وتشمل الطرق الرئيسية وشبكات الصرف الصحي وتصريف مياه الأمطار والكهرباء والاتصالات.',
      'وتُعد المدينة من أكبر المشاريع الإسكانية في البلاد، إذ صُممت لاستيعاب عشرات الآلاف من الوحدات السكنية مع مراكز ضواحٍ وجمعيات تعاونية ومدارس ومراكز صحية ومساجد وحدائق موزعة على الأحياء.',
      'وبحسب ما هو معلن عن خطة العمل، يجري تسليم القسائم على مراحل بعد اكتمال الخدمات الأساسية في كل منطقة، حتى يتمكن المواطنون من استخراج تراخيص البناء والبدء في التشييد دون انتظار طويل.',
      'ويتابع المخصص لهم مراحل الإنجاز باهتمام، إذ يرتبط موعد التسليم مباشرة بقرار البناء والحصول على قرض بنك الائتمان، فيما يتوقع مختصون أن تنعكس المدينة الجديدة على أسعار القسائم في مناطق الجهراء المجاورة.',
    ],
    bodyEn: [
      'The Public Authority for Housing Welfare is pressing on with infrastructure in South Saad Al-Abdullah city in Jahra governorate, covering main roads, sewerage, stormwater drainage, power and telecommunications networks.',
      'The city is among the country’s largest housing projects, planned for tens of thousands of homes with suburban centres, co-operative societies, schools, health centres, mosques and parks spread across its neighbourhoods.',
      'Under the published work plan, plots are handed over in phases once basic services are complete in each district, so that citizens can obtain building permits and start construction without a long wait.',
      'Allottees follow progress closely, since the handover date decides when they can build and draw their Kuwait Credit Bank loan. Specialists expect the new city to weigh on plot prices in neighbouring Jahra areas.',
    ],
  },
  {
    slug: 'vacant-private-housing-land-fees-proposal',
    category: 'regulation',
    daysAgo: 13,
    hour: 12,
    titleAr: 'مقترحات لتشديد الرسوم على الأراضي الفضاء في السكن الخاص',
    titleEn: 'Proposals to tighten fees on vacant private-housing land',
    summaryAr:
      'نقاش متجدد حول فرض رسوم سنوية متصاعدة على حيازات الأراضي الفضاء المخصصة للسكن الخاص بهدف الحد من الاحتكار وخفض الأسعار.',
    summaryEn:
      'A renewed debate over escalating annual fees on large holdings of vacant private-housing land, aimed at curbing hoarding and easing prices.',
    bodyAr: [
      'عاد ملف الأراضي الفضاء في مناطق السكن الخاص إلى الواجهة مع طرح مقترحات تقضي بفرض رسوم سنوية متصاعدة على من يملك مساحات تتجاوز حداً معيناً دون بنائها، على أن تزيد الرسوم كلما كبرت المساحة المحتفظ بها.',
      'ويرى مؤيدو هذه المقترحات أن احتفاظ عدد محدود من الملاك بقسائم كثيرة بغرض المضاربة يقلل المعروض ويرفع الأسعار على الأسر الباحثة عن سكن، وأن الرسوم ستدفع بجزء من هذه الأراضي إلى السوق أو إلى البناء.',
      'في المقابل، يطالب ملاك ومطورون بمراعاة حالات الإرث والملكية المشتركة والأراضي التي تنتظر الخدمات، ويحذرون من أن تُحمَّل الرسوم على المشتري النهائي إذا لم تُصمم بعناية.',
      'ويتفق مختصون على أن أثر أي تعديل سيعتمد على تفاصيله: الحد الأدنى للمساحة المعفاة، وطريقة حصر الملكيات، والجهة المسؤولة عن التحصيل، إضافة إلى وتيرة توزيع القسائم الحكومية الجديدة.',
      'ويتابع المتعاملون في السوق النقاش عن كثب، إذ شهدت الفترات التي سبقت تعديلات مماثلة في السابق تباطؤاً مؤقتاً في صفقات الأراضي الفضاء بانتظار وضوح الصورة.',
    ],
    bodyEn: [
      'Vacant land in private-housing areas is back on the agenda, with proposals for escalating annual fees on owners who hold more than a set area without building on it, the fee rising with the size of the holding.',
      'Supporters argue that a small number of owners keeping many plots for speculation reduces supply and pushes up prices for families looking for a home, and that fees would push part of that land onto the market or into construction.',
      'Owners and developers, for their part, ask for allowances for inheritance, joint ownership and land still waiting for services, and warn that badly designed fees could end up being passed on to the final buyer.',
      'Specialists agree that the effect of any change will depend on the details: the exempt area, how holdings are counted, who collects the fees, and how quickly new government plots are allocated.',
      'Traders are watching closely: in the past, periods before similar changes saw a temporary slowdown in vacant-land deals while the market waited for clarity.',
    ],
  },
  {
    slug: 'execution-department-auction-houses-jahra-farwaniya',
    category: 'auctions',
    daysAgo: 17,
    hour: 9,
    titleAr: 'إدارة التنفيذ تطرح بيوتاً في الجهراء والفروانية بالمزاد العلني',
    titleEn: 'Execution Department puts houses in Jahra and Farwaniya up for public auction',
    summaryAr:
      'مزاد علني جديد يضم بيوت سكن خاص وقسائم في عدة مناطق، بأسعار أساس يراها متعاملون قريبة من مستويات السوق.',
    summaryEn:
      'A new public auction lists private houses and plots in several areas, with starting prices traders consider close to market levels.',
    bodyAr: [
      'أعلنت إدارة التنفيذ في وزارة العدل عن مزاد علني جديد لبيع عقارات محجوز عليها تنفيذاً لأحكام قضائية، يضم بيوت سكن خاص في مناطق بمحافظتي الجهراء والفروانية إلى جانب قسيمتين فضاء.',
      'وتتفاوت أسعار الأساس بحسب المنطقة والمساحة وحالة البناء، ويُطلب من الراغبين في المزايدة تقديم شيك مصدق بنسبة من سعر الأساس قبل بدء الجلسة، على أن يُستكمل الثمن خلال المدة المحددة في شروط المزاد.',
      'وينصح مقيّمون عقاريون بمعاينة العقار من الخارج ومراجعة ملفه وشروطه قبل المزاد، والتأكد من وجود شاغلين أو مخالفات بناء، لأن العقار يُباع بحالته الراهنة ويتحمل المشتري إجراءات الإخلاء عند الحاجة.',
      'وتستقطب مزادات إدارة التنفيذ عادة مشترين يبحثون عن فرص أقل من سعر السوق، لكن المنافسة في الجلسات الأخيرة رفعت أسعار البيع النهائية في كثير من الحالات إلى مستويات قريبة من الصفقات العادية.',
    ],
    bodyEn: [
      'The Execution Department at the Ministry of Justice has announced a new public auction of properties seized under court judgments, listing private houses in Jahra and Farwaniya governorates and two vacant plots.',
      'Starting prices vary with area, size and the state of the building. Bidders must present a certified cheque for a share of the starting price before the session, and pay the balance within the period set in the auction conditions.',
      'Valuers advise viewing the property from outside and reading its file and conditions beforehand, checking for occupants or building violations: properties are sold as they stand and the buyer handles any eviction.',
      'Execution Department auctions tend to attract buyers hunting for below-market opportunities, but competition in recent sessions has pushed many final prices close to those of ordinary deals.',
    ],
  },
  {
    slug: 'private-housing-prices-new-areas-outpace-established',
    category: 'market',
    daysAgo: 22,
    hour: 10,
    titleAr: 'أسعار السكن الخاص في المناطق الجديدة ترتفع بوتيرة أسرع من المناطق القديمة',
    titleEn: 'Private-housing prices in new areas rise faster than in established suburbs',
    summaryAr:
      'متوسط سعر المتر في المناطق الجديدة يواصل الصعود، بينما تستقر الأسعار في ضواحي العاصمة وحولي عند مستويات مرتفعة.',
    summaryEn:
      'Average prices per square metre keep climbing in newer areas, while the capital’s and Hawalli’s suburbs hold steady at high levels.',
    bodyAr: [
      'تشير الصفقات المسجلة خلال الأشهر الستة الماضية إلى أن أسعار قسائم السكن الخاص في المناطق الجديدة ارتفعت بوتيرة أسرع من المناطق القديمة، في ظل إقبال الأسر الشابة على مناطق مثل غرب عبدالله المبارك وجابر الأحمد وصباح الأحمد.',
      'وفي المقابل، استقرت الأسعار في ضواحي العاصمة مثل الشامية والروضة والعديلية، وفي مناطق حولي مثل السلام والصديق، عند مستويات مرتفعة يتجاوز فيها سعر المتر في بعض الصفقات ألف دينار للقسائم المميزة.',
      'ويعزو مقيّمون الفارق إلى أن القسيمة في المناطق الجديدة ما زالت في متناول شريحة أوسع من المشترين عند الجمع بين قرض بنك الائتمان والتمويل المصرفي، بينما يقتصر الطلب في المناطق القديمة على فئة أصغر قادرة على دفع أسعارها.',
      'ويتوقع متعاملون أن تستمر هذه الفجوة في التقلص تدريجياً، خاصة مع اكتمال الخدمات والمدارس والجمعيات في المناطق الجديدة، ما يجعلها أقرب إلى المناطق القائمة من حيث جودة الحياة.',
    ],
    bodyEn: [
      'Deals recorded over the past six months show prices of private-housing plots in new areas rising faster than in established suburbs, as young families turn to areas such as West Abdullah Al-Mubarak, Jaber Al-Ahmad and Sabah Al-Ahmad.',
      'Prices in capital suburbs such as Shamiya, Rawda and Adailiya, and in Hawalli areas such as Salam and Siddiq, have held steady at high levels, with some prime plots changing hands at more than KD 1,000 per square metre.',
      'Valuers explain the gap by affordability: combining a Kuwait Credit Bank loan with bank financing still puts a plot in a new area within reach of a wider group of buyers, while demand in older suburbs comes from a smaller group able to pay their prices.',
      'Traders expect the gap to keep narrowing as services, schools and co-operatives are completed in new areas, bringing their quality of life closer to that of established suburbs.',
    ],
  },
  {
    slug: 'credit-bank-housing-loans-new-batch',
    category: 'finance',
    daysAgo: 27,
    hour: 12,
    titleAr: 'بنك الائتمان يصرف دفعة جديدة من القروض الإسكانية',
    titleEn: 'Kuwait Credit Bank disburses a new batch of housing loans',
    summaryAr:
      'دفعة جديدة من قروض البناء والشراء للمواطنين المستحقين، ومطالبات بتسريع الصرف لمواكبة تسليم القسائم في المدن الجديدة.',
    summaryEn:
      'A new batch of building and purchase loans for eligible citizens, with calls to speed up disbursement as plots are handed over in new cities.',
    bodyAr: [
      'صرف بنك الائتمان الكويتي دفعة جديدة من القروض الإسكانية للمواطنين المستحقين، تشمل قروض بناء القسائم المخصصة من المؤسسة العامة للرعاية السكنية وقروض شراء البيوت القائمة.',
      'ويبلغ الحد الأعلى للقرض الإسكاني 70 ألف دينار من دون فوائد، ويُسدَّد بأقساط شهرية ميسرة على مدى سنوات طويلة، ما يجعله الركيزة الأولى في تمويل بناء السكن لمعظم الأسر الكويتية.',
      'وتتزايد الحاجة إلى التمويل مع تسليم القسائم في المدن الجديدة، إذ يطالب مخصص لهم بتسريع إجراءات الصرف حتى لا تتأخر أعمال البناء، في ظل ارتفاع تكاليف مواد البناء والعمالة خلال السنوات الأخيرة.',
      'ويرى مختصون أن قيمة القرض لم تعد تغطي سوى جزء من تكلفة بناء بيت متوسط، لذلك يلجأ كثيرون إلى تمويل مصرفي مكمل، ما يعيد طرح النقاش حول زيادة سقف القرض أو إيجاد أدوات تمويل جديدة.',
    ],
    bodyEn: [
      'Kuwait Credit Bank has paid out a new batch of housing loans to eligible citizens, covering loans to build on plots allocated by the Public Authority for Housing Welfare and loans to buy existing homes.',
      'The housing loan is capped at KD 70,000, carries no interest and is repaid in small monthly instalments over many years, making it the first pillar of home financing for most Kuwaiti families.',
      'Demand for financing is growing as plots are handed over in new cities. Allottees are asking for faster disbursement so construction is not delayed, at a time when building materials and labour have become more expensive.',
      'Specialists note that the loan now covers only part of the cost of building an average house, so many families add bank financing, which revives the debate about raising the ceiling or creating new financing tools.',
    ],
  },
  {
    slug: 'south-sabah-al-ahmad-plots-allocation',
    category: 'projects',
    daysAgo: 33,
    hour: 11,
    titleAr: 'توزيعات جديدة لقسائم مدينة جنوب صباح الأحمد',
    titleEn: 'New plot allocations in South Sabah Al-Ahmad city',
    summaryAr: 'الرعاية السكنية تعلن دفعة توزيعات جديدة في جنوب صباح الأحمد، ضمن خطتها لتقليص قوائم الانتظار.',
    summaryEn:
      'The housing authority announces a new round of allocations in South Sabah Al-Ahmad as part of its plan to shorten the waiting list.',
    bodyAr: [
      'أعلنت المؤسسة العامة للرعاية السكنية عن دفعة جديدة من توزيعات القسائم في مدينة جنوب صباح الأحمد بمحافظة الأحمدي، تشمل آلاف الطلبات وفق أقدمية التسجيل.',
      'وتقع المدينة جنوب مدينة صباح الأحمد القائمة، وتخطط المؤسسة لتزويدها بشبكة طرق تربطها بالطرق السريعة الرئيسية، إلى جانب مراكز خدمات ومبانٍ حكومية ومساحات خضراء.',
      'ويتم التوزيع على مراحل، تبدأ بالإعلان عن الأسماء ثم إجراء القرعة لتحديد مواقع القسائم، وبعدها يُسلَّم المخطط للمخصص لهم عند جاهزية البنية التحتية في كل قطاع.',
      'ويرى مراقبون أن تسريع التوزيعات في المدن الجنوبية يخفف الضغط على الطلب في مناطق السكن الخاص القائمة، لكنه يتطلب في المقابل تسريع صرف القروض وتجهيز الخدمات حتى تتحول القسائم إلى بيوت مأهولة.',
    ],
    bodyEn: [
      'The Public Authority for Housing Welfare has announced a new round of plot allocations in South Sabah Al-Ahmad city in Ahmadi governorate, covering thousands of applications in order of registration.',
      'The city lies south of the existing Sabah Al-Ahmad city. The authority plans road links to the main highways, along with service centres, government buildings and green spaces.',
      'Allocation runs in stages: names are announced, a draw then fixes each plot’s location, and the site plan is handed to allottees once infrastructure is ready in each sector.',
      'Observers say faster allocations in the southern cities ease pressure on demand in existing private-housing areas, but also require faster loan disbursement and services so that plots turn into lived-in homes.',
    ],
  },
  {
    slug: 'rent-law-amendments-discussion',
    category: 'regulation',
    daysAgo: 39,
    hour: 13,
    titleAr: 'تعديلات مقترحة على قانون الإيجار بين حماية المستأجر وحقوق المالك',
    titleEn: 'Proposed rent-law amendments weigh tenant protection against owners’ rights',
    summaryAr:
      'مقترحات لتنظيم زيادة الإيجار ومدد الإخطار وتسوية النزاعات إلكترونياً، وسط ترقب من ملاك العقار الاستثماري والمستأجرين.',
    summaryEn:
      'Proposals on rent increases, notice periods and online dispute resolution are watched closely by investment-property owners and tenants alike.',
    bodyAr: [
      'تتجدد المطالبات بتحديث قانون إيجار العقارات المعمول به منذ عقود، عبر تعديلات تنظم زيادة الأجرة ومدد الإخطار بالإخلاء، وتوضح حقوق الطرفين في حالات الترميم أو إعادة البناء.',
      'ومن أبرز ما يُطرح تحديد فترة زمنية لا يجوز خلالها رفع الإيجار بعد التعاقد، واشتراط إخطار مكتوب بمدة كافية قبل أي زيادة أو طلب إخلاء، إضافة إلى توثيق العقود إلكترونياً لتقليل النزاعات.',
      'ويرى ملاك أن أي تعديل يجب أن يحفظ قدرتهم على مواكبة تكاليف الصيانة والخدمات، وأن يسرّع الفصل في قضايا التأخر عن السداد، بينما يطالب مستأجرون بحماية أكبر من الزيادات المفاجئة.',
      'ويقترح مختصون إنشاء منصة لتسجيل عقود الإيجار وربطها بالجهات الحكومية، بما يوفر بيانات دقيقة عن مستويات الإيجارات في كل منطقة ويساعد على تسوية الخلافات قبل وصولها إلى المحاكم.',
    ],
    bodyEn: [
      'Calls to update Kuwait’s decades-old property rent law are back, with amendments proposed on rent increases and eviction notice periods, and clearer rights for both sides when a building is renovated or rebuilt.',
      'Among the ideas: a period after signing during which rent may not be raised, written notice well ahead of any increase or eviction request, and electronic registration of contracts to reduce disputes.',
      'Owners say any change must preserve their ability to keep up with maintenance and service costs and should speed up cases of late payment, while tenants want stronger protection from sudden increases.',
      'Specialists suggest a platform for registering leases, linked to government bodies, which would give accurate data on rent levels in every area and help settle disagreements before they reach the courts.',
    ],
  },
  {
    slug: 'bank-auction-investment-building-salmiya',
    category: 'auctions',
    daysAgo: 45,
    hour: 10,
    titleAr: 'بنك محلي يطرح عمارة استثمارية في السالمية بالمزاد',
    titleEn: 'Local bank auctions an investment building in Salmiya',
    summaryAr: 'مزاد لبيع عمارة استثمارية مرهونة في السالمية، في صفقة يتابعها المستثمرون الباحثون عن دخل إيجاري ثابت.',
    summaryEn:
      'An auction of a mortgaged apartment building in Salmiya draws investors looking for steady rental income.',
    bodyAr: [
      'طرح أحد البنوك المحلية عمارة استثمارية في منطقة السالمية للبيع بالمزاد العلني، ضمن إجراءات استيفاء تمويل متعثر، وتضم العمارة شققاً سكنية ومحلات في الدور الأرضي.',
      'وحدد البنك سعر أساس يعكس تقييمين معتمدين للعقار، مع إتاحة ملف يتضمن عقود الإيجار القائمة ونسبة الإشغال ومصروفات الصيانة السنوية، ليتمكن المزايدون من احتساب العائد المتوقع.',
      'ويرى مستثمرون أن العمارات في السالمية تحتفظ بجاذبيتها بفضل الطلب المستمر على الإيجار من الوافدين والعاملين في المنطقة، وقربها من الواجهة البحرية والمجمعات التجارية.',
      'ويذكّر مختصون بأهمية فحص حالة المبنى الإنشائية ومطابقته للترخيص قبل المزايدة، إذ قد تحتاج العمارات القديمة إلى أعمال صيانة كبيرة تخفض العائد الفعلي في السنوات الأولى.',
    ],
    bodyEn: [
      'A local bank has put an investment building in Salmiya up for public auction to recover a defaulted loan. The building has residential apartments above ground-floor shops.',
      'The bank set a starting price that reflects two certified valuations and published a file with the current leases, occupancy rate and annual maintenance costs, so bidders can work out the expected yield.',
      'Investors say Salmiya buildings keep their appeal thanks to steady rental demand from expatriates and people working in the area, and their closeness to the seafront and shopping centres.',
      'Specialists stress checking the building’s structural condition and its match with the permit before bidding, since older buildings may need major repairs that cut the real yield in the first years.',
    ],
  },
  {
    slug: 'investment-apartment-rents-stable-occupancy',
    category: 'market',
    daysAgo: 52,
    hour: 11,
    titleAr: 'إيجارات الشقق الاستثمارية مستقرة ونسب الإشغال مرتفعة في حولي والفروانية',
    titleEn: 'Investment apartment rents steady, occupancy high in Hawalli and Farwaniya',
    summaryAr:
      'ملاك العمارات يفضّلون تثبيت الإيجارات للحفاظ على نسب الإشغال، مع تفاوت واضح بين المباني الحديثة والقديمة.',
    summaryEn:
      'Building owners prefer to hold rents to keep occupancy high, with a clear gap between new and older buildings.',
    bodyAr: [
      'حافظت إيجارات الشقق في مناطق السكن الاستثماري على استقرارها خلال الأشهر الأخيرة، وتراوحت الشقة المكونة من غرفتين في حولي والفروانية بين 250 و350 ديناراً شهرياً بحسب عمر المبنى وموقعه والخدمات المتوفرة.',
      'وتبقى نسب الإشغال مرتفعة في المباني الحديثة التي توفر مواقف للسيارات ومصاعد وحراسة، بينما يضطر ملاك المباني القديمة إلى تقديم خصومات أو أشهر مجانية لجذب المستأجرين.',
      'ويقول مديرو عقارات إن كثيراً من الملاك باتوا يفضلون تثبيت الإيجار مع المستأجر الملتزم بدلاً من رفعه والمخاطرة بفترة شغور قد تكلف أكثر من الزيادة المتوقعة.',
      'وفي السالمية والمهبولة والمنقف، يزداد الطلب على الشقق المطلة على البحر والشقق المفروشة، وهي شريحة تحقق عوائد أعلى لكنها أكثر تأثراً بتغير أعداد العمالة الوافدة.',
    ],
    bodyEn: [
      'Apartment rents in investment areas have held steady in recent months. A two-bedroom flat in Hawalli or Farwaniya rents for KD 250 to 350 a month depending on the building’s age, location and amenities.',
      'Occupancy stays high in newer buildings with parking, lifts and security, while owners of older buildings offer discounts or rent-free months to attract tenants.',
      'Property managers say many owners now prefer to keep the rent unchanged for a reliable tenant rather than raise it and risk an empty flat that could cost more than the increase would bring.',
      'In Salmiya, Mahboula and Mangaf, demand is growing for sea-view and furnished apartments, a segment with higher yields that is also more sensitive to changes in the number of expatriate workers.',
    ],
  },
  {
    slug: 'al-mutlaa-city-handover-services',
    category: 'projects',
    daysAgo: 60,
    hour: 9,
    titleAr: 'مدينة المطلاع: تسليم مزيد من القسائم وافتتاح خدمات جديدة',
    titleEn: 'Al-Mutlaa city: more plots handed over as new services open',
    summaryAr: 'تواصل تسليم القسائم في أحياء المطلاع مع افتتاح مدارس ومراكز خدمة، وحركة بناء نشطة في الأحياء الأولى.',
    summaryEn:
      'Plot handovers continue across Al-Mutlaa’s districts as schools and service centres open and construction picks up in the first neighbourhoods.',
    bodyAr: [
      'تواصل المؤسسة العامة للرعاية السكنية تسليم القسائم في أحياء مدينة المطلاع شمال الجهراء، بعد اكتمال البنية التحتية في عدد من الأحياء الجديدة، لتنضم إلى أحياء بدأ فيها السكان بالانتقال إلى بيوتهم.',
      'وشهدت المدينة خلال الفترة الأخيرة افتتاح مدارس وجمعيات تعاونية ومراكز صحية، وهي خدمات كان غيابها سبباً في تأخر انتقال كثير من الأسر رغم اكتمال البناء.',
      'وتنعكس هذه التطورات على سوق المطلاع نفسه، إذ ارتفع عدد صفقات بيع القسائم والبيوت المنجزة، ويفضل بعض المشترين شراء بيت جاهز بدلاً من انتظار البناء لسنوات.',
      'وينصح مختصون المشترين بالتحقق من موقع القسيمة بالنسبة للخدمات والطرق الرئيسية، لأن الفارق في السعر بين قطاع وآخر داخل المدينة نفسها قد يكون كبيراً.',
    ],
    bodyEn: [
      'The Public Authority for Housing Welfare continues to hand over plots across Al-Mutlaa city north of Jahra as infrastructure is completed in more districts, joining neighbourhoods where residents have already moved in.',
      'Schools, co-operative societies and health centres have opened in the city recently. Their absence had kept many families from moving even after their houses were finished.',
      'This is showing in Al-Mutlaa’s own market: sales of plots and finished houses have increased, and some buyers prefer a ready house to years of building.',
      'Specialists advise buyers to check where a plot sits relative to services and main roads, since prices can differ widely between sectors of the same city.',
    ],
  },
  {
    slug: 'building-code-private-housing-basements-setbacks',
    category: 'regulation',
    daysAgo: 68,
    hour: 12,
    titleAr: 'تحديثات على اشتراطات البناء في السكن الخاص تشمل السراديب والارتدادات',
    titleEn: 'Private-housing building rules updated on basements and setbacks',
    summaryAr:
      'البلدية تراجع اشتراطات البناء في السكن الخاص، ومهندسون يدعون الملاك إلى التحقق من الاشتراطات قبل تصميم البيت.',
    summaryEn:
      'The municipality reviews private-housing building rules; engineers urge owners to check the requirements before designing their homes.',
    bodyAr: [
      'تعمل بلدية الكويت على مراجعة اشتراطات البناء في مناطق السكن الخاص، وتشمل النقاشات نسب البناء المسموح بها، واستخدامات السرداب، والارتدادات عن حدود القسيمة، وعدد الوحدات في البيت الواحد.',
      'ويهدف التحديث إلى مواكبة تغير احتياجات الأسر وتنظيم ظاهرة تقسيم البيوت إلى شقق للإيجار، التي تزيد الضغط على المواقف والخدمات في كثير من المناطق.',
      'ويدعو مهندسون ومكاتب تصميم الملاك إلى مراجعة الاشتراطات المعمول بها قبل البدء في التصميم، والحصول على الموافقات اللازمة قبل أي تعديل، لأن المخالفات قد تؤخر توصيل التيار الكهربائي أو تعرّض المالك لغرامات.',
      'كما ينصح مقيّمون المشترين بالتأكد من مطابقة البيت للترخيص، إذ إن الإضافات غير المرخصة تؤثر على قيمة العقار عند التمويل والتقييم الرسمي.',
    ],
    bodyEn: [
      'Kuwait Municipality is reviewing building rules for private-housing areas. The discussion covers permitted building ratios, basement uses, setbacks from plot boundaries and the number of units in one house.',
      'The update aims to reflect families’ changing needs and to regulate the splitting of houses into rental flats, which adds pressure on parking and services in many areas.',
      'Engineers and design offices urge owners to check the rules in force before starting a design and to obtain approvals before any alteration, since violations can delay the power connection or lead to fines.',
      'Valuers also advise buyers to confirm that a house matches its permit: unlicensed additions affect the property’s value for financing and in an official appraisal.',
    ],
  },
  {
    slug: 'real-estate-finance-law-developers-banks',
    category: 'finance',
    daysAgo: 77,
    hour: 11,
    titleAr: 'قانون التمويل العقاري يعود إلى النقاش: ما الذي قد يتغير للمشترين؟',
    titleEn: 'The real-estate finance law returns to the agenda: what could change for buyers?',
    summaryAr:
      'مقترح يسمح للبنوك والمطورين بالمشاركة في تمويل السكن الخاص ضمن ضوابط، بهدف تقليص فترة انتظار الرعاية السكنية.',
    summaryEn:
      'A proposal would let banks and developers take part in financing private housing under set rules, to cut the wait for state housing.',
    bodyAr: [
      'عاد مشروع قانون التمويل العقاري إلى النقاش، وهو مقترح يتيح للبنوك وشركات التطوير العقاري المشاركة في توفير السكن الخاص وتمويله، بدلاً من الاعتماد شبه الكامل على المؤسسة العامة للرعاية السكنية وبنك الائتمان.',
      'وتقوم الفكرة على أن تطور الشركات مدناً أو أحياء سكنية وفق مخططات معتمدة، وأن يحصل المواطن على تمويل طويل الأجل بضمان العقار، مع دعم حكومي لجزء من تكلفة التمويل للمستحقين.',
      'ويرى المؤيدون أن القانون قد يختصر سنوات الانتظار ويوسع خيارات الأسر، بينما يطالب آخرون بضمانات تمنع ارتفاع الأسعار وتحمي المقترض من أعباء ديون طويلة.',
      'ويؤكد مصرفيون أن نجاح أي نظام للتمويل العقاري يحتاج إلى سجل عقاري دقيق وإجراءات واضحة للتنفيذ على الضمانات، إضافة إلى أراضٍ مخدومة تكفي لتلبية الطلب.',
      'ولم تتضح بعد تفاصيل الصيغة النهائية ولا موعد إقرارها، لكن الملف يبقى من أكثر القضايا العقارية متابعة لدى الأسر المنتظرة.',
    ],
    bodyEn: [
      'The draft real-estate finance law is back under discussion. It would let banks and real-estate developers take part in supplying and financing private housing, rather than relying almost entirely on the Public Authority for Housing Welfare and Kuwait Credit Bank.',
      'The idea is that companies develop cities or neighbourhoods to approved plans, and citizens obtain long-term financing secured on the property, with state support for part of the financing cost for those eligible.',
      'Supporters say the law could cut years of waiting and widen families’ choices; others want safeguards against rising prices and protection for borrowers from long-term debt.',
      'Bankers stress that any mortgage system needs an accurate property register, clear procedures for enforcing collateral and enough serviced land to meet demand.',
      'The final wording and timetable are still unclear, but the file remains one of the most closely followed property issues among families on the waiting list.',
    ],
  },
  {
    slug: 'weekly-trading-private-housing-leads',
    category: 'market',
    daysAgo: 86,
    hour: 10,
    titleAr: 'التداول العقاري الأسبوعي يتجاوز 60 مليون دينار والسكن الخاص في الصدارة',
    titleEn: 'Weekly property trading tops KD 60 million, private housing in the lead',
    summaryAr:
      'نشاط أسبوعي قوي في سوق العقار مع صفقات بارزة في الأحمدي ومبارك الكبير، ومتوسط قيمة الصفقة السكنية يقترب من 250 ألف دينار.',
    summaryEn:
      'A strong week with notable deals in Ahmadi and Mubarak Al-Kabeer; the average private-housing deal nears KD 250,000.',
    bodyAr: [
      'سجلت التداولات العقارية خلال الأسبوع الماضي أكثر من 60 مليون دينار وفق بيانات إدارة التسجيل العقاري والتوثيق، موزعة على نحو 200 عقد ووكالة.',
      'وتصدّر السكن الخاص التداولات من حيث عدد الصفقات، مع نشاط لافت في مناطق الأحمدي مثل صباح الأحمد وجابر العلي، وفي مبارك الكبير مثل المسيلة وأبو فطيرة، واقترب متوسط قيمة الصفقة السكنية من 250 ألف دينار.',
      'وسجل العقار الاستثماري صفقات أقل عدداً لكنها أكبر حجماً، أبرزها بيع عمارة في الفروانية وأخرى في المهبولة، بينما اقتصرت التداولات التجارية على عدد محدود من العقود.',
      'ويُنصح المتابعون بقراءة الأرقام الأسبوعية في سياق أوسع، إذ قد ترفع صفقة واحدة كبيرة المتوسط بشكل مؤقت، والاتجاه الحقيقي يظهر في المقارنة بين الأرباع.',
    ],
    bodyEn: [
      'Property trading last week exceeded KD 60 million according to the Real Estate Registration and Authentication Department, spread across about 200 contracts and agencies.',
      'Private housing led by number of deals, with notable activity in Ahmadi areas such as Sabah Al-Ahmad and Jaber Al-Ali and Mubarak Al-Kabeer areas such as Messila and Abu Fatira. The average private-housing deal came close to KD 250,000.',
      'Investment property recorded fewer but larger deals, notably an apartment building in Farwaniya and another in Mahboula, while commercial trading was limited to a handful of contracts.',
      'Readers are advised to see weekly figures in a wider context: one large deal can lift the average for a week, and the real trend shows in quarter-on-quarter comparisons.',
    ],
  },
  {
    slug: 'auction-results-above-starting-price',
    category: 'auctions',
    daysAgo: 96,
    hour: 13,
    titleAr: 'نتائج المزادات الأخيرة: معظم العقارات بيعت بأعلى من سعر الأساس',
    titleEn: 'Recent auction results: most properties sold above their starting price',
    summaryAr:
      'منافسة قوية في جلسات المزادات الأخيرة دفعت أسعار البيع إلى مستويات تفوق أسعار الأساس، خصوصاً في السكن الخاص.',
    summaryEn:
      'Strong competition in recent auction sessions pushed sale prices above starting prices, especially for private housing.',
    bodyAr: [
      'أظهرت نتائج جلسات المزادات العقارية الأخيرة أن أغلب العقارات المعروضة بيعت بأسعار تفوق سعر الأساس، وبلغت الزيادة في بعض بيوت السكن الخاص أكثر من 20%.',
      'وشهدت الجلسات حضوراً كبيراً من المستثمرين الأفراد والمكاتب العقارية، وتركزت المنافسة على البيوت في المناطق المكتملة الخدمات والقسائم ذات المساحات المطلوبة.',
      'في المقابل، لم تجد بعض العقارات مشترين، خاصة تلك التي تحتاج إلى ترميم كبير أو المشغولة بمستأجرين، فأُعيدت إلى جلسات لاحقة بشروط معدلة.',
      'ويرى مختصون أن نتائج المزادات أصبحت مؤشراً مهماً على اتجاه السوق، لأنها تعكس ما يدفعه المشترون فعلياً في منافسة علنية، وليس أسعار العرض المعلنة فقط.',
    ],
    bodyEn: [
      'Results of recent property auction sessions show most of the properties offered sold above their starting price, with some private houses fetching more than 20% above it.',
      'Sessions drew a large turnout of individual investors and brokerage offices, and competition focused on houses in fully serviced areas and plots of sought-after sizes.',
      'Some properties found no buyer, especially those needing major renovation or occupied by tenants; they were returned to later sessions on revised terms.',
      'Specialists say auction results have become an important signal of the market’s direction, as they show what buyers actually pay in open competition rather than asking prices alone.',
    ],
  },
  {
    slug: 'brokerage-licensing-advert-disclosure',
    category: 'regulation',
    daysAgo: 107,
    hour: 11,
    titleAr: 'ضوابط جديدة لمكاتب الوساطة العقارية والإعلانات',
    titleEn: 'New rules for brokerage offices and property adverts',
    summaryAr:
      'اشتراطات ترخيص أوضح للوسطاء والتزام بذكر بيانات المكتب في كل إعلان عقاري، لحماية المتعاملين والحد من الإعلانات الوهمية.',
    summaryEn:
      'Clearer licensing for brokers and a duty to name the office in every property advert, to protect clients and curb fake listings.',
    bodyAr: [
      'تتجه الجهات المختصة إلى تشديد ضوابط ترخيص مكاتب الوساطة العقارية، بحيث يُشترط حصول الوسيط على ترخيص سارٍ واجتياز متطلبات مهنية قبل مزاولة النشاط.',
      'ومن أبرز الضوابط المطروحة إلزام المكاتب بذكر اسم المكتب ورقم الترخيص في كل إعلان عقاري، سواء في الصحف أو المنصات الإلكترونية أو وسائل التواصل، والامتناع عن نشر إعلانات لعقارات غير مفوض بتسويقها.',
      'وتهدف هذه الخطوات إلى الحد من الإعلانات الوهمية والمكررة التي تربك المشترين والمستأجرين، وإلى توضيح العمولة المستحقة وشروطها قبل بدء التعامل.',
      'وترحب مكاتب عقارية مرخصة بالتنظيم لأنه يحمي المهنة من الدخلاء، بينما تنصح الجمعيات المهنية المتعاملين بطلب عقد وساطة مكتوب يحدد الأتعاب ومدة التفويض.',
    ],
    bodyEn: [
      'The authorities are moving to tighten licensing of real-estate brokerage offices, requiring a valid licence and professional qualifications before a broker can practise.',
      'Among the rules under discussion: every property advert, in newspapers, online platforms or social media, must name the office and its licence number, and offices may not advertise properties they are not authorised to market.',
      'The aim is to curb fake and duplicate adverts that confuse buyers and tenants, and to make the commission and its conditions clear before any dealing begins.',
      'Licensed offices welcome the move as protection against unlicensed operators, and professional associations advise clients to ask for a written brokerage agreement that sets out the fee and the term of the mandate.',
    ],
  },
  {
    slug: 'housing-waiting-list-new-allocations-plan',
    category: 'projects',
    daysAgo: 119,
    hour: 10,
    titleAr: 'خطة لتقليص قوائم انتظار الرعاية السكنية عبر توزيعات متسارعة',
    titleEn: 'A plan to shorten the housing waiting list through faster allocations',
    summaryAr:
      'الرعاية السكنية تستهدف رفع وتيرة التوزيعات في المدن الجديدة خلال السنوات المقبلة، في ظل عشرات الآلاف من الطلبات القائمة.',
    summaryEn:
      'The housing authority aims to raise the pace of allocations in new cities over the coming years, with tens of thousands of applications pending.',
    bodyAr: [
      'تعمل المؤسسة العامة للرعاية السكنية على خطة لرفع وتيرة التوزيعات في المدن الجديدة، في ظل وجود عشرات الآلاف من الطلبات الإسكانية القائمة التي ينتظر أصحابها سنوات للحصول على قسيمة أو بيت.',
      'وتعتمد الخطة على تجهيز البنية التحتية في المدن الجنوبية والشمالية بالتوازي، والاستعانة بالقطاع الخاص في تنفيذ بعض الأعمال، إضافة إلى تطوير نماذج سكنية جديدة مثل الشقق والبيوت الجاهزة.',
      'ويؤكد مختصون أن تقليص فترة الانتظار ينعكس على السوق الخاص، إذ يدفع الانتظار الطويل كثيراً من الأسر إلى الإيجار أو الشراء بأسعار مرتفعة، ما يزيد الطلب على السكن الخاص القائم.',
      'ويبقى التحدي في توفير الخدمات المرافقة بالسرعة نفسها، لأن التوزيع دون مدارس وطرق ومراكز صحية يؤخر انتقال الأسر فعلياً إلى بيوتها.',
    ],
    bodyEn: [
      'The Public Authority for Housing Welfare is working on a plan to speed up allocations in new cities, with tens of thousands of housing applications pending and applicants waiting years for a plot or a house.',
      'The plan relies on preparing infrastructure in the southern and northern cities in parallel, bringing in the private sector for some works, and developing new housing types such as apartments and ready-built homes.',
      'Specialists say a shorter wait would affect the private market too: long waits push many families to rent or to buy at high prices, adding to demand for existing private housing.',
      'The challenge remains delivering services at the same pace, since allocations without schools, roads and health centres delay families actually moving into their homes.',
    ],
  },
  {
    slug: 'commercial-offices-demand-kuwait-city',
    category: 'market',
    daysAgo: 132,
    hour: 12,
    titleAr: 'الطلب على المكاتب الحديثة في مدينة الكويت يرفع نسب الإشغال',
    titleEn: 'Demand for modern offices in Kuwait City lifts occupancy',
    summaryAr:
      'الأبراج الحديثة في العاصمة تستقطب الشركات الباحثة عن مساحات مرنة، بينما تواجه المباني القديمة صعوبة في المنافسة.',
    summaryEn:
      'Modern towers in the capital attract companies seeking flexible space, while older buildings struggle to compete.',
    bodyAr: [
      'تشهد الأبراج المكتبية الحديثة في مدينة الكويت طلباً متزايداً من الشركات التي تبحث عن مساحات مرنة ومواقف كافية وخدمات متكاملة، ما رفع نسب الإشغال فيها خلال الأشهر الماضية.',
      'وتتراوح إيجارات المكاتب في الأبراج الحديثة بين 6 و9 دنانير للمتر المربع شهرياً بحسب الموقع والإطلالة والتشطيب، بينما تُعرض المكاتب في المباني القديمة بأسعار أقل بكثير دون أن تجد الإقبال نفسه.',
      'ويعزو مختصون الطلب إلى توسع قطاعات مثل الخدمات المالية والاستشارات والتقنية، وإلى رغبة الشركات في بيئات عمل حديثة تساعدها على استقطاب الموظفين.',
      'ويتوقع مطورون أن يتجه ملاك المباني القديمة إلى تجديدها أو تحويل استخداماتها، خاصة مع طرح مشاريع مكتبية جديدة في مناطق مثل الشويخ والري.',
    ],
    bodyEn: [
      'Modern office towers in Kuwait City are seeing rising demand from companies looking for flexible space, enough parking and full services, lifting occupancy in recent months.',
      'Office rents in modern towers range from KD 6 to 9 per square metre a month depending on location, view and finish, while space in older buildings is offered for much less without the same take-up.',
      'Specialists attribute demand to the growth of sectors such as financial services, consulting and technology, and to companies wanting modern workplaces that help them attract staff.',
      'Developers expect owners of older buildings to renovate or change their use, especially as new office projects come to areas such as Shuwaikh and Al-Rai.',
    ],
  },
  {
    slug: 'bank-housing-loan-rules-debt-ratio',
    category: 'finance',
    daysAgo: 146,
    hour: 11,
    titleAr: 'ما الذي يحدد قيمة القرض السكني من البنك؟ شرح لضوابط البنك المركزي',
    titleEn: 'What sets the size of a bank housing loan? The central bank’s rules explained',
    summaryAr:
      'سقف القرض ونسبة القسط من الراتب ومدة السداد: دليل مبسط للعوامل التي تحدد التمويل السكني من البنوك المحلية.',
    summaryEn:
      'Loan ceiling, instalment-to-salary ratio and term: a plain guide to what decides housing finance from local banks.',
    bodyAr: [
      'يضع بنك الكويت المركزي ضوابط للقروض المقدمة للأفراد بغرض شراء السكن الخاص أو بنائه أو ترميمه، تحدد الحد الأعلى لقيمة القرض ومدة السداد والنسبة القصوى للقسط الشهري من صافي الراتب.',
      'ولذلك لا تعتمد قيمة التمويل على رغبة العميل أو قيمة البيت فقط، بل على دخله والتزاماته القائمة، إذ تُحسب الأقساط الحالية للقروض الاستهلاكية وبطاقات الائتمان ضمن النسبة المسموح بها.',
      'ويشترط كثير من البنوك تقييماً معتمداً للعقار، وقد يُطلب من المشتري دفعة أولى إذا كان سعر الشراء أعلى من التقييم أو من الحد الأعلى للقرض.',
      'وينصح مستشارون الراغبين في الشراء بالحصول على موافقة مبدئية من البنك قبل التفاوض على السعر، ومقارنة العروض من حيث الهامش ورسوم الإدارة والتأمين، لا سعر الفائدة وحده.',
    ],
    bodyEn: [
      'The Central Bank of Kuwait sets rules for loans to individuals for buying, building or renovating a private home, fixing the maximum loan, the repayment term and the highest share of net salary a monthly instalment may take.',
      'So the amount of financing depends not only on what the buyer wants or what the house costs, but on income and existing commitments: current consumer-loan and credit-card instalments count towards the permitted share.',
      'Many banks require a certified valuation of the property, and a buyer may need a down payment when the price exceeds the valuation or the loan ceiling.',
      'Advisers recommend getting an in-principle approval from the bank before negotiating a price, and comparing offers on margin, administration fees and insurance, not the interest rate alone.',
    ],
  },
  {
    slug: 'how-property-auctions-work-kuwait',
    category: 'auctions',
    daysAgo: 161,
    hour: 10,
    titleAr: 'كيف تشارك في مزاد عقاري في الكويت؟ خطوات وشروط أساسية',
    titleEn: 'How to take part in a property auction in Kuwait: steps and conditions',
    summaryAr:
      'من قراءة ملف العقار إلى تقديم الشيك المصدق وسداد الثمن: دليل عملي للمشاركة في مزادات إدارة التنفيذ والبنوك.',
    summaryEn:
      'From reading the property file to the certified cheque and paying the balance: a practical guide to court and bank auctions.',
    bodyAr: [
      'تُطرح العقارات في المزادات العلنية عادة من إدارة التنفيذ في وزارة العدل تنفيذاً لأحكام قضائية، أو من البنوك لاستيفاء تمويلات متعثرة، أو من شركات المزادات نيابة عن الملاك.',
      'وتبدأ المشاركة بقراءة إعلان المزاد وملف العقار جيداً: الموقع، والمساحة، ورقم القسيمة، وحالة البناء، وسعر الأساس، وقيمة الزيادة في كل مزايدة، ومهلة سداد باقي الثمن.',
      'وفي يوم المزاد يُطلب من المشارك تقديم شيك مصدق بالنسبة المحددة في الشروط، ويُعاد الشيك لمن لم يرسُ عليه المزاد، أما من رسا عليه فيُخصم من الثمن ويلتزم بسداد الباقي في الموعد وإلا فقد مبلغ التأمين.',
      'ويوصي مختصون بتحديد سقف سعري قبل الجلسة والالتزام به، وبإضافة رسوم التسجيل وأي تكاليف إخلاء أو ترميم إلى حساب التكلفة الفعلية، حتى لا تتحول الفرصة إلى عبء.',
      'ومن المفيد متابعة نتائج المزادات السابقة للعقارات المشابهة في المنطقة نفسها، لأنها تعطي صورة واقعية عن مستوى المنافسة وأسعار البيع المتوقعة.',
    ],
    bodyEn: [
      'Properties reach public auction from the Ministry of Justice’s Execution Department under court judgments, from banks recovering defaulted loans, or from auction companies acting for owners.',
      'Taking part starts with reading the auction notice and the property file carefully: location, size, plot number, condition, starting price, the minimum raise per bid and the deadline for paying the balance.',
      'On auction day, bidders present a certified cheque for the share set in the conditions. Unsuccessful bidders get their cheques back; the winner’s cheque counts towards the price, and a winner who misses the payment deadline forfeits it.',
      'Specialists recommend fixing a price ceiling before the session and sticking to it, and adding registration fees and any eviction or renovation costs to the real cost, so a bargain does not become a burden.',
      'Following earlier auction results for similar properties in the same area helps too: they give a realistic picture of competition and likely sale prices.',
    ],
  },
  {
    slug: 'chalet-demand-khairan-bneider-season',
    category: 'market',
    daysAgo: 177,
    hour: 12,
    titleAr: 'موسم الشاليهات: طلب متزايد على الخيران وبنيدر والجليعة',
    titleEn: 'Chalet season: rising demand in Khairan, Bneider and Julaia',
    summaryAr:
      'ارتفاع الطلب على شراء الشاليهات واستئجارها مع اقتراب الموسم، والإيجارات الأسبوعية للشاليهات المطلة على البحر في أعلى مستوياتها.',
    summaryEn:
      'Demand to buy and rent chalets rises as the season nears, with weekly rents for seafront chalets at their highest.',
    bodyAr: [
      'يرتفع الطلب على الشاليهات في الشريط الساحلي الجنوبي مع اقتراب الموسم، خاصة في الخيران وبنيدر والجليعة، حيث تسعى الأسر إلى حجز شاليه لعطلات نهاية الأسبوع أو شرائه للاستخدام العائلي.',
      'وتتفاوت الإيجارات الأسبوعية بحسب الإطلالة والمساحة والمرافق، وتسجل الشاليهات المطلة مباشرة على البحر والمزودة بمسبح خاص أعلى الأسعار، بينما تتوفر خيارات أقل تكلفة في الصفوف الخلفية.',
      'وعلى صعيد البيع، تبقى الشاليهات ذات الواجهة البحرية الطويلة نادرة المعروض، ما يحافظ على أسعارها رغم تباطؤ بعض شرائح السوق الأخرى.',
      'وينصح مختصون المشترين بالتحقق من وضع الأرض القانوني، إذ تختلف أنظمة الشاليهات بين أراضي أملاك الدولة المرخصة والأراضي المملوكة، وهو ما ينعكس على التمويل والتسجيل.',
    ],
    bodyEn: [
      'Demand for chalets on the southern coastal strip rises as the season approaches, especially in Khairan, Bneider and Julaia, where families look to book a chalet for weekends or buy one for family use.',
      'Weekly rents vary with view, size and facilities. Chalets directly on the sea with a private pool command the highest prices, while cheaper options are available in the rows behind.',
      'On the sales side, chalets with a long sea frontage remain in short supply, which keeps their prices firm even as some other segments slow.',
      'Specialists advise buyers to check the land’s legal status: chalets on licensed state land and on privately owned land follow different rules, which affects financing and registration.',
    ],
  },
  {
    slug: 'electronic-property-transfer-services',
    category: 'regulation',
    daysAgo: 196,
    hour: 11,
    titleAr: 'خدمات إلكترونية لتسجيل العقارات ونقل ملكيتها تختصر المراجعات',
    titleEn: 'Online services for property registration and transfer cut trips to the ministry',
    summaryAr:
      'حجز المواعيد وتقديم طلبات التسجيل ومتابعة المعاملات العقارية إلكترونياً، مع الإبقاء على الحضور لتوقيع العقد النهائي.',
    summaryEn:
      'Booking appointments, filing registration requests and tracking property transactions online, with attendance kept for signing the final deed.',
    bodyAr: [
      'توسعت الخدمات الإلكترونية المرتبطة بتسجيل العقارات ونقل ملكيتها، إذ أصبح بإمكان المتعاملين حجز مواعيد التوثيق وتقديم الطلبات ومتابعة حالتها عبر المنصات الحكومية الإلكترونية.',
      'وتشمل الخدمات رفع المستندات المطلوبة مثل الوثيقة والبطاقات المدنية وشهادات عدم الممانعة من الجهات المعنية، ما يقلل عدد المراجعات ويسرّع إنجاز المعاملة.',
      'ويبقى حضور البائع والمشتري أو وكلائهما ضرورياً لتوقيع العقد النهائي أمام الموثق في كثير من الحالات، لضمان صحة الإرادة وسلامة الإجراءات.',
      'ويرى مكاتب عقارية أن التحول الرقمي قلّص مدة إنجاز الصفقات، ويطالبون بربط المزيد من الجهات إلكترونياً، مثل البلدية والكهرباء، لإنهاء المعاملة من مكان واحد.',
    ],
    bodyEn: [
      'Online services for property registration and transfer have expanded: parties can now book notarisation appointments, file requests and track their status through government e-platforms.',
      'Services include uploading the required documents, such as the title deed, civil ID cards and no-objection certificates from the relevant bodies, which cuts the number of visits and speeds up transactions.',
      'In many cases the seller and buyer, or their agents, must still attend to sign the final contract before the notary, to confirm consent and the soundness of the procedure.',
      'Brokerage offices say going digital has shortened the time to close a deal, and want more bodies, such as the municipality and the electricity ministry, linked online so a transaction can be finished in one place.',
    ],
  },
  {
    slug: 'khairan-residential-city-partnership-model',
    category: 'projects',
    daysAgo: 236,
    hour: 10,
    titleAr: 'مدينة الخيران السكنية ونموذج الشراكة مع القطاع الخاص',
    titleEn: 'Khairan residential city and the private-partnership model',
    summaryAr:
      'مشروع الخيران السكني يختبر نموذج الشراكة بين الرعاية السكنية والمطورين لتوفير السكن والخدمات، وسط ترقب لنتائجه.',
    summaryEn:
      'The Khairan housing project tests a partnership between the housing authority and developers to deliver homes and services.',
    bodyAr: [
      'تمثل مدينة الخيران السكنية جنوب البلاد أحد المشاريع التي تعتمد نموذج الشراكة بين المؤسسة العامة للرعاية السكنية والقطاع الخاص، بحيث يتولى المطور جزءاً من أعمال التصميم والتنفيذ والتشغيل.',
      'ويتضمن المخطط أحياء سكنية ومراكز تجارية وخدمات تعليمية وصحية وواجهات بحرية، مع ربط المدينة بشبكة الطرق الرئيسية المؤدية إلى الأحمدي والعاصمة.',
      'ويرى مؤيدو النموذج أن الشراكة تسرّع الإنجاز وتخفف العبء على الميزانية العامة، بينما يشدد آخرون على أهمية وضوح العقود وضمان جودة الخدمات وأسعارها للمواطنين.',
      'ويتابع المهتمون بالسوق العقاري هذا المشروع لأنه قد يصبح مرجعاً لمدن جديدة بالنموذج نفسه، ما يغير طريقة توفير السكن في السنوات المقبلة.',
    ],
    bodyEn: [
      'Khairan residential city in the south is one of the projects built on a partnership between the Public Authority for Housing Welfare and the private sector, with the developer taking on part of the design, construction and operation.',
      'The plan includes residential districts, shopping centres, schools and health services and waterfronts, with the city linked to the main roads towards Ahmadi and the capital.',
      'Supporters say the partnership speeds up delivery and eases the burden on the state budget; others stress clear contracts and guaranteed quality and prices of services for citizens.',
      'Property watchers follow the project because it could become the template for new cities built the same way, changing how housing is delivered in the years ahead.',
    ],
  },
];
