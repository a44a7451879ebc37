'use client';

import { useState } from 'react';
import type { PushSetup } from '@/lib/push/subscribe-browser';

export type PushProblem = Exclude<PushSetup, 'subscribed'>;

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * Turning a push switch on: asks the browser's permission then (never on page load; in the click itself, as Safari
 * requires), then loads the subscription code and subscribes this browser. `enable` answers whether push may go on.
 */
export function useBrowserPush() {
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const [pending, setPending] = useState(false);

  async function enable(): Promise<boolean> {
    setProblem(null);
    if (!supported()) {
      setProblem('unsupported');
      return false;
    }
    const permission =
      Notification.permission === 'default'
        ? Notification.requestPermission()
        : Promise.resolve(Notification.permission);
    setPending(true);
    try {
      if ((await permission) !== 'granted') {
        setProblem('denied');
        return false;
      }
      const { subscribeBrowser } = await import('@/lib/push/subscribe-browser');
      const result = await subscribeBrowser();
      if (result !== 'subscribed') setProblem(result);
      return result === 'subscribed';
    } finally {
      setPending(false);
    }
  }

  return { enable, problem, pending };
}
