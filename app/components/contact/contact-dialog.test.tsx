// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createI18n, I18nProvider } from "~/lib/i18n";
import type { Language } from "~/lib/paths";
import { messages } from "~/locales/messages.server";

import { ContactDialog, ContactToaster } from "./contact-dialog";

vi.mock("~/lib/use-site", () => ({
  useSite: () => ({ lang: "en", owner: { name: "Owner", email: "owner@example.com" } }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // jsdom has no media queries; the toaster asks whether the screen is narrow.
  vi.stubGlobal("matchMedia", (media: string) => ({
    media,
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in module state; a new toaster would show the last test's ones.
  toast.dismiss();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <ContactToaster />
      <ContactDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        returnFocusTo={button}
      />
    </>
  );
}

function renderDialog(lang: Language = "en") {
  const onOpenChange = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={createI18n(lang, messages[lang])}>
      <Harness onOpenChange={onOpenChange} />
    </I18nProvider>,
  );
  return { user, onOpenChange };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ana Torres");
  await user.type(screen.getByLabelText("Email"), "ana@example.com");
  await user.selectOptions(screen.getByLabelText("Reason"), "speaking");
  await user.type(screen.getByLabelText("Message"), "Hello there");
}

const accepted = () =>
  new Response(JSON.stringify({ ok: true, id: "1" }), {
    status: 202,
    headers: { "Content-Type": "application/json" },
  });

describe("ContactDialog", () => {
  it("starts in the name field rather than on the e-mail link above it", async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });

  it("shows the required messages on an empty submit and focuses the first field", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    for (const text of [
      "Name is required",
      "Invalid email address",
      "Please select a reason",
      "Message is required",
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    const name = screen.getByLabelText("Name");
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves focus to the first invalid field once, and leaves it where the visitor takes it next", async () => {
    const { user } = renderDialog();
    await user.type(screen.getByLabelText("Name"), "Ana Torres");
    await user.type(screen.getByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Message"), "Hello there");
    // Held timers: anything the form schedules after a refused submit runs only when released,
    // after the visitor has moved on, as it would on a slow phone.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const reason = screen.getByLabelText("Reason");
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Send message" }));
        // Validation is asynchronous: turn the event loop (setImmediate is not held) until the
        // refused submit has put focus somewhere.
        for (let turn = 0; turn < 100 && document.activeElement !== reason; turn += 1) {
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
      expect(reason).toHaveFocus();
      const message = screen.getByLabelText("Message");
      act(() => message.focus());
      act(() => vi.runOnlyPendingTimers());
      expect(message).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows Spanish messages on a Spanish page", async () => {
    const { user } = renderDialog("es");
    await user.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    expect(await screen.findByText("El nombre es obligatorio")).toBeInTheDocument();
    expect(screen.getByText("El correo electrónico no es válido")).toBeInTheDocument();
    expect(screen.getByText("Por favor, elige un motivo")).toBeInTheDocument();
    expect(screen.getByText("El mensaje es obligatorio")).toBeInTheDocument();
  });

  it("posts JSON with the spam signals, then resets, closes and thanks", async () => {
    fetchMock.mockResolvedValue(accepted());
    const { user, onOpenChange } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/contact");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      name: "Ana Torres",
      email: "ana@example.com",
      reason: "speaking",
      message: "Hello there",
      website: "",
    });
    expect(body.elapsedMs).toEqual(expect.any(Number));
    expect(await screen.findByText("Message sent!")).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for reaching out. I'll get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "opener" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByLabelText("Reason")).toHaveValue("");
    expect(screen.getByLabelText("Message")).toHaveValue("");
  });

  it("keeps the values, logs and shows the error toast when the network fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user, onOpenChange } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(
      await screen.findByText("Failed to send message. Please try again or contact me directly."),
    ).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Ana Torres");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send message" })).toHaveFocus());
  });

  it("shows the relay's field codes from a 400 under the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ok: false, errors: { email: "invalid", name: "too_long" } }), {
        status: 400,
      }),
    );
    const { user } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Name must be at most 100 characters")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });

  it("disables cancel and send while the message is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    await act(async () => answer(accepted()));
    expect(await screen.findByText("Message sent!")).toBeInTheDocument();
  });

  it("counts the message's characters against the limit", async () => {
    const { user } = renderDialog();
    const message = screen.getByLabelText("Message");
    expect(message).toHaveAccessibleDescription("0/1000 characters");
    await user.type(message, "Hola");
    expect(screen.getByText("4/1000 characters")).toBeInTheDocument();
  });

  it("counts as the relay counts: an emoji is one character, outer spaces none", async () => {
    const { user } = renderDialog();
    const message = screen.getByLabelText("Message");
    await user.type(message, "  Hola 👋🏽  ");
    // "Hola " + waving hand + skin-tone modifier: 7 code points once trimmed.
    expect(screen.getByText("7/1000 characters")).toBeInTheDocument();
  });

  it.each([
    ["en", "Ada\u001b[31m", "Send message", "Name contains hidden or control characters"],
    ["es", "\u202eAda", "Enviar mensaje", "El nombre contiene caracteres ocultos o de control"],
  ] as const)(
    "refuses hidden characters in a name, in the page's language (%s)",
    async (lang, name, submit, error) => {
      const { user } = renderDialog(lang);
      const field = screen.getByLabelText(lang === "en" ? "Name" : "Nombre");
      // Pasted, as such text usually arrives; typing would interpret the escape's brackets.
      await user.click(field);
      await user.paste(name);
      await user.click(screen.getByRole("button", { name: submit }));
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("treats a name of only invisible characters as empty", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByLabelText("Name"));
    await user.paste("\u200b\u200b");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
  });
});
