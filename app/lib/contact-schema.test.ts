// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  contactErrorCodes,
  contactLimits,
  ContactMessageSchema,
  contactReasons,
  ContactRequestSchema,
} from "./contact-schema";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  reason: "collaboration",
  message: "Shall we build an analytical engine together?",
};

function codes(input: Record<string, unknown>) {
  const result = ContactMessageSchema.safeParse(input);
  return result.success ? {} : contactErrorCodes(result.error);
}

// An address of exactly `length` characters that passes the e-mail format.
function emailOfLength(length: number) {
  const domain = "@example.com";
  const local = "a".repeat(64);
  const labels: string[] = [];
  let rest = length - local.length - domain.length;
  while (rest > 0) {
    const size = Math.min(rest - 1, 62);
    labels.push("b".repeat(Math.max(size, 1)));
    rest -= Math.max(size, 1) + 1;
  }
  const email = `${local}@${labels.join(".")}.${domain.slice(1)}`;
  expect(email).toHaveLength(length);
  return email;
}

describe("ContactMessageSchema", () => {
  it("accepts a valid message and trims it", () => {
    const parsed = ContactMessageSchema.parse({
      name: "  Ada  ",
      email: " ada@example.com ",
      reason: "general",
      message: "\n Hello \n",
    });
    expect(parsed).toEqual({
      name: "Ada",
      email: "ada@example.com",
      reason: "general",
      message: "Hello",
    });
  });

  it("drops unknown fields", () => {
    expect(ContactMessageSchema.parse({ ...valid, extra: 1 })).toEqual(valid);
  });

  it.each(contactReasons)("accepts the reason %s", (reason) => {
    expect(codes({ ...valid, reason })).toEqual({});
  });

  it("exports the form's limits and reasons", () => {
    expect(contactLimits).toEqual({ name: 100, email: 255, message: 1000 });
    expect(contactReasons).toEqual(["general", "collaboration", "speaking", "consulting", "other"]);
  });

  describe("name", () => {
    it("is required, after trimming", () => {
      expect(codes({ ...valid, name: "" })).toEqual({ name: "required" });
      expect(codes({ ...valid, name: "   " })).toEqual({ name: "required" });
      expect(codes({ ...valid, name: undefined })).toEqual({ name: "required" });
    });
    it("allows 100 characters, not 101", () => {
      expect(codes({ ...valid, name: "n".repeat(100) })).toEqual({});
      expect(codes({ ...valid, name: "n".repeat(101) })).toEqual({ name: "too_long" });
    });
    it("counts characters after trimming", () => {
      expect(codes({ ...valid, name: ` ${"n".repeat(100)} ` })).toEqual({});
    });
    it("must be a string", () => {
      expect(codes({ ...valid, name: 42 })).toEqual({ name: "invalid" });
    });
  });

  describe("email", () => {
    it("must be an e-mail address", () => {
      for (const email of ["ada", "ada@", "@example.com", "ada@example", "ada example@x.com"]) {
        expect(codes({ ...valid, email })).toEqual({ email: "invalid" });
      }
    });
    it("treats empty and missing as invalid", () => {
      expect(codes({ ...valid, email: "" })).toEqual({ email: "invalid" });
      expect(codes({ ...valid, email: "  " })).toEqual({ email: "invalid" });
      expect(codes({ ...valid, email: undefined })).toEqual({ email: "invalid" });
    });
    it("is trimmed", () => {
      expect(ContactMessageSchema.parse({ ...valid, email: "  a@b.co " }).email).toBe("a@b.co");
    });
    it("allows 255 characters, not 256", () => {
      expect(codes({ ...valid, email: emailOfLength(255) })).toEqual({});
      expect(codes({ ...valid, email: emailOfLength(256) })).toEqual({ email: "too_long" });
    });
  });

  describe("reason", () => {
    it("is required", () => {
      expect(codes({ ...valid, reason: "" })).toEqual({ reason: "required" });
      expect(codes({ ...valid, reason: undefined })).toEqual({ reason: "required" });
    });
    it("must be one of the reasons", () => {
      expect(codes({ ...valid, reason: "sales" })).toEqual({ reason: "invalid" });
      expect(codes({ ...valid, reason: "General" })).toEqual({ reason: "invalid" });
      expect(codes({ ...valid, reason: 1 })).toEqual({ reason: "invalid" });
    });
  });

  describe("message", () => {
    it("is required, after trimming", () => {
      expect(codes({ ...valid, message: "" })).toEqual({ message: "required" });
      expect(codes({ ...valid, message: " \n\t " })).toEqual({ message: "required" });
      expect(codes({ ...valid, message: undefined })).toEqual({ message: "required" });
    });
    it("allows 1000 characters, not 1001", () => {
      expect(codes({ ...valid, message: "m".repeat(1000) })).toEqual({});
      expect(codes({ ...valid, message: "m".repeat(1001) })).toEqual({ message: "too_long" });
      expect(codes({ ...valid, message: `  ${"m".repeat(1000)}  ` })).toEqual({});
    });
    it("counts characters as a person does: an emoji is one, not two", () => {
      expect(codes({ ...valid, message: "🙂".repeat(1000) })).toEqual({});
      expect(codes({ ...valid, message: "🙂".repeat(1001) })).toEqual({ message: "too_long" });
    });
  });

  it("reports the first code of every failing field", () => {
    expect(codes({})).toEqual({
      name: "required",
      email: "invalid",
      reason: "required",
      message: "required",
    });
  });
});

describe("ContactRequestSchema", () => {
  it("adds the optional honeypot and fill time", () => {
    expect(ContactRequestSchema.parse(valid)).toEqual(valid);
    expect(ContactRequestSchema.parse({ ...valid, website: "", elapsedMs: 4200 })).toEqual({
      ...valid,
      website: "",
      elapsedMs: 4200,
    });
  });
  it("rejects wrong types for them", () => {
    const result = ContactRequestSchema.safeParse({ ...valid, website: 1, elapsedMs: "soon" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(contactErrorCodes(result.error)).toEqual({ website: "invalid", elapsedMs: "invalid" });
    }
  });
});
