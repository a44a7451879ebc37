'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AdMediaItem } from '@/lib/schemas/ads';
import { useRemoveAdMedia } from '@/lib/queries/use-remove-ad-media';
import { useReorderAdMedia } from '@/lib/queries/use-reorder-ad-media';
import { useUploadAdMedia } from '@/lib/queries/use-upload-ad-media';
import { checkMediaFiles, type MediaKind } from './media-checks';

export type SavedEntry = { key: string; state: 'saved'; kind: MediaKind; media: AdMediaItem; removing: boolean };
export type LocalEntry = {
  key: string;
  state: 'queued' | 'uploading' | 'failed';
  kind: MediaKind;
  file: File;
  preview: string;
  progress: number;
  error?: unknown;
};
export type MediaEntry = SavedEntry | LocalEntry;

let lastKey = 0;
const newKey = () => `local-${++lastKey}`;

const savedEntry = (media: AdMediaItem): SavedEntry => ({
  key: `media-${media.id}`,
  state: 'saved',
  kind: media.kind,
  media,
  removing: false,
});

/** The list lives outside React state so that the sequential upload loop always reads the latest entries. */
function createEntriesStore(initial: MediaEntry[]) {
  let entries = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => entries,
    set(next: MediaEntry[]) {
      entries = next;
      for (const listener of listeners) listener();
    },
    patch(key: string, change: (entry: MediaEntry) => MediaEntry) {
      this.set(entries.map((entry) => (entry.key === key ? change(entry) : entry)));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const savedIds = (entries: MediaEntry[]) =>
  entries.flatMap((entry) => (entry.state === 'saved' ? [entry.media.id] : []));

type UseAdMediaOptions = {
  /** The ad being edited: changes go to the API at once. Without it (a new ad) files wait for `uploadQueued`. */
  adId?: number;
  initial: AdMediaItem[];
  /** A removal or a new order the API refused (the list is put back as it was). */
  onError(error: unknown): void;
};

/**
 * The ad's photos and videos while the form is open: stored ones, files waiting or uploading (one at a time, so each
 * shows its own progress and the API's count check stays exact) and failed ones, in display order.
 */
export function useAdMedia({ adId, initial, onError }: UseAdMediaOptions) {
  const [store] = useState(() => createEntriesStore(initial.map(savedEntry)));
  const entries = useSyncExternalStore(store.subscribe, store.get, store.get);
  const upload = useUploadAdMedia();
  const removeMedia = useRemoveAdMedia();
  const reorder = useReorderAdMedia();
  const uploading = useRef<Promise<number> | undefined>(undefined);
  const order = useRef({ confirmed: savedIds(store.get()), wanted: undefined as number[] | undefined, saving: false });

  useEffect(
    () => () => {
      for (const entry of store.get()) if (entry.state !== 'saved') URL.revokeObjectURL(entry.preview);
    },
    [store],
  );

  const nextQueued = () => store.get().find((entry): entry is LocalEntry => entry.state === 'queued');
  const updateLocal = (key: string, change: Partial<Omit<LocalEntry, 'key'>>) =>
    store.patch(key, (entry) => (entry.state === 'saved' ? entry : { ...entry, ...change }));

  async function runUploads(targetAdId: number): Promise<number> {
    for (let next = nextQueued(); next; next = nextQueued()) {
      const { key, file, preview } = next;
      updateLocal(key, { state: 'uploading', progress: 0 });
      try {
        const media = await upload.mutateAsync({
          adId: targetAdId,
          file,
          onProgress: (progress) => updateLocal(key, { progress }),
        });
        URL.revokeObjectURL(preview);
        store.patch(key, () => savedEntry(media));
        order.current.confirmed = savedIds(store.get());
      } catch (error) {
        updateLocal(key, { state: 'failed', error });
      }
    }
    return store.get().filter((entry) => entry.state === 'failed').length;
  }

  /** Uploads every waiting file in display order; resolves with how many failed. A call during a run joins it. */
  function uploadQueued(targetAdId: number): Promise<number> {
    uploading.current ??= runUploads(targetAdId).finally(() => {
      uploading.current = undefined;
    });
    return uploading.current;
  }

  /** Adds chosen files after the client-side checks; returns the refused ones with the reason. */
  function add(files: File[]) {
    const taken = store.get().filter((entry) => entry.state !== 'failed').length;
    const { accepted, refused } = checkMediaFiles(files, taken);
    const added = accepted.map(({ file, kind }): LocalEntry => ({
      key: newKey(),
      state: 'queued',
      kind,
      file,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    store.set([...store.get(), ...added]);
    if (adId !== undefined && added.length > 0) void uploadQueued(adId);
    return refused;
  }

  /** Puts a failed file back in line; on a stored ad it goes up at once. */
  function retry(key: string) {
    updateLocal(key, { state: 'queued', progress: 0, error: undefined });
    if (adId !== undefined) void uploadQueued(adId);
  }

  function remove(key: string) {
    const entry = store.get().find((e) => e.key === key);
    if (!entry || entry.state === 'uploading') return;
    if (entry.state !== 'saved') {
      URL.revokeObjectURL(entry.preview);
      store.set(store.get().filter((e) => e.key !== key));
      return;
    }
    if (adId === undefined) return;
    store.patch(key, () => ({ ...entry, removing: true }));
    removeMedia.mutate(
      { adId, mediaId: entry.media.id },
      {
        onSuccess: () => {
          store.set(store.get().filter((e) => e.key !== key));
          order.current.confirmed = savedIds(store.get());
        },
        onError: (error) => {
          store.patch(key, () => ({ ...entry, removing: false }));
          onError(error);
        },
      },
    );
  }

  /** Saves the newest order; one request at a time, so answers cannot arrive out of turn and undo a later move. */
  async function saveOrder(targetAdId: number) {
    const state = order.current;
    if (state.saving) return;
    state.saving = true;
    while (state.wanted) {
      const mediaIds = state.wanted;
      state.wanted = undefined;
      try {
        state.confirmed = (await reorder.mutateAsync({ adId: targetAdId, mediaIds })).map((media) => media.id);
      } catch (error) {
        state.wanted = undefined;
        const byId = new Map(
          store.get().flatMap((entry) => (entry.state === 'saved' ? [[entry.media.id, entry] as const] : [])),
        );
        const restored = state.confirmed.flatMap((id) => byId.get(id) ?? []);
        store.set([...restored, ...store.get().filter((entry) => entry.state !== 'saved')]);
        onError(error);
      }
    }
    state.saving = false;
  }

  function move(from: number, to: number) {
    const list = store.get();
    if (from === to || to < 0 || to >= list.length || !list[from]) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    store.set(next);
    if (adId === undefined) return;
    order.current.wanted = savedIds(next);
    void saveOrder(adId);
  }

  const busy = entries.some((entry) => entry.state === 'uploading' || (entry.state === 'saved' && entry.removing));
  // A stored ad's order names every stored item: it waits until nothing is on its way up.
  const canReorder = adId === undefined ? !busy : !busy && !entries.some((entry) => entry.state === 'queued');
  const count = entries.filter((entry) => entry.state !== 'failed').length;

  return { entries, count, busy, canReorder, add, retry, remove, move, uploadQueued };
}

export type AdMedia = ReturnType<typeof useAdMedia>;
