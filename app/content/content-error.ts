/** `line` (1-based) when the problem sits on one line of the file, as in a body or a list entry. */
export type ContentIssue = { file: string; field: string; message: string; line?: number };

/** Every problem found in content/, each naming its file and field, thrown as one error. */
export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `Content has ${issues.length} problem(s):\n` +
        issues
          .map(
            (i) =>
              `  ${i.file}${i.line ? `:${i.line}` : ""}${i.field ? ` › ${i.field}` : ""}: ${i.message}`,
          )
          .join("\n"),
    );
    this.name = "ContentError";
  }
}
