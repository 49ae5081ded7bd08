import type { NewMessage, Outbox } from "./outbox";

// Group commit: messages enqueued during one turn of the event loop are written in one transaction,
// so concurrent requests share one disk sync instead of queueing behind one sync each. Every caller
// still gets its id only after the commit, and an error when the commit fails.

type Waiting = {
  message: NewMessage;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
};

export function createGroupCommit(outbox: Pick<Outbox, "enqueueMany">) {
  let batch: Waiting[] = [];

  function flush() {
    const current = batch;
    batch = [];
    try {
      const ids = outbox.enqueueMany(current.map((waiting) => waiting.message));
      current.forEach((waiting, index) => {
        const id = ids[index];
        if (id === undefined) waiting.reject(new Error("the message was not stored"));
        else waiting.resolve(id);
      });
    } catch (error) {
      for (const waiting of current) waiting.reject(error);
    }
  }

  return function enqueue(message: NewMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      if (batch.length === 0) setImmediate(flush);
      batch.push({ message, resolve, reject });
    });
  };
}
