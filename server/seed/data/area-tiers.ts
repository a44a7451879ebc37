/** Prime suburbs and new cities by area slug (every other suburb is established): they drive demo prices of ads and deals. */
export const primeAreas = new Set([
  'dasma', 'daiya', 'shamiya', 'shuwaikh-residential', 'abdullah-al-salem', 'adailiya', 'kaifan', 'rawda', 'qadsiya', 'faiha', 'mansouriya', 'nuzha',
  'khaldiya', 'yarmouk', 'qurtuba', 'surra', 'shaab', 'bidaa', 'jabriya', 'rumaithiya', 'salwa', 'bayan', 'mishref', 'siddiq', 'shuhada', 'zahra',
  'south-surra', 'salam', 'hittin', 'qurain', 'qusour', 'messila', 'fnaitees', 'abu-fatira', 'masayel',
]);
export const newCities = new Set([
  'jaber-al-ahmad-city', 'saad-al-abdullah', 'sabah-al-ahmad-city', 'mutlaa-city', 'west-abdullah-al-mubarak', 'south-abdullah-al-mubarak',
  'abdullah-al-mubarak', 'jaber-al-ali', 'ali-sabah-al-salem', 'naeem', 'nasseem', 'oyoun', 'waha', 'taima', 'qasr', 'sulaibiya', 'wista', 'sabah-al-nasser',
  'abu-al-hasaniya', 'fahad-al-ahmad', 'dhaher', 'hadiya', 'egaila', 'north-west-sulaibikhat',
]);
