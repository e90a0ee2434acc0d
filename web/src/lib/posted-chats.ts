/**
 * Which chat ids this tab has sent a message in. Only those can have a history on the server, so
 * only those are asked for: asking for a brand-new conversation answered 404, which the browser
 * logs as an error each time Mitra opened.
 */
const postedKey = 'mitra_chat_posted';

export function markChatPosted(id: string) {
  try {
    sessionStorage.setItem(postedKey, id);
  } catch {
    // Without storage a reload simply starts a new conversation.
  }
}

export function wasChatPosted(id: string) {
  try {
    return sessionStorage.getItem(postedKey) === id;
  } catch {
    return false;
  }
}
