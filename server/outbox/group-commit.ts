import type { MessageStore, NewMessage, Stored } from "./store";

// Group commit: messages enqueued during one turn of the event loop are written in one transaction,
// so concurrent requests share one disk sync (or one round trip to PostgreSQL) instead of queueing
// behind one each. Every caller still learns how its message was stored only after the commit, and
// gets an error when the commit fails.

type Waiting = {
  message: NewMessage;
  resolve: (stored: Stored) => void;
  reject: (error: unknown) => void;
};

export function createGroupCommit(
  store: Pick<MessageStore, "enqueueMany">,
  options: { floodPerHour?: number } = {},
) {
  let batch: Waiting[] = [];

  async function flush() {
    const current = batch;
    batch = [];
    try {
      const stored = await store.enqueueMany(
        current.map((waiting) => waiting.message),
        options,
      );
      current.forEach((waiting, index) => {
        const entry = stored[index];
        if (entry === undefined) waiting.reject(new Error("the message was not stored"));
        else waiting.resolve(entry);
      });
    } catch (error) {
      for (const waiting of current) waiting.reject(error);
    }
  }

  return function enqueue(message: NewMessage): Promise<Stored> {
    return new Promise((resolve, reject) => {
      if (batch.length === 0) setImmediate(() => void flush());
      batch.push({ message, resolve, reject });
    });
  };
}
