// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contactFields } from "#app/lib/contact-schema.ts";
import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";

import { ContactForm } from "./contact-form";
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
  vi.useRealTimers();
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

/**
 * Validation resolves through promises, not timers: turns the event loop (setImmediate, which fake
 * timers leave alone) until `done`, for at most 100 turns.
 */
async function turnEventLoopUntil(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
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

  it("refuses an empty form on every field and focuses the first one, in the form's order", async () => {
    const { user } = renderHarness();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "name: required",
      "email: invalid",
      "reason: required",
      "message: required",
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("focuses the first invalid field at once, and never again once the visitor has moved on", async () => {
    const { user } = renderHarness();
    await user.type(screen.getByLabelText("Name"), "Ana Torres");
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Message"), "Hello there");
    // react-hook-form's own focusing waits for a timer; on a slow phone it fired after the visitor
    // had moved to another field, and pulled them back. Timers are held here, so anything scheduled
    // by the refused submit runs only after the visitor has moved on.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const reason = screen.getByLabelText("Reason");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Send" }));
      await turnEventLoopUntil(() => document.activeElement === reason);
    });
    expect(reason).toHaveFocus();
    const message = screen.getByLabelText("Message");
    act(() => message.focus());
    act(() => vi.runOnlyPendingTimers());
    expect(message).toHaveFocus();
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

/** The real form on the hook, in a language: what a visitor reads of the send and its errors. */
function renderForm(lang: Language = "en") {
  function Form() {
    const submission = useContactSubmission({
      open: true,
      onSending: () => {},
      onSent: () => {},
      onFailed: () => {},
    });
    return <ContactForm submission={submission} onCancel={() => {}} />;
  }
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={createI18n(lang, messages[lang])}>
      <Form />
    </I18nProvider>,
  );
  return user;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ana Torres");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.selectOptions(screen.getByLabelText("Reason"), "speaking");
  await user.type(screen.getByLabelText("Message"), "Hello there");
}

describe("useContactSubmission through the contact form", () => {
  it.each([
    [
      "en",
      "Send message",
      "Name",
      [
        "Name is required",
        "Invalid email address",
        "Please select a reason",
        "Message is required",
      ],
    ],
    [
      "es",
      "Enviar mensaje",
      "Nombre",
      [
        "El nombre es obligatorio",
        "El correo electrónico no es válido",
        "Por favor, elige un motivo",
        "El mensaje es obligatorio",
      ],
    ],
  ] as const)(
    "shows a refused field's message on the field, in the page's language (%s)",
    async (lang, submit, nameLabel, texts) => {
      const user = renderForm(lang);
      await user.click(screen.getByRole("button", { name: submit }));
      for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
      const name = screen.getByLabelText(nameLabel);
      expect(name).toHaveFocus();
      expect(name).toHaveAttribute("aria-invalid", "true");
      expect(name).toHaveAccessibleDescription(texts[0]);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("shows the relay's field codes from a 400 as messages under their fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: false, errors: { email: "invalid", name: "too_long" } }), {
        status: 400,
      }),
    );
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Name must be at most 100 characters")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });

  it("locks the form while the message is on its way, and says so", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    await act(async () => answer(accepted()));
    expect(await screen.findByRole("button", { name: "Send message" })).toBeEnabled();
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });

  it.each([
    ["en", "Ada\u001b[31m", "Send message", "Name", "Name contains hidden or control characters"],
    [
      "es",
      "\u202eAda",
      "Enviar mensaje",
      "Nombre",
      "El nombre contiene caracteres ocultos o de control",
    ],
  ] as const)(
    "refuses hidden characters in a name, in the page's language (%s)",
    async (lang, name, submit, nameLabel, error) => {
      const user = renderForm(lang);
      const field = screen.getByLabelText(nameLabel);
      // Pasted, as such text usually arrives; typing would interpret the escape's brackets.
      await user.click(field);
      await user.paste(name);
      await user.click(screen.getByRole("button", { name: submit }));
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("treats a name of only invisible characters as empty", async () => {
    const user = renderForm();
    await user.click(screen.getByLabelText("Name"));
    await user.paste("\u200b\u200b");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
  });
});
