// @jsonresume/schema ships JavaScript only; this is the part of its API the tests call
// (node_modules/@jsonresume/schema/validator.js).
declare module "@jsonresume/schema" {
  type ValidationError = { property: string; message: string };
  const resumeSchema: {
    validate(
      resume: unknown,
      callback: (errors: ValidationError[] | null, valid: boolean) => void,
    ): void;
  };
  export default resumeSchema;
}
