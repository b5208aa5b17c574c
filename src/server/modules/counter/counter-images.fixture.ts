/** Window images for the counter tests: data URLs of each kind, safe and unsafe. */
const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const svg = (inner: string, head = '') =>
  dataUrl(
    'image/svg+xml',
    `${head}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`,
  );

/** A PNG-headed data URL of `bytes` bytes (decoded). */
const pngOf = (bytes: number) =>
  dataUrl('image/png', Buffer.concat([pngHeader, Buffer.alloc(bytes - pngHeader.length, 7)]));

export const counterImages = {
  pngOf,
  png: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  jpeg: dataUrl(
    'image/jpeg',
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  ),
  webp: dataUrl(
    'image/webp',
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
  ),
  svg: svg(
    '<title>Ikkuna</title><defs><linearGradient id="g"/></defs><rect width="8" height="8" fill="url(#g)"/><use href="#g"/>',
  ),
  gif: dataUrl('image/gif', 'GIF89a\u0001\u0000\u0001\u0000'),
  html: dataUrl('text/html', '<script>alert(1)</script>'),
  fakePng: dataUrl('image/png', '<svg onload="alert(1)"></svg>'),
  svgNotBase64: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  largePng: pngOf(301 * 1024),
  svgScript: svg('<script>alert(1)</script>'),
  svgOnload: svg('<rect width="1" height="1" onload="alert(1)"/>'),
  svgExternal: svg('<image href="https://example.com/track.png" width="1" height="1"/>'),
  svgForeign: svg('<foreignObject><div>hi</div></foreignObject>'),
  svgEntity: svg('<text>&x;</text>', '<!DOCTYPE svg [<!ENTITY x "x">]>'),
};
