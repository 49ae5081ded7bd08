import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// Every page is prerendered at build time (react-router.config.ts: no server rendering), so no
// visitor waits on this stream: it is written out whole. React Router's default entry streams from
// the shell, which leaves the hydration data in Suspense boundaries completed after the shell: in
// the page, hidden <div>s that inline scripts move into place after the first paint, each move
// restyling the page on a phone's busy main thread. Waiting for everything writes those boundaries
// where they belong, as plain markup (docs/performance.md, "Total Blocking Time").

/** A hang, not a slow page: the render has this long before it is aborted and the build fails. */
const renderTimeoutMs = 10_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let abortRender = (reason: Error): void => reject(reason);
    const timeout = setTimeout(
      () => abortRender(new Error("prerender timed out")),
      renderTimeoutMs,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
