import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../src/domain/money';
import { expect, type Market, test } from './fixtures/market-test';
import { uniqueToken } from './fixtures/unique';
import { expectAccessible } from './support/expect-accessible';
import { signInThroughApi } from './support/sign-in-through-api';

/**
 * A made-up maker and model, like 'Kovira 7F2A'. Other journeys list products too, and the search finds a name close
 * to another that shares its words ('Slide rule 1' and 'Slide rule 2'): a name of words no other product has is like
 * none but those named after it.
 */
function makerAndModel(): string {
  const token = uniqueToken();
  const maker = [...token.slice(0, 6)]
    .map((digit, at) => {
      const letters = at % 2 === 0 ? 'bdfgklmnprstvzhj' : 'aeiou';
      return letters.charAt(Number.parseInt(digit, 16) % letters.length);
    })
    .join('');
  return `${maker.charAt(0).toUpperCase()}${maker.slice(1)} ${token.slice(6).toUpperCase()}`;
}

/** A slide rule and what is like it: three sellers' products in its subcategory or named like it, and two that are not. */
async function slideRules(market: Market) {
  const token = uniqueToken();
  const gear = await market.category('Drawing gear', [`Rules ${token}`, `Cases ${token}`]);
  const subcategory = (name: string) => gear.subcategories.find((sub) => sub.name === `${name} ${token}`)?.id;
  const [rules, cases] = [subcategory('Rules'), subcategory('Cases')];
  const [seller, other, third] = await Promise.all([
    market.seller('seller'),
    market.seller('other'),
    market.seller('third'),
  ]);
  const product = (owner: typeof seller, name: string, price: number, subcategoryId = rules, pictures = 0) =>
    market.product(owner, { name, price, subcategoryId, pictures });
  // Only the maker and model: 'slide rule' would be words of every run's slide rule.
  const slideRule = makerAndModel();
  return {
    viewed: await product(seller, slideRule, 1500),
    ownSpare: await product(seller, `${slideRule} spare`, 100),
    dear: await product(other, `Drafting set ${token}`, 2400),
    cheap: await product(third, `Pocket slide rule ${token}`, 350, rules, 1),
    caseOfIt: await product(other, `${slideRule} case`, 900, cases),
    unrelated: await product(third, `Pencil sharpener ${token}`, 50, cases),
  };
}

/** The similar items section, once its cards have come: it asks for them as it nears the screen. */
async function similarItems(page: Page): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Similar items' });
  await section.getByRole('heading', { level: 2, name: 'Similar items' }).scrollIntoViewIfNeeded();
  await expect(section.getByRole('status', { name: 'Loading similar items' })).toHaveCount(0);
  return section;
}

const priceOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test("a student sees other sellers' similar items below an item, cheapest first, and opens one @mobile", async ({
  page,
  market,
}) => {
  const { viewed, ownSpare, dear, cheap, caseOfIt, unrelated } = await slideRules(market);
  const student = await market.account('student');
  await signInThroughApi(page.request, student);

  await page.goto(`/item/${viewed.id}`);
  await expect(page.getByRole('heading', { level: 1, name: viewed.name })).toBeVisible();
  const section = await similarItems(page);
  const cards = section.getByRole('article');
  const names = async () =>
    cards.evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label')));
  // Its subcategory's and a close name's from another subcategory, cheapest first; none of its own seller's.
  await expect(section.getByRole('article', { name: cheap.name, exact: true })).toBeVisible();
  const shown = await names();
  const ours = shown.filter((name) => [cheap.name, caseOfIt.name, dear.name].includes(name ?? ''));
  expect(ours).toEqual([cheap.name, caseOfIt.name, dear.name]);
  for (const absent of [viewed.name, ownSpare.name, unrelated.name]) expect(shown).not.toContain(absent);
  const prices = (await cards.locator('span').filter({ hasText: /^TK / }).allTextContents()).map(priceOf);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(section.getByRole('article', { name: cheap.name, exact: true })).toContainText(
    formatMoney(cheap.price),
  );
  await expectAccessible(page, 'the similar items', 'section[aria-labelledby="similar-items-title"]');

  await section.getByRole('link', { name: cheap.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/item/${cheap.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: cheap.name })).toBeVisible();
  // The product opened offers what is like it in turn: the slide rule it came from among them.
  await expect(
    (await similarItems(page)).getByRole('article', { name: viewed.name, exact: true }),
  ).toBeVisible();
});

test('the similar items are reached and followed from the keyboard', async ({ page, market }) => {
  const { viewed, caseOfIt } = await slideRules(market);
  await page.goto(`/item/${viewed.id}`);
  const section = await similarItems(page);
  const target = section.getByRole('link', { name: caseOfIt.name, exact: true });
  await expect(target).toBeVisible();

  // From the section's heading, Tab moves through its cards: each card's name, then its Add to Cart.
  await section.getByRole('heading', { name: 'Similar items' }).click();
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  for (let step = 0; step < 20 && (await focusedName()) !== caseOfIt.name; step++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: caseOfIt.name })).toBeVisible();
});

test('an item nothing is like says so below it', async ({ page, market }) => {
  const seller = await market.seller();
  const gear = await market.category('Odd things', [`Odd ${uniqueToken()}`]);
  const alone = await market.product(seller, {
    name: makerAndModel(),
    subcategoryId: gear.subcategories[0]?.id,
  });
  await page.goto(`/item/${alone.id}`);
  const section = await similarItems(page);
  await expect(section.getByText('No similar items for sale right now.')).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(0);
});
