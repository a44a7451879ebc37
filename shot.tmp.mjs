import { chromium } from 'playwright-core';
const [url, out, locale='ar', width='390'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: +width, height: 900 } });
await ctx.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost:3300' }]);
const p = await ctx.newPage(); await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out, fullPage: false }); await b.close();
