import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/**
 * The kind the client names beats the kind a symptom points to (issue 21: "not sleeping … talk to a counsellor" was a
 * clinical psychologist's, and a Malayalam-speaking counsellor was then "nothing free").
 */
describe('a kind named beside a symptom another kind treats', () => {
  it.each([
    'hi. work pressure has been really bad lately, not sleeping properly. want to talk to a counsellor in mumbai',
    'kaam ka bahut pressure hai, neend nahi aa rahi, mumbai mein counsellor se baat karni hai',
    'काम का बहुत तनाव है, ठीक से नींद नहीं आ रही। मुंबई में किसी काउंसलर से बात करनी है',
    'வேலை டென்ஷன், சரியா தூக்கம் வரல. மும்பையில ஒரு கவுன்சிலர்கிட்ட பேசணும்',
    'velai tension, sariya thookam varala, mumbai la oru counsellor kitta pesanum',
  ])('%s → a counsellor', (text) => {
    expect(read(text)).toMatchObject({ category: 'psychologist', serviceTerm: 'counsellor' });
  });

  it.each([
    ['panic attacks before exams, need a therapist', 'therapist'],
    ['my 10 year old son gets very anxious, need a counsellor', 'child psychologist'],
    ['need a psychologist', 'psychologist'],
  ])('%s → %s', (text, term) => {
    expect(read(text).serviceTerm).toBe(term);
  });
});

/** A place's other spelling in Tamil letters is that place; a Tamil word with a place's consonants is not. */
describe('places in Tamil letters, spelt another way', () => {
  it.each([
    ['க்ரோம்பேட் செந்தில் சலூன்ல ஹேர்கட் புக் பண்ணணும்', 'Chromepet'],
    ['க்ரோம்பேட்ல ஒரு பல் டாக்டர் வேணும்', 'Chromepet'],
  ])('%s is in %s, Chennai', (text, area) => {
    expect(read(text)).toMatchObject({ city: 'Chennai', area });
  });

  it.each(['மறுபடியும் அதே நேரம் கிடைக்குமா?', 'பரவால்ல, நாளைக்கு பாக்கலாம்'])('%s names no place', (text) => {
    expect(read(text)).toMatchObject({ city: null, area: null });
  });
});
