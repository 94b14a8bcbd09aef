import { expect, type Locator, test } from "@playwright/test";

const PAGES = [
  { path: "/en/how-it-works", title: "How Lakou works" },
  { path: "/en/for-creators", title: "Lakou for creators" },
  { path: "/en/help", title: "Help centre" },
  { path: "/en/blog", title: "The Lakou blog" },
  { path: "/en/about", title: "About Lakou" },
  { path: "/en/terms", title: "Terms of service" },
  { path: "/en/privacy", title: "Privacy policy" },
  { path: "/en/refund", title: "Refund policy" },
];

for (const { path, title } of PAGES) {
  test(`${path} renders its heading @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
}

async function shownCount(status: Locator): Promise<number> {
  const text = (await status.textContent()) ?? "";
  const match = /^(\d+) question/.exec(text);
  if (!match) throw new Error(`No count in "${text}"`);
  return Number(match[1]);
}

test("the FAQ search filters questions and answers, shows an empty state and clears @phone", async ({ page }) => {
  await page.goto("/en/help");
  const status = page.getByTestId("faq-count");
  const search = page.getByRole("searchbox", { name: "Search the questions" });
  await expect(status).toHaveText(/^\d+ questions$/);
  const total = await shownCount(status);

  await search.fill("moncash");
  await expect(status).toContainText("“moncash”");
  const matching = await shownCount(status);
  expect(matching).toBeGreaterThan(0);
  expect(matching).toBeLessThan(total);
  await expect(page.getByText("I paid with MonCash but my order is still pending. What should I do?")).toBeVisible();
  await expect(page.getByText("How do I change the language?")).toBeHidden();

  await search.fill("xylophone");
  await expect(status).toHaveText("No question matches “xylophone”");
  await expect(page.getByRole("heading", { name: "No answer found" })).toBeVisible();

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(status).toHaveText(`${total} questions`);
  await expect(page.getByText("How do I change the language?")).toBeVisible();
});

test("FAQ answers open from the keyboard", async ({ page }) => {
  await page.goto("/en/help");
  const question = page.getByText("How long does delivery take?");
  const answer = page.getByText(/Standard delivery takes 5 to 7 days/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
});

test("a blog article opens from the list", async ({ page }) => {
  await page.goto("/en/blog");
  const title = "Paying with MonCash on Lakou: a step-by-step guide";
  await page.getByRole("link", { name: title }).click();
  await page.waitForURL(/\/en\/blog\/paying-with-moncash$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "Understanding the fee" })).toBeVisible();
  await expect(page.getByText("3 min read")).toBeVisible();
});

const TRANSLATED = [
  { path: "/fr/help", title: "Centre d’aide", heading: "Paiements et frais" },
  { path: "/ht/help", title: "Sant èd", heading: "Peman ak frè" },
  { path: "/fr/about", title: "À propos de Lakou", heading: "Ce en quoi nous croyons" },
  { path: "/ht/about", title: "Konsènan Lakou", heading: "Sa nou kwè" },
];

for (const { path, title, heading } of TRANSLATED) {
  test(`${path} is translated`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", path.slice(1, 3));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  });
}

test("an unknown blog article is a 404 page", async ({ page }) => {
  const response = await page.goto("/en/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
