// @ts-check
// Holds Next's script chunks back until the page has painted, so on a slow line the HTML, the CSS
// (inlined) and the hero image do not share the connection with ~140 kB of framework JavaScript.
// Every page is readable and navigable (plain links) before its scripts run; they hydrate the
// interactive islands (menu, tabs, forms, carousels) right after the first paint, or after the
// page's priority image (the LCP element) has loaded where it has one. docs/performance.md, fifth pass.

/** `<script src="/_next/static/…" async="">`, as React writes Next's chunks. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const CHUNK_SCRIPT_START = '<script src="/_next/static/';
/** The low-priority preloads Next adds for the same chunks: they would fetch them at once. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * Defines `__kvnsDeferScript(src)`: queues a chunk until the start condition, then appends it as the
 * same `<script async src>` React would have written (React finds it there when it hydrates). A
 * hidden tab gets no frames, so it starts at once.
 */
const LOADER = [
  '(function(){var queue=[],started=false;',
  'function add(src){var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)}',
  'function start(){if(started)return;started=true;queue.splice(0).forEach(add)}',
  // Calls `then` once the browser reports a performance entry of `type` that `match`es; at once where it
  // cannot report that type.
  'function whenEntry(type,match,then){var P=self.PerformanceObserver;',
  'if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf(type)<0)return then();',
  'new P(function(list,observer){if(list.getEntries().some(match)){observer.disconnect();then()}}).observe({type:type,buffered:true})}',
  // After a frame, and once the browser has reported the first contentful paint (a frame's task can run
  // before its paint is presented).
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(function(){',
  'whenEntry("paint",function(e){return e.name==="first-contentful-paint"},start)},0)})}',
  // The hero is painted some frames after its load event (it decodes off the main thread first): wait for
  // the browser's largest-contentful-paint entry for it, or half a second where none comes (a larger
  // element painted first, or a browser without the entry type).
  'function heroPainted(hero){var done=false;',
  'function go(){if(!done){done=true;afterPaint()}}',
  'whenEntry("largest-contentful-paint",function(e){return e.element===hero},go);setTimeout(go,500)}',
  // A hidden tab paints no frames: start at once, and when a tab is hidden before its paint.
  'function ready(){if(document.visibilityState==="hidden")return start();',
  'document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")start()});',
  'var hero=document.querySelector("img[fetchpriority=high]");',
  'if(!hero)return afterPaint();',
  'if(hero.complete)return heroPainted(hero);',
  'hero.addEventListener("load",function(){heroPainted(hero)});hero.addEventListener("error",afterPaint)}',
  'self.__kvnsDeferScript=function(src){started?add(src):queue.push(src)};',
  'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready()})();',
].join('');

/** @param {string} src */
const deferCall = (src) => `__kvnsDeferScript(${JSON.stringify(src)})`;

/**
 * A stateful rewriter for one HTML response, fed in the chunks Next streams. A tag split across two
 * chunks is held back until its end arrives. The loader goes in with the first chunk script.
 */
class FrameworkScriptDeferrer {
  constructor() {
    /** @private */ this.pending = '';
    /** @private */ this.loaderWritten = false;
  }

  /**
   * @param {string} chunk
   * @returns {string} what can be sent now
   */
  write(chunk) {
    const text = this.pending + chunk;
    // Keep for the next chunk a tag not yet closed, and a chunk script whose </script> has not come.
    let cut = text.length;
    const lastOpen = text.lastIndexOf('<');
    if (lastOpen > text.lastIndexOf('>')) cut = lastOpen;
    const lastScript = text.lastIndexOf(CHUNK_SCRIPT_START);
    if (lastScript !== -1 && !text.includes('</script>', lastScript)) cut = Math.min(cut, lastScript);
    this.pending = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  /** @returns {string} whatever was held back, rewritten */
  end() {
    const rest = this.pending;
    this.pending = '';
    return this.rewrite(rest);
  }

  /**
   * @private
   * @param {string} html
   */
  rewrite(html) {
    return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (_tag, src) => {
      const call = deferCall(src);
      if (this.loaderWritten) return `<script>${call}</script>`;
      this.loaderWritten = true;
      return `<script>${LOADER}${call}</script>`;
    });
  }
}

/** @param {string} html a whole document */
function deferFrameworkScripts(html) {
  const deferrer = new FrameworkScriptDeferrer();
  return deferrer.write(html) + deferrer.end();
}

module.exports = { FrameworkScriptDeferrer, deferFrameworkScripts, LOADER };
