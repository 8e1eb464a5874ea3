// Writing a shot in the chosen format. Playwright's screenshots are PNG or JPEG; WebP is made from
// the PNG by the same Chromium (its canvas encoder), so no image library is needed.
import { writeFile } from 'node:fs/promises';

// The encoding function handed to page.evaluate runs in the browser:
/* global Image, OffscreenCanvas, btoa */

/** Returns `save(page, path)`, taking a full-page, motionless shot of `page` and writing it to `path`. */
export function shotWriter(browser, { format, quality }) {
  let encoder;
  const encoderPage = async () => {
    encoder ??= browser.newContext().then((context) => context.newPage());
    return encoder;
  };
  return async function save(page, path) {
    const still = { fullPage: true, animations: 'disabled', caret: 'hide' };
    if (format === 'png') return void (await page.screenshot({ ...still, path, type: 'png' }));
    if (format === 'jpeg') return void (await page.screenshot({ ...still, path, type: 'jpeg', quality }));
    const png = await page.screenshot({ ...still, type: 'png' });
    const webp = await (
      await encoderPage()
    ).evaluate(
      async ({ base64, quality }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
        canvas.getContext('2d').drawImage(image, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality: quality / 100 });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { base64: png.toString('base64'), quality },
    );
    await writeFile(path, Buffer.from(webp, 'base64'));
  };
}
