/** A Twilio message body holds at most 1,600 characters. */
export const whatsappPartLimit = 1600;
/**
 * SMS is outbound-first in India and Hindi/Tamil SMS are UCS-2 (70 characters a segment),
 * so an SMS reply is cut into smaller parts than WhatsApp's.
 */
export const smsPartLimit = 480;

/**
 * Splits a reply into parts of at most `limit` characters, at line breaks when it can,
 * else at spaces, else anywhere (counting code points, so no Devanagari or Tamil letter is torn).
 */
export function splitReply(text: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while ([...rest].length > limit) {
    const head = [...rest].slice(0, limit).join('');
    const newline = head.lastIndexOf('\n');
    const space = head.lastIndexOf(' ');
    const cut = newline > head.length / 2 ? newline : space > head.length / 2 ? space : head.length;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
