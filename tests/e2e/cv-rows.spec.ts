import { expect, test } from "@playwright/test";

// The CV's rows: each date stays on its title's first line, in one right-aligned column, whatever the
// title's length ("Wolfram Language instructor and summer school mentor" used to push its period
// onto a line of its own).

for (const path of ["/cv", "/es/cv"]) {
  test(`every date sits on its title's first line, in one column, at 375, 800 and 1280 px (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    // One load: the rows follow the viewport width as it changes.
    for (const width of [375, 800, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page.locator("main li").evaluateAll((items) =>
        items.flatMap((item) => {
          const [title, when] = item.querySelectorAll(":scope > div > p");
          if (!title || !when) return [];
          const titleBox = title.getBoundingClientRect();
          const whenBox = when.getBoundingClientRect();
          const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
          return [
            {
              title: title.textContent ?? "",
              firstLineGap: Math.abs(
                whenBox.top + whenBox.height / 2 - (titleBox.top + lineHeight / 2),
              ),
              lineHeight,
              right: Math.round(whenBox.right),
            },
          ];
        }),
      );
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        expect(row.firstLineGap, `${row.title} at ${width} px`).toBeLessThan(row.lineHeight / 2);
      }
      expect(new Set(rows.map((row) => row.right)).size, `${width} px`).toBe(1);
    }
  });
}
