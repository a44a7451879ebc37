'use client';

import dynamic from 'next/dynamic';

/**
 * The interactive map when a Google Maps key is configured. Its code (@react-google-maps/api) is a chunk of its own,
 * loaded only where a map is rendered, never in the first load of every ad page.
 */
export const GoogleAdMap = dynamic(() => import('./google-map-view'));
