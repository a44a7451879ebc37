import type { StoreLinks } from '@/components/ui/store-badges';
import { config } from '@/server/config';

/** The apps' store pages from the configuration (APP_STORE_URL, GOOGLE_PLAY_URL); empty until the apps are published. */
export function storeLinks(): StoreLinks {
  const { APP_STORE_URL, GOOGLE_PLAY_URL } = config();
  return { appStore: APP_STORE_URL, googlePlay: GOOGLE_PLAY_URL };
}
