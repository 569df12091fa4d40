// A page's HTML split into what a browser parses as markup and what it runs as inline scripts, and
// the RSC payload (Next's `self.__next_f.push([1,"..."])` script strings) decoded. Shared by the
// byte benches (bench:roster-page on the scale dataset, bench:teacher-page on the demo data).

/** How many bytes `text` takes inside a script's JSON string (quotes and backslashes escaped). */
export const escapedBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

/** The JSON value (object or array) that starts at `start` in `text`, brackets balanced. */
export function balancedAt(text: string, start: number): string | undefined {
  if (start < 0 || (text[start] !== '{' && text[start] !== '[')) return undefined;
  let depth = 0;
  for (let index = start, inString = false; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if ((char === '}' || char === ']') && --depth === 0) return text.slice(start, index + 1);
  }
  return undefined;
}

/**
 * The JSON values after each `key` (e.g. `"messages":`) in `text`, joined; undefined if none. A key
 * inside a value already found (the `errors` namespace's own `messages`) is not counted twice.
 */
export function balancedAfter(text: string, key: string): string | undefined {
  const found: string[] = [];
  for (let at = text.indexOf(key), end = -1; at >= 0; at = text.indexOf(key, at + key.length)) {
    if (at < end) continue;
    const value = balancedAt(text, at + key.length);
    if (value) {
      found.push(value);
      end = at + key.length + value.length;
    }
  }
  return found.length > 0 ? found.join('') : undefined;
}

/** The page's inline and external `<script>` tags, and the decoded RSC payload they carry. */
export function pageScripts(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  const flight = scripts
    .map((match) =>
      /^(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[1,("[\s\S]*")\]\)$/.exec(
        match[1]!.trim(),
      ),
    )
    .filter((match) => match)
    .map((match) => JSON.parse(match![1]!) as string)
    .join('');
  return { scripts: scripts.map((match) => match[0]), flight };
}
