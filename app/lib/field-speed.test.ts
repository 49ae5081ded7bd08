import { describe, expect, it } from "vitest";

import { fieldSpeedEndpoint } from "./field-speed";

describe("the field speed endpoint", () => {
  it("is beside the contact relay: this origin, or the relay's", () => {
    expect(fieldSpeedEndpoint("/api/contact")).toBe("/api/stats/vitals");
    expect(fieldSpeedEndpoint("https://relay.example.com/api/contact")).toBe(
      "https://relay.example.com/api/stats/vitals",
    );
  });
});
