'use client';

import dynamic from 'next/dynamic';

/**
 * The session gate, loaded only when a page renders it (a session to restore): its account client and schemas (about
 * 17 kB gzip) stay out of the first load of every member page for a member already signed in.
 */
export const LazySessionGate = dynamic(() => import('@/components/profile/session-gate').then((m) => m.SessionGate));
