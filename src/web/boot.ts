/**
 * The first script of a page the server painted first (decisions 027 and 030): it waits until
 * that paint is on the screen, then asks for the entry and the chunks the page will need. The stylesheet
 * and the paint get the connection to themselves; the scripts follow a frame later. A classic
 * module with no imports, so it is one tiny request; `web-page.ts` writes the entry's address
 * and the preloads into its `data-` attributes.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

let started = false;

function start() {
  if (!script || started) return;
  started = true;
  for (const href of (script.dataset.preload ?? '').split(' ')) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = script.dataset.entry ?? '';
  document.head.append(entry);
}

// A frame callback runs when the browser draws the first frame (after the stylesheet); the
// timeout lets that frame be painted first. The paint holds the page's form (decision 030), so
// no screen needs the scripts for its largest text.
// A tab opened or put in the background draws no frame until it is shown: it starts at once.
if (document.visibilityState === 'hidden') start();
else {
  requestAnimationFrame(() => setTimeout(start, 0));
  document.addEventListener('visibilitychange', start, { once: true });
}
