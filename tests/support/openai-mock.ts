import { http, HttpResponse } from 'msw';

/** Where tests point OPENAI_BASE_URL; msw answers for OpenAI's Chat Completions API there. */
export const fakeOpenAiBase = 'https://fake-openai.test/v1';

export type ChatCompletionRequest = {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }>;
  tools?: Array<{ type: 'function'; function: { name: string; parameters: unknown } }>;
};

export type ScriptedTurn = { toolCall: { name: string; arguments: Record<string, unknown> } } | { text: string };

function sse(events: unknown[]): Response {
  const body = `${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('')}data: [DONE]\n\n`;
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const chunk = (delta: Record<string, unknown>, finishReason: string | null, extra: Record<string, unknown> = {}) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion.chunk',
  created: 1_764_000_000,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, delta, finish_reason: finishReason }],
  ...extra,
});
const usage = { usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 } };

/** A streamed Chat Completions answer in OpenAI's wire format: one tool call, or text in pieces. */
export function streamedTurn(turn: ScriptedTurn, callId: string): Response {
  if ('toolCall' in turn) {
    return sse([
      chunk(
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: callId, type: 'function', function: { name: turn.toolCall.name, arguments: '' } }],
        },
        null,
      ),
      chunk({ tool_calls: [{ index: 0, function: { arguments: JSON.stringify(turn.toolCall.arguments) } }] }, null),
      chunk({}, 'tool_calls', usage),
    ]);
  }
  const words = turn.text.split(/(?<= )/);
  return sse([
    chunk({ role: 'assistant', content: '' }, null),
    ...words.map((word) => chunk({ content: word }, null)),
    chunk({}, 'stop', usage),
  ]);
}

/**
 * Plays `script` one model call at a time and records each request (headers and body), so a
 * test can check what the SDK sent: the bearer key, the tool definitions, the tool results.
 */
export function scriptedOpenAi(script: (request: ChatCompletionRequest, call: number) => ScriptedTurn) {
  const requests: Array<{ authorization: string | null; body: ChatCompletionRequest }> = [];
  const handler = http.post(`${fakeOpenAiBase}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as ChatCompletionRequest;
    requests.push({ authorization: request.headers.get('authorization'), body });
    const turn = script(body, requests.length);
    if (body.stream) return streamedTurn(turn, `call_${requests.length}`);
    const message =
      'toolCall' in turn
        ? {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `call_${requests.length}`,
                type: 'function',
                function: { name: turn.toolCall.name, arguments: JSON.stringify(turn.toolCall.arguments) },
              },
            ],
          }
        : { role: 'assistant', content: turn.text };
    return HttpResponse.json({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_764_000_000,
      model: body.model,
      choices: [{ index: 0, message, finish_reason: 'toolCall' in turn ? 'tool_calls' : 'stop' }],
      ...usage,
    });
  });
  return { handler, requests };
}
