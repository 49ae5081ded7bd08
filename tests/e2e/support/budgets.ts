// Byte budgets of the prerendered pages, gzip -9 (1 KB = 1,024 bytes). A project page carries its
// case study twice, in the HTML and in the hydration data: 24 KB leaves room for a body of about
// 1,200 words, the longest the read-time rule allows at readTime 4.
const kb = 1024;

export const htmlBudget = { home: 36 * kb, project: 24 * kb, cv: 20 * kb, notFound: 16 * kb };

/** Inline hydration data per page template, in characters of the serialized payload. */
export const inlineDataBudget = { home: 36 * kb, project: 16 * kb, cv: 14 * kb, notFound: 8 * kb };
