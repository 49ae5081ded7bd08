// A page script compiled by the build (page-script.ts): its code, to pass to callPageScript.
declare module "*?page-script" {
  const code: string;
  export default code;
}
