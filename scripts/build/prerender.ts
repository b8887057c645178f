import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { prerenderedFile, SHELL_FILE } from '../../shared/web-serving/app-html.ts';
import { publicPages } from '../../shared/web-serving/crawlers.ts';
import { inlineStylesheets } from './inline-css.ts';

interface RenderedPage {
  html: string;
  head: string;
}
interface PrerenderModule {
  renderPage(pathname: string): Promise<RenderedPage>;
  renderShell(): Promise<RenderedPage>;
}

/**
 * Part of every web build (npm run build:web, the bench, the e2e setup): once the browser bundle is
 * written, the app is built again for Node (web/src/prerender.tsx) and each public page's HTML is
 * rendered into the built index.html, so it paints before any script runs. Other routes get
 * `shell.html`: the frame with the loading skeleton. shared/web-serving/app-html.ts says which file
 * serves which path.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'neighbourhood-jobs:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the repository, so the Node build's imports of react, react-router… resolve.
      const cacheDir = path.resolve(config.root, '../node_modules/.cache');
      mkdirSync(cacheDir, { recursive: true });
      const serverDir = mkdtempSync(path.join(cacheDir, 'nj-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: path.join(config.root, 'src/prerender.tsx'),
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const entry = readdirSync(serverDir).find((file) => /^prerender\.m?js$/.test(file));
        if (!entry) throw new Error(`The pre-render build wrote no entry in ${serverDir}`);
        const app = (await import(pathToFileURL(path.join(serverDir, entry)).href)) as PrerenderModule;

        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const stylesheets = pageStylesheets(outDir, template);
        const write = (file: string, html: string) => {
          mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
          writeFileSync(path.join(outDir, file), inlineStylesheets(html, outDir));
        };
        for (const page of publicPages) {
          write(prerenderedFile(page), fillTemplate(template, await app.renderPage(page), stylesheets, page));
        }
        write(SHELL_FILE, fillTemplate(template, await app.renderShell(), stylesheets, null));
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}

interface Stylesheet {
  href: string;
  classes: Set<string>;
}

/** Every class name a stylesheet's selectors mention. */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

/**
 * The CSS files of lazy chunks (a page's CSS modules arrive with its code), with the class names each
 * owns. A pre-rendered page links the ones its markup uses, so it paints styled before any script.
 * A class that the entry's own CSS defines (`.btn`, `.container`) is not a sign of ownership: a CSS
 * module that styles a button inside itself (`.actions :global(.btn)`) would otherwise be linked into
 * every page with a button, as the alerts and family pages' CSS were (8 KB of rules on every page
 * for the browser to match, Total Blocking Time).
 */
function pageStylesheets(outDir: string, template: string): Stylesheet[] {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.css'));
  const css = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const inTemplate = (file: string) => template.includes(`/assets/${file}`);
  const global = new Set(files.filter(inTemplate).flatMap((file) => [...classesOf(css(file))]));
  return files
    .filter((file) => !inTemplate(file))
    .map((file) => ({
      href: `/assets/${file}`,
      classes: new Set([...classesOf(css(file))].filter((name) => !global.has(name))),
    }));
}

function classesIn(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

function fillTemplate(
  template: string,
  page: RenderedPage,
  stylesheets: Stylesheet[],
  prerenderedFor: string | null,
): string {
  const used = classesIn(page.html);
  const links = stylesheets
    .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
    .map((sheet) => `<link rel="stylesheet" crossorigin href="${sheet.href}">`);
  const replaceBetween = (html: string, start: string, end: string, content: string) => {
    const from = html.indexOf(start);
    const to = html.indexOf(end, from);
    if (from === -1 || to === -1) throw new Error(`index.html has no ${start}…${end} placeholder`);
    return html.slice(0, from) + content + html.slice(to + end.length);
  };
  let html = template;
  // A page without a title of its own (the shell) keeps the template's.
  if (page.head.includes('<title>'))
    html = replaceBetween(html, '<!--app-head-->', '<!--/app-head-->', page.head);
  html = replaceBetween(html, '<!--app-html-->', '<!--/app-html-->', page.html);
  if (prerenderedFor !== null) {
    html = html.replace('<div id="root">', `<div id="root" data-prerendered="${prerenderedFor}">`);
  }
  return html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
}
