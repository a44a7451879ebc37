'use client';

import { useState, type ReactNode } from 'react';

/**
 * A native disclosure whose content is drawn the first time it opens: content a visitor may never open costs the page
 * no elements and no hydration. Until then it sits in `<noscript>`, which a browser running scripts keeps as text and
 * one without them shows, opened and closed natively.
 */
export function LazyDetails({
  summary,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setDrawn(true)}>
      <summary className={summaryClassName}>{summary}</summary>
      {drawn ? children : <noscript>{children}</noscript>}
    </details>
  );
}
