import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// Every page is prerendered at build time (react-router.config.ts: no server rendering), so no
// visitor waits on this stream, and it is written out whole (`npm run dev` renders here too, for one
// developer). React Router's default entry streams from the shell, which leaves the hydration data
// in Suspense boundaries completed after the shell: hidden <div>s that inline scripts move into
// place a frame after the first paint. Waiting for everything writes the data where it belongs, as
// plain markup: three scripts fewer and no DOM moved after the paint (ADR 15).

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
