/** The model Mitra runs on: any OpenAI-compatible server when configured, else the offline model. */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { AppConfig } from '#api/core/env.ts';
import { OfflineModel } from './offline/offline-model.ts';
import type { AgentSession } from './session/session.ts';

export type ModelChoice = { kind: 'openai'; model: string } | { kind: 'offline' };

export function modelChoice(config: Pick<AppConfig, 'OPENAI_API_KEY' | 'AI_MODEL'>): ModelChoice {
  return config.OPENAI_API_KEY ? { kind: 'openai', model: config.AI_MODEL } : { kind: 'offline' };
}

const remoteProviders = new Map<string, ReturnType<typeof createOpenAI>>();

/**
 * Chat Completions by default rather than OpenAI's Responses API: it is what Ollama, vLLM and
 * LM Studio serve, so one code path covers OpenAI and every compatible server (AI_API=responses
 * switches to the Responses API for OpenAI itself).
 */
export function createModel(config: Pick<AppConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'AI_MODEL' | 'AI_API'>, session: AgentSession): LanguageModel {
  const apiKey = config.OPENAI_API_KEY;
  if (!apiKey) return new OfflineModel(session);
  const key = `${config.OPENAI_BASE_URL ?? ''}|${apiKey}`;
  let provider = remoteProviders.get(key);
  if (!provider) {
    provider = createOpenAI({ apiKey, baseURL: config.OPENAI_BASE_URL });
    remoteProviders.set(key, provider);
  }
  return config.AI_API === 'responses' ? provider.responses(config.AI_MODEL) : provider.chat(config.AI_MODEL);
}
