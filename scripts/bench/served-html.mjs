// What a link previewer or a crawler that runs no script gets from each public page: the served HTML only,
// for `npm run bench` and `npm run bench -- seo`. The public pages are the sitemap's (the gateway writes it
// from contracts' page table). Per page: title, description, preview tags (og:title, og:description,
// og:image answering as an image), canonical URL, and the main heading (<h1>) present without scripts.
// Prints; never fails on a missing tag.

const meta = (html, key) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1] ?? null;
const text = (value) =>
  value
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** @returns {Promise<Array<{ path: string, ok: boolean }>>} */
export async function benchServedHtml({ baseUrl = 'http://localhost:8080' } = {}) {
  console.log(
    '\n== HTML servido sin scripts (lo que ven WhatsApp, Facebook, LinkedIn, Slack y los buscadores que no corren JS) ==',
  );
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  if (pages.length === 0) console.log('  el sitemap no lista páginas');
  const results = [];
  for (const pathname of pages) {
    const html = await (await fetch(`${baseUrl}${pathname}`, { headers: { accept: 'text/html' } })).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
    const description = meta(html, 'description');
    const image = meta(html, 'og:image');
    let imageInfo = 'sin og:image';
    let imageOk = false;
    if (image) {
      const answer = await fetch(`${baseUrl}${new URL(image, baseUrl).pathname}`);
      const bytes = (await answer.arrayBuffer()).byteLength;
      imageOk = answer.ok && /^image\//.test(answer.headers.get('content-type') ?? '');
      imageInfo = `og:image ${answer.status} ${answer.headers.get('content-type')} ${(bytes / 1024).toFixed(0)} KB`;
    }
    const preview = Boolean(meta(html, 'og:title') && meta(html, 'og:description') && imageOk);
    const canonical = /<link rel="canonical" href="[^"]+">/.test(html);
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    const mark = (ok) => (ok ? 'sí' : 'NO');
    const ok = Boolean(title && description && preview && canonical && h1);
    console.log(
      `served-html ${pathname}: título ${mark(title)} · descripción ${mark(description)} · vista previa ${mark(preview)} · canónica ${mark(canonical)} · h1 sin scripts ${mark(h1)}`,
    );
    console.log(`    «${title ?? ''}» · ${imageInfo}${h1 ? ` · h1 «${text(h1[1])}»` : ''}`);
    results.push({ path: pathname, ok });
  }
  console.log(`  ${results.filter((r) => r.ok).length} de ${results.length} páginas públicas completas sin scripts`);
  return results;
}
