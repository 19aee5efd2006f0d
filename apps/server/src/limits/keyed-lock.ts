// In-process turns per key: callers with a key in common run one after the
// other, the others at once. The rate limits take their keys' turns here
// before their database transaction locks the same keys' rows, so that a
// burst of attempts on one key waits in memory — not holding pooled
// database connections while it waits for the row lock (150 parallel
// logins otherwise ran the pool dry: 503 after its 1 s connection timeout).
export class KeyedLock {
  readonly #tails = new Map<string, Promise<void>>();

  /** Runs `work` once it holds every key (taken in sorted order: no two callers wait on each other crosswise). */
  async run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const releases: (() => void)[] = [];
    try {
      for (const key of [...new Set(keys)].sort()) releases.push(await this.#take(key));
      return await work();
    } finally {
      for (const release of releases.reverse()) release();
    }
  }

  async #take(key: string): Promise<() => void> {
    const before = this.#tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    this.#tails.set(key, tail);
    await before;
    return () => {
      release();
      // The last in line leaves no entry behind.
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    };
  }
}
