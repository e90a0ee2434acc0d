const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };

/** The texts of a TwiML MessagingResponse, in order (what a phone would show). */
export function twimlMessages(xml: string): string[] {
  return [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((match) =>
    (match[1] ?? '').replace(/&(lt|gt|quot|apos|amp);/g, (entity) => entities[entity] ?? entity),
  );
}
