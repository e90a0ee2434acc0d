type Recognition = {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: (() => void) | null;
  onend: (() => void) | null;
  start: () => void;
};

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function voiceSupported() {
  return recognitionClass() !== undefined;
}

const speechLanguages: Record<string, string> = { en: 'en-US', hi: 'hi-IN', ta: 'ta-IN' };

/** One utterance through the browser's speech recognition (single shot, spec §2). */
export function listenOnce(language: string, onText: (text: string) => void, onError: () => void, onEnd: () => void) {
  const Recognition = recognitionClass();
  if (!Recognition) {
    onError();
    return;
  }
  const recognition = new Recognition();
  recognition.lang = speechLanguages[language] ?? 'en-US';
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.onresult = (event) => {
    const transcript = event.results[0]?.[0]?.transcript ?? '';
    if (transcript.trim()) onText(transcript.trim());
  };
  recognition.onerror = onError;
  recognition.onend = onEnd;
  recognition.start();
}
