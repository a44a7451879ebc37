import { getRequestConfig } from 'next-intl/server';
import { toLocale } from './config';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Kuwait' };
});
