/**
 * The service an offer is made with (issue 21, h11 round): the one of the provider's services the client's own
 * words name ("facial" at a parlour, "family thali for four" at a thali place), or, when a general physician is
 * offered for a missing specialty, the one that specialty's everyday words name (a diabetes check-up for
 * "sugar"). A request naming no service keeps the cheapest of the kind. Over /api/chat on the demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { clockFrom, demoCatalogueServer, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const cases = [
  { form: 'hinglish', ask: 'parso shaam paanch baje mumbai ghatkopar mein facial karwana hai parlour mein ho jayega', service: 'Facial' },
  {
    form: 'en',
    ask: 'book a family thali for four at Shree Gokul Pure Veg in Karol Bagh day after tomorrow at 8 pm',
    service: 'Family thali for 4',
  },
  {
    form: 'hinglish',
    ask: 'Karol Bagh ke Shree Gokul Pure Veg mein parso raat aath baje chaar logon ki family thali book karni hai',
    service: 'Family thali for 4',
  },
  { form: 'ta', ask: 'மாரத்தஹள்ளி பெங்களூர்ல ஷுகர் பாக்குற டாக்டர் நாளைக்கு காலைல 10 மணிக்கு', service: 'Diabetes check-up' },
  { form: 'tanglish', ask: 'Marathahalli Bangalore la sugar doctor venum naalaiku kaalai 10 manikku', service: 'Diabetes check-up' },
  {
    form: 'tanglish',
    ask: 'fan switch pottaa spark varudhu Nungambakkam la naalaiku saayangalam naalu manikku varuvangala',
    service: 'Switchboard repair',
  },
  { form: 'en (no service named)', ask: 'a dentist in Kalyani Nagar Pune day after tomorrow at 11 am', service: 'Dental check-up' },
] as const;

describe('the offer carries the service the client named', () => {
  it.each(cases)('$form: $service', async ({ ask, service }) => {
    const { client } = await signedUpClient(demo().url);
    const reply = await new ChatClient(client).send(ask);
    expect(reply.proposal, reply.text).toMatchObject({ kind: 'book', service });
  });
});
