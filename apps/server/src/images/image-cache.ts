// A bounded in-memory LRU of rendered images. Per instance: another instance
// renders the same image once more, which is cheap enough (browsers and the
// service worker keep them for a long time anyway).

export interface CachedImage {
  data: Buffer;
  contentType: string;
}

interface Entry extends CachedImage {
  expiresAt: number;
}

export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.bytes;
  }

  get(key: string): CachedImage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.data.byteLength;
      return undefined;
    }
    // Re-inserting moves the entry to the newest end of the Map's order.
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, value: CachedImage, ttlMs: number): void {
    if (value.data.byteLength > this.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.data.byteLength;
    }
    this.entries.set(key, { ...value, expiresAt: this.now() + ttlMs });
    this.bytes += value.data.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.data.byteLength;
    }
  }
}
