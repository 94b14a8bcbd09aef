import type { Page } from "@playwright/test";

/**
 * The creator page's call booking box, scrolled to as a reader would: its widget loads only as the box
 * nears the screen. `heading` is its heading in the page's language.
 */
export async function callBooking(page: Page, heading = "Book a live call") {
  const calls = page.getByRole("region", { name: heading });
  // In one step: the box is redrawn as its widget arrives, which a scroll that waits for it to settle can meet.
  await calls.evaluate((box) => box.scrollIntoView({ block: "center" }));
  return calls;
}
