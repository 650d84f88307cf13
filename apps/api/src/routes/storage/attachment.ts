/** Content-Disposition `attachment` with an ASCII fallback name and the UTF-8 one (RFC 6266). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
