/** The part of the Web Locks API used here (`navigator.locks`). */
export type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
/** The part of BroadcastChannel used here. */
export type ChannelLike = {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};
export type TabCoordination = { locks?: LockManagerLike; channel?: ChannelLike };

const lockName = 'manzil-reauthenticate';

const tokenOf = (data: unknown) =>
  data && typeof data === 'object' && typeof (data as { token?: unknown }).token === 'string'
    ? (data as { token: string }).token
    : undefined;

/**
 * Tabs of one browser share one refresh: the call runs under a Web Lock, and its new access token is broadcast, so a
 * tab that waited for the lock takes the token another tab just got instead of spending the (shared) refresh cookie
 * again. `coordination` is read on the first call only, so server renders never open a channel.
 */
export function shareAcrossTabs(
  reauthenticate: () => Promise<string | undefined>,
  coordination: () => TabCoordination,
): () => Promise<string | undefined> {
  let tabs: TabCoordination | undefined;
  let received: { token: string; generation: number } | undefined;
  let generation = 0;

  function connect(): TabCoordination {
    if (tabs) return tabs;
    tabs = coordination();
    tabs.channel?.addEventListener('message', (event) => {
      const token = tokenOf(event.data);
      if (token) received = { token, generation: ++generation };
    });
    return tabs;
  }

  return () => {
    const { locks, channel } = connect();
    const askedAt = generation;
    const run = async () => {
      if (received && received.generation > askedAt) return received.token;
      const token = await reauthenticate();
      if (token) channel?.postMessage({ token });
      return token;
    };
    return locks ? locks.request(lockName, run) : run();
  };
}
