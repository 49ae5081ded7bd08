// Byte budgets of the prerendered pages, gzip -9 (1 KB = 1,024 bytes). A project page carries its
// case study twice, in the HTML and in the hydration data: 24 KB leaves room for a body of about
// 1,200 words, the longest the read-time rule allows at readTime 4.
const kb = 1024;

// The home page rose from 33.9 to 37.2 KB on 2026-11-24: a line and a CSS rule per tag so the filter
// works without JavaScript (about 1.1 KB), radios and a contact link, and the owner's longer about
// data (roles, part-time marks). 38 KB keeps about 0.8 KB of room.
// The CV page passed 20 KB the same day (20.3 KB): the bootstrap that starts the app at the visitor's
// first use and keeps a tap made before it (about 0.4 KB on every page), and the rewritten about data.
export const htmlBudget = { home: 38 * kb, project: 24 * kb, cv: 21 * kb, notFound: 16 * kb };

/** Inline hydration data per page template, in characters of the serialized payload. */
export const inlineDataBudget = { home: 36 * kb, project: 16 * kb, cv: 14 * kb, notFound: 8 * kb };
