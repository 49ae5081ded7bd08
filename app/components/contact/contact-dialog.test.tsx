// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { createI18n, I18nProvider } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/paths.ts";
import { messages } from "#app/locales/messages.server.ts";

import { ContactDialog, ContactToaster } from "./contact-dialog";

vi.mock("#app/lib/use-site.ts", () => ({
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

// Sending, focus and field errors belong to use-contact-submission.test.tsx; the dialog opens,
// closes, keeps what was typed, and shows the outcome as a toast.
describe("ContactDialog", () => {
  it("starts in the name field rather than on the e-mail link above it", async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
  });

  it("keeps what was typed when closed and opened again, and gives focus back to its opener", async () => {
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText("Name"), "Ana Torres");
    await user.type(screen.getByLabelText("Message"), "Hello there");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "opener" })).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "opener" }));
    expect(screen.getByLabelText("Name")).toHaveValue("Ana Torres");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there");
  });

  it("closes and thanks once the message is sent, and opens empty again", async () => {
    fetchMock.mockResolvedValue(accepted());
    const { user, onOpenChange } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
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

  it("stays open with the error toast when the message is not sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user, onOpenChange } = renderDialog();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(
      await screen.findByText("Failed to send message. Please try again or contact me directly."),
    ).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
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
});
