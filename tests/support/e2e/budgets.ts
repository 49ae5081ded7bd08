// Byte budgets of the prerendered pages, gzip -9 (1 KB = 1,024 bytes). A project page carries its
// case study twice, in the HTML and in the hydration data: 27 KB leaves room for a body of about
// 1,200 words, the longest the read-time rule allows at readTime 4.
const kb = 1024;

// The home page carries a line and a CSS rule per tag so that the filter works without JavaScript,
// radios and a contact link, and the owner's about data (roles, part-time marks); its budget keeps
// a little room above it. Every page, the CV's and the 404's too, carries the bootstrap that starts
// the app at the visitor's first use and keeps a tap made before it, and the top bar with the theme
// switch, its head script and the speculation rules (about 1.9 KB; the 404 gained the top bar
// itself, 1 KB more). The current sizes: docs/performance.md.
export const htmlBudget = { home: 42 * kb, project: 27 * kb, cv: 24 * kb, notFound: 20 * kb };

/**
 * Inline hydration data per page template, in characters of the serialized payload. Every page's
 * carries the site's strings (the theme switch's added about 190 characters).
 */
export const inlineDataBudget = { home: 38 * kb, project: 17 * kb, cv: 14 * kb, notFound: 8 * kb };
