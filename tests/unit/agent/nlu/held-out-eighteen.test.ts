import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { askedServiceStems } from '#api/services/catalog/services-by-words.ts';
import { read } from './read-message.ts';

/** The h18 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('kinds (h18 round)', () => {
  it.each([
    'cockroaches everywhere in the kitchen 🪳🪳😩 even inside the drawers now. Bodakdev, Ahmedabad. can someone come on thursday at 2?',
    'termites in the wardrobe, can someone come and check',
    'किचन में खटमल और कॉकरोच बहुत हो गए हैं',
  ])('pests where furniture is are pest control, not a carpenter: %s', (text) => {
    expect(read(text)).toMatchObject({ category: 'other', serviceTerm: 'pest control' });
  });

  it('a broken drawer with someone to come is still a carpenter', () => {
    expect(read('the drawer of my kitchen cabinet is broken, can someone come and fix it').category).toBe('carpenter');
  });

  it.each([
    'नमस्ते, जयपुर मालवीय नगर में रसोई का नया सिंक लगवाना है, पुराना वाला क्रैक हो गया है।',
    'बाथरूम का फ्लश खराब है',
    'கிச்சன் சிங்க் அடைச்சிருக்கு, யாராவது வர முடியுமா',
  ])('English plumbing words in Hindi or Tamil letters are a plumber: %s', (text) => {
    expect(read(text).category).toBe('plumber');
  });

  it('"नया सिंक लगवाना है" asks for the sink service by its English word', () => {
    expect(askedServiceStems('रसोई का नया सिंक लगवाना है').has('sink')).toBe(true);
  });

  it.each([
    'என் பையன் மூணாவது படிக்கிறான், ஹோம்வொர்க் பண்ணவே ரொம்ப அடம் பிடிக்கிறான். நுங்கம்பாக்கத்துல யாராவது டீச்சர் இருந்தா சொல்லுங்க',
    'அவன் ஸ்கூல் போக அடம் பிடிக்கிறான், டியூஷன் டீச்சர் வேணும்',
  ])('a Tamil verb ("பிடிக்கிறான்") is no English word by its sound (not "pedicure"): %s', (text) => {
    expect(read(text).category).toBe('tutor');
  });
});

describe("what the doctor said is no doctor's name (h18 round)", () => {
  it.each([
    'मम्मी के लिए योगा क्लास चाहिए, डॉक्टर ने हल्का योगा बोला है। दिल्ली में शनिवार सुबह 7 बजे',
    'doctor ne bola hai yoga karo, Delhi mein saturday subah 7 baje',
    'my doctor said light yoga would help, any yoga class in Delhi saturday 7am',
  ])('%s', (text) => {
    expect(read(text)).toMatchObject({ category: 'yoga', providerName: null });
  });

  it('a name after the title is still a name', () => {
    expect(read('डॉक्टर मेहता से मिलना है').providerName).toBe('Mehta');
  });
});

describe('moves and cancels of a booking (h18 round)', () => {
  it.each([
    'சனிக்கிழமை 11 மணிக்கு சலூன் புக் பண்ணிருந்தேன்ல, அத ஒரு மணி நேரம் தள்ளி வைக்க முடியுமா? காலைல கொஞ்சம் வேலை இருக்கு',
    'saturday 11 ku salon book pannirundhen, adha oru mani neram thalli vaikka mudiyuma',
  ])('"தள்ளி வைக்க முடியுமா" of a booking made is a move: %s', (text) => {
    expect(read(text).intent).toBe('reschedule');
  });

  it.each([
    'नमस्ते, गुरुवार को 4 बजे मेरा पार्लर का appointment है ना... दरअसल सासू माँ की तबीयत ठीक नहीं, तो उस दिन घर से निकलना मुश्किल होगा। उसको रहने दीजिए, बाद में फिर से बुक कर लूँगी।',
    'meri thursday 4 baje ki parlour appointment hai, us din jaana mushkil hai, rehne do',
    'I have a dentist appointment on friday at 10, it will be difficult to go that day',
  ])('a booking the client says they will hardly get to is to be cancelled: %s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it('a question whether going is difficult cancels nothing', () => {
    expect(read('is it difficult to go to the dentist?').intent).not.toBe('cancel');
  });
});

describe('the kind on show named beside a yes (h18 round)', () => {
  const proposed = (proposedKind: string, category: ConversationMemory['category']): ConversationMemory => ({
    intent: 'slots',
    category,
    date: '2026-11-28',
    time: '20:00',
    awaiting: 'confirmation',
    options: [{ date: '2026-11-28', time: '20:00' }],
    proposedKind,
  });

  it.each(['kitna per table? ok fine haan book karo', 'how much per table? ok fine yes book it', 'yes book a table'])(
    'of a table proposed, "%s" is the yes',
    (text) => {
      expect(read(text, proposed('south indian mess Table for 4 (meals)', 'restaurant'))).toMatchObject({
        intent: 'confirm',
        confirmation: true,
      });
    },
  );

  it('"yes book the haircut" of a haircut proposed is the yes; "haan facial book karo" asks for another service', () => {
    const haircut = proposed('haircut Haircut (men)', 'salon');
    expect(read('yes book the haircut', haircut).intent).toBe('confirm');
    expect(read('haan facial book karo', haircut).intent).not.toBe('confirm');
  });
});
