/**
 * The two request headers a cached public answer is chosen by (RFC 9110 sections 13.1.2
 * and 12.5.3), parsed without a library: If-None-Match and Accept-Encoding.
 */

/** A stored content coding of a cached answer; `identity` is the bytes as they are. */
export type ContentEncoding = 'identity' | 'br' | 'gzip';

/** Each entity-tag of a list, `W/` or not (a quoted tag may hold commas). */
const entityTag = /(?:W\/)?"[^"]*"/g;

/** The opaque tag of an entity-tag: the weak comparison ignores the `W/`. */
const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether If-None-Match names the current representation: `*`, or one of its tags equals
 * `etag` by the weak comparison (RFC 9110 13.1.2: `W/"x"` matches `"x"`). Absent: false.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  for (const tag of header.match(entityTag) ?? []) {
    if (opaque(tag) === wanted) return true;
  }
  return false;
}

/** Each coding of Accept-Encoding with its weight (default 1), lower-cased. */
function weights(header: string): Map<string, number> {
  const byCoding = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    byCoding.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  return byCoding;
}

/**
 * The stored coding the client prefers: brotli or gzip when it accepts one (the higher
 * weight; brotli on a tie, being smaller), else the bytes as they are. `*` stands for any
 * coding not named.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (header === undefined) return 'identity';
  const known = choices.get(header);
  if (known !== undefined) return known;
  // Browsers send a handful of distinct headers: remembered, the public reads skip parsing.
  if (choices.size >= maxChoices) choices.clear();
  const choice = choiceOf(header);
  choices.set(header, choice);
  return choice;
}

/** The headers seen and their choice; emptied when full (a client sending odd headers). */
const choices = new Map<string, ContentEncoding>();
const maxChoices = 256;

function choiceOf(header: string): ContentEncoding {
  const byCoding = weights(header);
  const any = byCoding.get('*') ?? 0;
  const br = byCoding.get('br') ?? any;
  const gzip = byCoding.get('gzip') ?? byCoding.get('x-gzip') ?? any;
  if (br <= 0 && gzip <= 0) return 'identity';
  return br >= gzip ? 'br' : 'gzip';
}
