import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKeys } from '../../domain/pages';
import { isDrawnByServer, loadPageDrawing } from './server-drawn';

const dist = await mkdtemp(path.join(tmpdir(), 'campus-dist-'));
afterAll(() => rm(dist, { recursive: true, force: true }));
const webRoot = path.join(dist, 'web');

describe("the server's drawing of pages", () => {
  it('is there only when the build made it beside the web root', async () => {
    await mkdir(webRoot, { recursive: true });
    expect(await loadPageDrawing(webRoot)).toBeNull();

    await mkdir(path.join(dist, 'ssr'));
    const drawing = path.join(dist, 'ssr', 'render-page.js');
    await writeFile(drawing, "export const renderPage = async (url) => '<p>' + url + '</p>';");
    const draw = await loadPageDrawing(webRoot);
    expect(await draw?.('/shop', {})).toBe('<p>/shop</p>');
  });

  it('refuses a drawing that does not draw', async () => {
    const other = path.join(dist, 'other');
    await mkdir(path.join(other, 'ssr'), { recursive: true });
    await writeFile(path.join(other, 'ssr', 'render-page.js'), 'export const something = 1;');
    await expect(loadPageDrawing(path.join(other, 'web'))).rejects.toThrow(/has no renderPage/);
  });

  it('draws the pages people land on from outside, and no private page', () => {
    expect(pageKeys.filter(isDrawnByServer).sort()).toEqual([
      'home',
      'item',
      'sellerProfile',
      'shop',
      'shopCategories',
      'subcategory',
    ]);
    expect(isDrawnByServer(null)).toBe(false);
  });
});
