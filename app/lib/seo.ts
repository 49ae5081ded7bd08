import type { MetaDescriptor } from "react-router";
import type { Language } from "./paths";

export type PageMetaInput = {
  lang: Language;
  pathname: string;
  title: string;
  description: string;
};

/** Head tags for a page, in its language. */
export function pageMeta({ title, description }: PageMetaInput): MetaDescriptor[] {
  return [{ title }, { name: "description", content: description }];
}
