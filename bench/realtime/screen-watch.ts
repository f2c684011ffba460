// Notices, inside the page, the moment a text shows on screen: a MutationObserver checks every DOM change,
// so the time is taken when React commits the new text, not when a poller happens to look.
import type { Page } from 'playwright-core';

// Plain JavaScript handed to the page as text: a function passed from this (tsx-compiled) module would
// carry the compiler's helpers, which the page does not have.
const installWatch = `(({ id, texts, selector, timeoutMs }) => {
  window.__screenWatches = window.__screenWatches || {};
  window.__screenWatches[id] = new Promise((resolve, reject) => {
    const matches = () =>
      Array.from(document.querySelectorAll(selector)).some((element) =>
        texts.every((text) => (element.textContent || '').includes(text)),
      );
    if (matches()) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(Date.now());
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('Not shown within ' + timeoutMs + ' ms: ' + texts.join(' + ')));
    }, timeoutMs);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
})`;

let nextId = 0;

/**
 * Arms a watch in the page for an element matching `selector` (cards by default) holding every one of
 * `texts`, and returns once it is armed, so the change can be made after. `shownAt` gives the page's
 * Date.now() at the moment it showed.
 */
export async function armWatch(
  page: Page,
  texts: readonly string[],
  { selector = 'article, [role="article"], li', timeoutMs = 15_000 } = {},
): Promise<number> {
  const id = ++nextId;
  await page.evaluate(`${installWatch}(${JSON.stringify({ id, texts, selector, timeoutMs })})`);
  return id;
}

export function shownAt(page: Page, id: number): Promise<number> {
  return page.evaluate(`window.__screenWatches[${id}]`) as Promise<number>;
}
