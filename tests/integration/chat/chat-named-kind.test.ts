/**
 * The kind of provider the client names beats the kind their symptoms point to (issue 21, the h22/h23 rounds): "not
 * sleeping properly … want to talk to a counsellor" searched clinical psychologists, so a Malayalam-speaking
 * counsellor asked for next was "nothing free". The word that names a kind ("counsellor", "काउंसलर", "கவுன்சிலர்")
 * chooses it, in every language form, over /api/chat on the demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import { addDays, istDate, weekdayOf } from '#api/core/time-zone.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const dayNames = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  hinglish: ['ravivar', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar'],
  hi: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  ta: ['ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை'],
  tanglish: ['nyayiru', 'thingal', 'sevvai', 'budhan', 'vyazhan', 'velli', 'sani kizhamai'],
};

/** The n-th day ahead that is not a Sunday (the demo counsellors work Monday to Saturday): each case its own day. */
function workingDay(n: number): string {
  const days = Array.from({ length: 8 }, (_, index) => addDays(istDate(now), index + 1)).filter((day) => weekdayOf(day) !== 0);
  return days[n]!;
}

describe('a counsellor named beside symptoms a clinical psychologist treats', () => {
  it.each([
    [
      'en',
      'hi. work pressure has been really bad lately, not sleeping properly. want to talk to a counsellor in mumbai, DAY afternoon if possible',
      'is there someone who speaks malayalam? same afternoon is fine',
    ],
    [
      'hinglish',
      'kaam ka bahut pressure hai, neend nahi aati, mumbai mein DAY dopahar counsellor se baat karni hai',
      'koi malayalam bolne wala hai? wahi dopahar theek hai',
    ],
    ['hi', 'काम का बहुत तनाव है, नींद नहीं आती। मुंबई में DAY दोपहर किसी काउंसलर से बात करनी है', 'कोई मलयालम बोलने वाला है?'],
    ['ta', 'வேலை டென்ஷன், சரியா தூக்கம் வரல. மும்பையில DAY மதியம் ஒரு கவுன்சிலர்கிட்ட பேசணும்', 'மலையாளம் பேசுறவங்க யாராவது இருக்காங்களா?'],
    [
      'tanglish',
      'velai tension romba, thookam varala. mumbai la DAY madhiyam oru counsellor kitta pesanum',
      'malayalam pesuravanga yaaravadhu irukaangala?',
    ],
  ] as const)('%s: offers the counsellor, and a language asked next keeps the kind', async (form, ask, language) => {
    const { chat } = await newDemoChat(demo());
    const index = ['en', 'hinglish', 'hi', 'ta', 'tanglish'].indexOf(form);
    const day = workingDay(index);
    await chat.send(ask.replace('DAY', dayNames[form][weekdayOf(day)]!));
    const reply = await chat.send(language);
    expect(reply.text).toContain('Parvathy Warrier');
  });
});
