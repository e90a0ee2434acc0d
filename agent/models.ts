/**
 * The model Mitra runs on, by AI_MODE: the offline model; any OpenAI-compatible server; or both
 * (hybrid), the offline model answering what it understands and handing the rest over.
 */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { AppConfig } from '#api/core/env.ts';
import { OfflineModel, offlineModelId } from './offline/offline-model.ts';
import type { AgentSession, AnsweringModel } from './session/session.ts';

type ModelConfig = Pick<AppConfig, 'aiMode' | 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'AI_MODEL' | 'AI_API'>;

/** The model a turn starts on; the hybrid model may still hand the turn over (`session.extras.model`). */
export function firstModel(config: Pick<AppConfig, 'aiMode'>): AnsweringModel {
  return config.aiMode === 'remote' ? 'remote' : 'offline';
}

/** Whether the remote model may answer, and so needs the conversation's history in its prompt. */
export function mayUseRemote(config: Pick<AppConfig, 'aiMode'>): boolean {
  return config.aiMode !== 'offline';
}

/** The model id a turn was answered by, as agent_turns records it. */
export function answeringModelId(config: Pick<AppConfig, 'AI_MODEL'>, model: AnsweringModel): string {
  return model === 'remote' ? config.AI_MODEL : offlineModelId;
}

const remoteProviders = new Map<string, ReturnType<typeof createOpenAI>>();

/**
 * Chat Completions by default rather than OpenAI's Responses API: it is what Ollama, vLLM and
 * LM Studio serve, so one code path covers OpenAI and every compatible server (AI_API=responses
 * switches to the Responses API for OpenAI itself).
 */
function remoteModel(config: ModelConfig): LanguageModelV4 {
  const apiKey = config.OPENAI_API_KEY;
  // api/env.ts refuses AI_MODE=remote or hybrid without a key at start-up.
  if (!apiKey) throw new Error(`AI_MODE=${config.aiMode} needs OPENAI_API_KEY`);
  const key = `${config.OPENAI_BASE_URL ?? ''}|${apiKey}`;
  let provider = remoteProviders.get(key);
  if (!provider) {
    provider = createOpenAI({ apiKey, baseURL: config.OPENAI_BASE_URL });
    remoteProviders.set(key, provider);
  }
  return config.AI_API === 'responses' ? provider.responses(config.AI_MODEL) : provider.chat(config.AI_MODEL);
}

export function createModel(config: ModelConfig, session: AgentSession): LanguageModelV4 {
  switch (config.aiMode) {
    case 'offline':
      return new OfflineModel(session);
    case 'remote':
      return remoteModel(config);
    case 'hybrid':
      return new OfflineModel(session, { handOverTo: remoteModel(config) });
  }
}
