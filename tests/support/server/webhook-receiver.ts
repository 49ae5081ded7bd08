import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { createServer } from "node:http";

// A webhook receiver on 127.0.0.1 for the delivery tests and the relay benchmark. It records every
// request and answers as told: a status after a delay (with headers, and a body that can echo the
// Idempotency-Key as n8n's Respond to Webhook node would), or never ("hold") until it is closed.

type ReceivedRequest = {
  method: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** When it arrived (Date.now()). */
  at: number;
};

type ReceiverBehaviour =
  | {
      status: number;
      delayMs?: number;
      headers?: Record<string, string>;
      /** The answer's body; `{ok}` JSON by default. "echo" answers `{"id": <Idempotency-Key>}`. */
      body?: string | "echo";
    }
  | "hold";

export type WebhookReceiver = {
  readonly url: string;
  readonly port: number;
  readonly requests: ReceivedRequest[];
  /** Behaviour for the next requests, in order; the last one repeats. */
  respond(...behaviours: ReceiverBehaviour[]): void;
  /** Decides each answer from the request itself (replaces `respond`'s list). */
  respondWith(decide: (request: ReceivedRequest) => ReceiverBehaviour): void;
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(
  options: { port?: number; record?: boolean } = {},
): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const held = new Set<ServerResponse>();
  const waiters = new Set<() => void>();
  let behaviours: ReceiverBehaviour[] = [{ status: 200 }];
  let decider: ((request: ReceivedRequest) => ReceiverBehaviour) | undefined;
  let served = 0;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request: ReceivedRequest = {
        method: req.method ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      const behaviour = decider
        ? decider(request)
        : (behaviours[Math.min(served, behaviours.length - 1)] ?? { status: 200 });
      served += 1;
      if (options.record !== false) requests.push(request);
      for (const waiter of waiters) waiter();
      if (behaviour === "hold") {
        held.add(res);
        res.on("close", () => held.delete(res));
        return;
      }
      const answer = () => {
        const key = req.headers["idempotency-key"];
        const body =
          behaviour.body === "echo"
            ? JSON.stringify({ id: typeof key === "string" ? key : "" })
            : (behaviour.body ?? JSON.stringify({ ok: behaviour.status < 300 }));
        res.writeHead(behaviour.status, {
          "Content-Type": "application/json",
          ...behaviour.headers,
        });
        res.end(body);
      };
      if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
      else answer();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}/webhook`,
    port,
    requests,
    respond(...next) {
      behaviours = next.length > 0 ? next : [{ status: 200 }];
      decider = undefined;
      served = 0;
    },
    respondWith(decide) {
      decider = decide;
    },
    waitForRequests(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(requests.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} webhook requests, got ${requests.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening on it (connections are refused). */
export async function freePort(): Promise<number> {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.port;
}
