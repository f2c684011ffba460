// Server rendering of the public pages at build time (see web/build/prerender-plugin.ts): the route's
// HTML as a signed-out visitor sees it, with the Emotion styles it used, so the page paints before any
// script. The client's router starts from the address (no inline script carries state).
import { ChakraProvider } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { loadPageAt } from '@/app/pages';
import { AppRoutes } from '@/app/routes';
import { appSystem } from '@/app/theme';
import { PageTitleSink } from '@/components/ui/page-main';

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** `<style data-emotion>` tags in the form Emotion's client cache picks up instead of inserting again. */
  styleTags: string;
  title: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream)
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return text;
}

/** Global styles first (reset, tokens), then the class rules, each in the tag Emotion hydrates from. */
function styleTagsOf(cache: EmotionCache): string {
  const globals: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
    } else {
      classIds.push(id);
      classCss += css;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  await loadPageAt(path);
  const cache = createCache({ key: 'css' });
  // Collect the styles in the cache rather than writing <style> tags into the markup.
  cache.compat = true;
  let title = '';
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <CacheProvider value={cache}>
          <ChakraProvider value={appSystem}>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
          </ChakraProvider>
        </CacheProvider>
      </PageTitleSink.Provider>
    </StrictMode>,
  );
  const html = await streamToString(prelude);
  if (!title) throw new Error(`${path} rendered no page title`);
  return { html, styleTags: styleTagsOf(cache), title };
}
