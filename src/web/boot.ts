/**
 * The first script of a page the server painted first (decisions 027 and 030): it waits until
 * that paint is on the screen, then asks for the entry and the chunks the page will need. The stylesheet
 * and the paint get the connection to themselves; the scripts follow a frame later. A classic
 * module with no imports, so it is one tiny request; `web-page.ts` writes the entry's address
 * and the preloads into its `data-` attributes.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

let started = false;

/** Elements added per task: each costs about 1.5 ms of a phone's main thread (decision 030). */
const PER_TASK = 4;

function add(element: HTMLElement) {
  (element as HTMLLinkElement | HTMLScriptElement).crossOrigin = '';
  document.head.append(element);
}

function start() {
  if (!script || started) return;
  started = true;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.src = script.dataset.entry ?? '';
  add(entry);
  // The preloads follow a few at a time, each batch in a task of its own: all of them at once
  // made one long task on a phone, while the entry they serve was already on its way.
  const hrefs = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  const next = () => {
    for (const href of hrefs.splice(0, PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    if (hrefs.length > 0) setTimeout(next, 0);
  };
  next();
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
