// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contactFields } from "~/lib/contact-schema";

import { type ContactSubmissionOptions, useContactSubmission } from "./use-contact-submission";

const fetchMock = vi.fn<typeof fetch>();
let now = 0;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  now = 1000;
  vi.spyOn(performance, "now").mockImplementation(() => now);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The least form that renders what the hook hands out: fields, honeypot, submit, errors. */
function Harness(options: ContactSubmissionOptions) {
  const { form, formRef, honeypotRef, submitRef, onSubmit, submitting } =
    useContactSubmission(options);
  const { errors } = form.formState;
  return (
    <>
      <p tabIndex={-1}>Page</p>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <label>
          Name <input {...form.register("name")} />
        </label>
        <label>
          Email <input {...form.register("email")} />
        </label>
        <label>
          Reason
          <select defaultValue="" {...form.register("reason")}>
            <option value="">Choose</option>
            <option value="speaking">Speaking</option>
          </select>
        </label>
        <label>
          Message <textarea {...form.register("message")} />
        </label>
        <label>
          Website <input ref={honeypotRef} name="website" defaultValue="" />
        </label>
        <button ref={submitRef} type="submit" disabled={submitting}>
          Send
        </button>
        <ul>
          {contactFields.map((field) => {
            const message = errors[field]?.message;
            return message ? <li key={field}>{`${field}: ${message}`}</li> : null;
          })}
        </ul>
      </form>
    </>
  );
}

function renderHarness(open = true) {
  const log: string[] = [];
  const options = {
    open,
    onSending: vi.fn(() => log.push("sending")),
    onSent: vi.fn(() => log.push(`sent, name "${fieldValue("Name")}"`)),
    onFailed: vi.fn(() => log.push(`failed, ${submitState()}`)),
  };
  const user = userEvent.setup();
  const view = render(<Harness {...options} />);
  // Where focus lands, and whether the form was locked at that moment.
  view.container.addEventListener("focusin", (event) => {
    if (
      event.target instanceof HTMLElement &&
      event.target.matches("input, select, textarea, button")
    ) {
      const name = event.target.getAttribute("name") ?? event.target.textContent;
      log.push(`focus ${name}, ${submitState()}`);
    }
  });
  let answer: () => Response = accepted;
  fetchMock.mockImplementation(async () => {
    log.push(`fetch, ${submitState()}`);
    // A browser drops focus to the page as the focused submit button is disabled; jsdom keeps it
    // there (and will not blur a disabled button), so it is moved away by hand.
    screen.getByText("Page").focus();
    return answer();
  });
  const answerWith = (next: () => Response) => (answer = next);
  const rerender = (next: Partial<ContactSubmissionOptions>) =>
    view.rerender(<Harness {...options} {...next} />);
  return { user, log, options, answerWith, rerender };
}

function submitState() {
  return screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")
    ? "locked"
    : "unlocked";
}

function fieldValue(label: string) {
  const field = screen.getByLabelText(label);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : "";
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ana Torres");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.selectOptions(screen.getByLabelText("Reason"), "speaking");
  await user.type(screen.getByLabelText("Message"), "Hello there");
}

function accepted() {
  return new Response(JSON.stringify({ ok: true, id: "1" }), { status: 202 });
}

function sentBody(): unknown {
  const [, init] = fetchMock.mock.calls[0] ?? [];
  return JSON.parse(String(init?.body));
}

async function submit(user: ReturnType<typeof userEvent.setup>, log: string[]) {
  log.length = 0;
  await user.click(screen.getByRole("button", { name: "Send" }));
}

describe("useContactSubmission", () => {
  it("refuses an invalid form without sending and focuses its first invalid field", async () => {
    const { user, options } = renderHarness();
    await user.type(screen.getByLabelText("Name"), "Ana Torres");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(options.onSending).not.toHaveBeenCalled();
    expect(screen.getByText("email: invalid")).toBeInTheDocument();
    expect(screen.getByText("reason: required")).toBeInTheDocument();
  });

  it("on a relay rejection: sends locked, fails, unlocks, then focuses the first rejected field in the form's order", async () => {
    const { user, log, options, answerWith } = renderHarness();
    answerWith(
      () =>
        new Response(
          JSON.stringify({ ok: false, errors: { message: "too_long", email: "invalid" } }),
          {
            status: 400,
          },
        ),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillValid(user);
    await submit(user, log);
    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveFocus());

    expect(log).toEqual([
      "focus Send, unlocked",
      "sending",
      "fetch, locked",
      "failed, locked",
      "focus email, unlocked",
    ]);
    expect(screen.getByText("email: invalid")).toBeInTheDocument();
    expect(screen.getByText("message: too_long")).toBeInTheDocument();
    expect(screen.queryByText(/^name:/)).not.toBeInTheDocument();
    expect(options.onSent).not.toHaveBeenCalled();
    expect(fieldValue("Name")).toBe("Ana Torres");
  });

  it("on a failure without field errors, gives focus back to the submit button once it works again", async () => {
    const { user, log, answerWith } = renderHarness();
    answerWith(() => new Response("", { status: 500 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fillValid(user);
    await submit(user, log);
    await waitFor(() => expect(log.at(-1)).toBe("focus Send, unlocked"));
    // Once by the click, once by the hook after the failure.
    expect(log.filter((line) => line.startsWith("focus"))).toEqual([
      "focus Send, unlocked",
      "focus Send, unlocked",
    ]);
    expect(screen.getByRole("button", { name: "Send" })).toHaveFocus();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("treats a network failure as a failed send: logged, values kept, submit focused", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, log, options, answerWith } = renderHarness();
    answerWith(() => {
      throw new TypeError("Failed to fetch");
    });
    await fillValid(user);
    await submit(user, log);
    await waitFor(() => expect(log.at(-1)).toBe("focus Send, unlocked"));
    expect(options.onFailed).toHaveBeenCalledTimes(1);
    expect(options.onSent).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith("The contact message was not sent", expect.any(TypeError));
    expect(fieldValue("Message")).toBe("Hello there");
  });

  it("on success: sends the honeypot and the fill time, empties the form, then reports it sent", async () => {
    const { user, log, options } = renderHarness();
    await fillValid(user);
    await user.type(screen.getByLabelText("Website"), "bot.example");
    now = 1850;
    await submit(user, log);
    await waitFor(() => expect(options.onSent).toHaveBeenCalledTimes(1));

    expect(sentBody()).toEqual({
      name: "Ana Torres",
      email: "ana@example.com",
      reason: "speaking",
      message: "Hello there",
      website: "bot.example",
      elapsedMs: 850,
    });
    expect(log).toEqual(["focus Send, unlocked", "sending", "fetch, locked", 'sent, name ""']);
    expect(options.onFailed).not.toHaveBeenCalled();
  });

  it("times the fill from when the form opens; closing keeps the time, a sent message restarts it", async () => {
    const { user, log, rerender } = renderHarness(false);
    now = 2000;
    rerender({ open: true });
    now = 2500;
    rerender({ open: false });
    now = 9000;
    rerender({ open: true });
    await fillValid(user);
    now = 9100;
    await submit(user, log);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ elapsedMs: 7100 });

    rerender({ open: false });
    now = 20_000;
    rerender({ open: true });
    await waitFor(() => expect(fieldValue("Name")).toBe(""));
    await fillValid(user);
    now = 20_300;
    await submit(user, log);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ elapsedMs: 300 });
  });
});
