// @vitest-environment node
import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";
import { z } from "zod";

// The importable n8n workflow in docs/ must do what docs/n8n.md says, and answer the relay in a way
// that `CONTACT_WEBHOOK_ACK=echo` counts as a delivery.

const NodeSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().startsWith("n8n-nodes-base."),
  typeVersion: z.number(),
  position: z.tuple([z.number(), z.number()]),
  parameters: z.record(z.string(), z.unknown()),
  alwaysOutputData: z.boolean().optional(),
  credentials: z.record(z.string(), z.object({ id: z.string(), name: z.string() })).optional(),
});

const LinkSchema = z.object({ node: z.string(), type: z.literal("main"), index: z.number() });

const WorkflowSchema = z.object({
  name: z.string(),
  nodes: z.array(NodeSchema),
  connections: z.record(z.string(), z.object({ main: z.array(z.array(LinkSchema)) })),
  settings: z.record(z.string(), z.unknown()),
});

const workflow = WorkflowSchema.parse(
  JSON.parse(
    readFileSync(
      new URL("../../docs/n8n/portfolio-contact.workflow.json", import.meta.url),
      "utf8",
    ),
  ),
);

function node(name: string) {
  const found = workflow.nodes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no node ${name}`);
  return found;
}

function next(name: string, output = 0): string[] {
  return workflow.connections[name]?.main[output]?.map((link) => link.node) ?? [];
}

/** What n8n would send back: the expression filled in with the Idempotency-Key. */
function answerBody(respondNode: string, id: string) {
  const template = String(node(respondNode).parameters.responseBody);
  expect(template.startsWith("=")).toBe(true);
  return template.slice(1).replace(/\{\{[^}]*idempotency-key[^}]*\}\}/g, id);
}

describe("the n8n workflow in docs/", () => {
  it("has unique node names and connects only nodes it has", () => {
    const names = workflow.nodes.map((n) => n.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [from, { main }] of Object.entries(workflow.connections)) {
      expect(names).toContain(from);
      for (const link of main.flat()) expect(names).toContain(link.node);
    }
  });

  it("takes the relay's POST with header auth and answers from a Respond node", () => {
    const webhook = node("Webhook");
    expect(webhook.type).toBe("n8n-nodes-base.webhook");
    expect(webhook.parameters).toMatchObject({
      httpMethod: "POST",
      authentication: "headerAuth",
      responseMode: "responseNode",
    });
    expect(webhook.credentials).toHaveProperty("httpHeaderAuth");
  });

  it("deduplicates on the idempotency id, and still answers a repeat", () => {
    expect(next("Webhook")).toEqual(["Skip repeated deliveries"]);
    const dedupe = node("Skip repeated deliveries");
    expect(dedupe.type).toBe("n8n-nodes-base.removeDuplicates");
    expect(dedupe.alwaysOutputData).toBe(true);
    expect(dedupe.parameters).toMatchObject({
      operation: "removeItemsSeenInPreviousExecutions",
      logic: "removeItemsWithAlreadySeenKeyValues",
    });
    expect(String(dedupe.parameters.dedupeValue)).toContain("idempotency-key");
    expect(next("Skip repeated deliveries")).toEqual(["New message?"]);
    expect(next("New message?", 0)).toEqual(["Acknowledge new message"]);
    expect(next("New message?", 1)).toEqual(["Acknowledge repeated delivery"]);
  });

  it.each(["Acknowledge new message", "Acknowledge repeated delivery"])(
    "%s echoes the id as JSON, which the relay counts as delivered",
    (name) => {
      expect(node(name).type).toBe("n8n-nodes-base.respondToWebhook");
      const id = "5f1d2b9e-8c1a-4c55-9f0e-2a7b3c4d5e6f";
      const body = answerBody(name, id);
      expect(JSON.parse(body)).toEqual({ id });
      expect(body.includes(id)).toBe(true);
    },
  );

  it("e-mails the owner only a new message, after acknowledging it", () => {
    expect(next("Acknowledge new message")).toEqual(["E-mail the owner"]);
    expect(next("Acknowledge repeated delivery")).toEqual([]);
    const email = node("E-mail the owner");
    expect(email.type).toBe("n8n-nodes-base.emailSend");
    expect(JSON.stringify(email.parameters)).toContain("body.message");
    expect(workflow.settings.saveDataErrorExecution).toBe("all");
  });
});
