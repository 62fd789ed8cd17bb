import { deferFrameworkScripts, FrameworkScriptDeferrer, LOADER } from './defer-framework-scripts';

const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
  '<script src="/_next/static/chunks/main-2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>',
  '<script src="/_next/static/chunks/page-4.js" async=""></script>',
  '<style>a{color:red}</style></head><body><p>1 &lt; 2</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const output = deferFrameworkScripts(page);

  it('turns each chunk script into a queued call, in order, with the loader once before the first', () => {
    expect(output).not.toContain('async=""');
    expect(output).toContain(`<script>${LOADER}__kvnsDeferScript("/_next/static/chunks/main-2.js")</script>`);
    expect(output).toContain('<script>__kvnsDeferScript("/_next/static/chunks/page-4.js")</script>');
    expect(output.split(LOADER)).toHaveLength(2);
    expect(output.indexOf('main-2.js')).toBeLessThan(output.indexOf('page-4.js'));
  });

  it('drops the chunk preloads and leaves everything else as it was', () => {
    expect(output).not.toContain('rel="preload" as="script"');
    expect(output).toContain('<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>');
    expect(output).toContain('<style>a{color:red}</style></head><body><p>1 &lt; 2</p>');
    expect(output).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>');
  });

  it('gives the same document however the stream is cut', () => {
    for (let cut = 1; cut < page.length; cut += 7) {
      const deferrer = new FrameworkScriptDeferrer();
      const streamed = deferrer.write(page.slice(0, cut)) + deferrer.write(page.slice(cut)) + deferrer.end();
      expect(streamed).toBe(output);
    }
  });

  it('sends a chunk as soon as no tag is left open in it', () => {
    const deferrer = new FrameworkScriptDeferrer();
    expect(deferrer.write('<p>ready</p><scr')).toBe('<p>ready</p>');
    expect(deferrer.write('ipt src="/_next/static/chunks/a.js" async=""></script>')).toContain('__kvnsDeferScript("/_next/static/chunks/a.js")');
  });
});
