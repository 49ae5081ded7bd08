import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";

import { printParam } from "./print-button";

/** `?print` (a shareable "print this" address) opens the print dialog once the page is shown. */
export function usePrintOnArrival() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wantsPrint = params.has(printParam);
  useEffect(() => {
    if (!wantsPrint) return;
    void navigate(".", { replace: true, preventScrollReset: true });
    window.print();
  }, [wantsPrint, navigate]);
}
