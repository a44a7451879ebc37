import type { ReactNode } from 'react';

/** The framework's floor for `npm run lighthouse`: a bare Next page in Arabic, right to left, with no client code. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <title>شقق للإيجار</title>
        <meta name="description" content="صفحة مرجعية لقياس أداء إطار العمل وحده" />
      </head>
      <body>{children}</body>
    </html>
  );
}
