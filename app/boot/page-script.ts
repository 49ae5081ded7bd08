// How a page runs a script of app/boot/page/, compiled by the build (page-script-compiler.server.ts).

/** The function the compiled code hands the module's default export to. */
export const pageScriptHandOver = "pageScript";

/**
 * A script that runs compiled `code` with `args` (JSON values): a classic script in a page's
 * <head>, or the start of a module script. Its definitions stay inside the script's own function,
 * so nothing is added to the page's globals. `<` is escaped so that no argument can close the
 * <script> element.
 */
export function callPageScript(code: string, ...args: unknown[]): string {
  const values = args.map((arg) => JSON.stringify(arg).replaceAll("<", "\\u003c")).join(",");
  return `(()=>{let r;const ${pageScriptHandOver}=(run)=>{r=run(${values})};${code}\nreturn r})()`;
}
