/** What `put` stores: bytes in memory, or a file on local disk (an upload as received), copied without loading it. */
export type FileContent = Buffer | { filePath: string };

export interface StoredFile {
  bytes: Buffer;
  mimeType: string;
}

/** File storage; local disk by default, the same interface fits an S3-compatible bucket. */
export interface Storage {
  put(key: string, content: FileContent, mimeType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  remove(key: string): Promise<void>;
  /** Address of a public file (avatars, ad photos); private files are served through their owner-checked route. */
  publicUrl(key: string): string;
}
