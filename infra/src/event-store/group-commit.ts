/**
 * Group commit: requests submitted in the same tick are handed to `commit` together, so one durable
 * transaction (one fsync) serves all of them. `commit` settles each request on its own: one failing
 * request rejects only its own promise. If `commit` itself throws, the whole batch was rolled back and
 * every request in it is rejected.
 */

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommit<I, R> {
  submit(item: I): Promise<R>;
  /** Commits whatever is queued now, instead of on the next turn of the event loop. */
  flush(): void;
}

interface Pending<I, R> {
  item: I;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export function createGroupCommit<I, R>(commit: (items: I[]) => Settled<R>[], afterCommit: () => void): GroupCommit<I, R> {
  let queue: Pending<I, R>[] = [];
  let scheduled: NodeJS.Immediate | null = null;

  function flush(): void {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;

    let outcomes: Settled<R>[];
    try {
      outcomes = commit(batch.map((pending) => pending.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (!outcome) pending.reject(new Error('Group commit returned no outcome for a request'));
      else if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
    afterCommit();
  }

  return {
    submit(item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        scheduled ??= setImmediate(flush);
      });
    },
    flush,
  };
}
