import { describe, expect, it } from 'vitest';
import { explainFailure } from '#agent/offline/policy/failures.ts';
import { emptyAgentState } from '#agent/session/state.ts';

const details = { providerPhone: '+919812345678', action: 'cancel', noticeMinutes: 120 };

describe('notice_too_short, explained by Mitra', () => {
  it.each([
    ['en', /too close to the appointment.*\+919812345678/],
    ['hi', /ऑनलाइन रद्द.*\+919812345678 पर कॉल/],
    ['ta', /ஆன்லைனில் ரத்து.*\+919812345678 எண்ணில்/],
    ['hi-Latn', /online cancel ya change nahi.*\+919812345678 par call/],
    ['ta-Latn', /online-la cancel.*\+919812345678-la call/],
  ] as const)('in %s, with the number to call', (language, text) => {
    expect(explainFailure(language, 'notice_too_short', emptyAgentState(), { details }).text).toMatch(text);
  });

  it('says a slot is too soon to book, and leaves out the number when the provider has none', () => {
    const reply = explainFailure('en', 'notice_too_short', emptyAgentState(), { details: { action: 'book', providerPhone: null } });
    expect(reply.text).toBe('That slot starts too soon to book online: the provider needs more notice. Please pick a later time.');
  });
});
