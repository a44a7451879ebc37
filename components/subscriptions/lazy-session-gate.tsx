'use client';

import dynamic from 'next/dynamic';

/** The session gate with its HTTP client and schemas, loaded only when it shows (an expired access cookie). */
export const LazySessionGate = dynamic(() => import('@/components/profile/session-gate').then((m) => m.SessionGate));
