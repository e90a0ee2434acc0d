import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

describe('categories', () => {
  it.each([
    [
      'doctor',
      [
        'need a doctor',
        'daktar chahiye',
        'डॉक्टर चाहिए',
        'டாக்டர் வேணும்',
        'மருத்துவரைப் பார்க்கணும்',
        'dentist',
        'दांत में दर्द',
        'skin specialist',
        'gynaecologist',
        'paediatrician',
        'बच्चों का डॉक्टर',
        'physician',
        'docter chahiye',
      ],
    ],
    [
      'salon',
      [
        // "AC" before the place: air-conditioned, not an AC repair.
        'adhu AC salon ah?',
        'haircut',
        'hair cut',
        'बाल कटवाना है',
        'ஹேர்கட்',
        'முடி வெட்டணும்',
        'barber',
        'nai chahiye',
        'parlour',
        'facial',
        'threading',
        'waxing',
        'spa',
        'bridal makeup',
        'சலூன்ல',
      ],
    ],
    ['plumber', ['plumber', 'nal leak ho raha', 'nalli kharab', 'tap leaking', 'pipe leak', 'टंकी', 'குழாய் ஒழுகுது', 'plumbr']],
    [
      'repair',
      [
        'AC not cooling',
        'fridge repair',
        'washing machine',
        'एसी सर्विस',
        'फ्रिज ठीक करने वाला',
        'ரிப்பேர்',
        'வாஷிங் மெஷின்',
        'microwave',
        'electrician',
      ],
    ],
    ['tutor', ['tuition', 'ट्यूशन', 'டியூஷன்', 'home tutor', 'maths tuition', 'teacher for my son', 'கணக்கு டீச்சர்']],
    ['education', ['coaching institute', 'school admission', 'JEE coaching', 'कोचिंग', 'அட்மிஷன்']],
    [
      'psychologist',
      ['therapist', 'counsellor', 'stress', 'anxiety', 'मनोवैज्ञानिक', 'மனநல ஆலோசகர்', 'கவுன்சிலர்', 'tension ho rahi hai', 'psycologist'],
    ],
    ['consultant', ['CA', 'auditor', 'ஆடிட்டர்', 'lawyer', 'vakil', 'advocate', 'GST filing', 'income tax', 'वकील']],
    ['engineer', ['civil engineer', 'structural engineer', 'crack in wall', 'दीवार में दरार', 'சுவர்ல விரிசல்']],
    ['business', ['marketing agency', 'branding', 'website design', 'digital marketing', 'मार्केटिंग']],
    ['car', ['car service', 'gaadi service', 'கார் சர்வீஸ்', 'car wash', 'mechanic', 'bike service']],
    ['restaurant', ['table for four', 'restaurant', 'ஹோட்டல்ல டேபிள்', 'dinner reservation', 'टेबल बुक', 'AC hotel la table venum']],
    ['yoga', ['yoga', 'योग', 'யோகா', 'meditation', 'yoga teacher']],
    ['carpenter', ['carpenter', 'badhai', 'furniture repair', 'தச்சர்', 'wardrobe']],
    ['other', ['photographer', 'packers and movers', 'pest control', 'pandit ji', 'house shifting', 'दीमक']],
  ])('%s', (category, texts) => {
    for (const text of texts) expect(read(text).category, text).toBe(category);
  });

  it('recognises English words written in Devanagari or Tamil letters', () => {
    expect(read('कल तीन बजे पेडीक्योर बुक कर दो').category).toBe('salon');
    expect(read('நாளைக்கு பெடிக்யூர் புக் பண்ணுங்க').category).toBe('salon');
    expect(read('डेंटिस्ट चाहिए').category).toBe('doctor');
    expect(read('इलेक्ट्रीशियन चाहिए').category).toBe('repair');
    expect(read('प्लंबिंग का काम है').category).toBe('plumber');
  });

  it('prefers the named service over an object or a hint', () => {
    expect(read('yoga teacher available?').category).toBe('yoga');
    expect(read('GST file panna oru auditor venum').category).toBe('consultant');
    expect(read('hair fall problem, need a doctor').category).toBe('doctor');
  });

  it('gives an English search term', () => {
    expect(read('pls book salon tmrw 11am for facial').serviceTerm).toBe('facial');
    expect(read('एसी सर्विस के लिए स्लॉट').serviceTerm).toBe('AC repair');
    expect(read('ஹேர்கட் புக் பண்ணுங்க').serviceTerm).toBe('haircut');
    expect(read('koi accha dentist batao').serviceTerm).toBe('dentist');
  });

  it('names the kind of provider below the category, so that search narrows to it', () => {
    expect(read('Need an electrician in Mumbai').serviceTerm).toBe('electrician');
    expect(read('bijli wala chahiye kal').serviceTerm).toBe('electrician');
    expect(read('hyderabad mein koi financial advisor chahiye').serviceTerm).toBe('financial advisor');
    expect(read('GST filing ke liye CA chahiye').serviceTerm).toBe('chartered accountant');
    expect(read('Hyderabad la veedu deep cleaning pannanum')).toMatchObject({ category: 'other', serviceTerm: 'home cleaning' });
    // The tailor's own service, named beside the kind, narrows further: the offer carries Blouse stitching.
    expect(read('need a tailor for blouse stitching')).toMatchObject({ category: 'other', serviceTerm: 'blouse' });
    expect(read('need a tailor for alterations').serviceTerm).toBe('tailor');
    expect(read('birthday decoration for my son').serviceTerm).toBe('event decorator');
    expect(read('पुणे में ज़ुम्बा क्लास, गुरुवार शाम 6 बजे')).toMatchObject({ category: 'yoga', serviceTerm: 'fitness and zumba trainer' });
    expect(read('kolkata mein bacche ke liye ADHD assessment')).toMatchObject({
      category: 'psychologist',
      serviceTerm: 'child psychologist',
    });
  });

  it('reads the eyes themselves as the eye doctor', () => {
    expect(read('दिल्ली में आँखों की जाँच करवानी है').serviceTerm).toBe('ophthalmologist');
    expect(read('need to get my eyes checked tomorrow').serviceTerm).toBe('ophthalmologist');
    expect(read('கண் பரிசோதனை பண்ணணும் நாளைக்கு').serviceTerm).toBe('ophthalmologist');
  });

  it.each(['mess la saapadu venum', 'a mess near me', 'need a mess in T Nagar', 'messla saapadu', 'மெஸ்ல சாப்பாடு வேணும்'])(
    'reads "mess" used as a place in "%s" as a restaurant',
    (text) => {
      expect(read(text).category).toBe('restaurant');
    },
  );

  it('reads "mess" in an exclamation as no category', () => {
    expect(read('what a mess').category).toBeNull();
    expect(read('such a mess yaar').category).toBeNull();
    expect(read('what a mess, I need a plumber tomorrow').category).toBe('plumber');
  });

  it('leaves the category empty when none is named', () => {
    expect(read('aaj dopahar 2 baje koi slot hai kya').category).toBeNull();
    expect(read('book the 4:30 pm slot').category).toBeNull();
  });
});

describe('named things', () => {
  it.each([
    ['Is Dr. Mehta free tomorrow at 5pm?', 'Mehta'],
    ['book Dr Iyer for monday', 'Iyer'],
    ['Sharma ji se milna hai', 'Sharma'],
    ['appointment with Dr. Anil Kumar', 'Anil Kumar'],
    ['டாக்டர் ராமன் நாளைக்கு ஃப்ரீயா?', 'Raman'],
    ['டாக்டர் கீர்த்தனா சிவகுமார் நாளைக்கு ஃப்ரீயா?', 'Kirthana Sivagumar'],
    ['मुंबई में डॉ रोहन मेहता से मिलना है', 'Rohan Mehta'],
    ['डॉक्टर कौशिक बोस से कल मिलना है', 'Kaushik Bos'],
  ])('provider in "%s" is %s', (text, name) => {
    expect(read(text).providerName).toBe(name);
  });

  it.each([
    ['Glow Unisex Salon la sunday 11 manikku haircut kedaikuma?', 'Glow Unisex Salon'],
    ['Is Cafe Adda in Hauz Khas taking bookings for friday night?', 'Cafe Adda'],
    ['Sharma Auto Care mein car service monday', 'Sharma Auto Care'],
    ['yo need a table at Annapoorna Mess tmrw lunch', 'Annapoorna Mess'],
    ['book at Sharma Sweets tomorrow 11 am', 'Sharma Sweets'],
    ['Sharma Sweets mein kal 11 baje table book karo', 'Sharma Sweets'],
  ])('business named without a title in "%s" is %s', (text, name) => {
    expect(read(text).providerName).toBe(name);
  });

  it('reads no business name from capitalised known words alone', () => {
    expect(read('Need A Haircut Tomorrow').providerName).toBeNull();
    expect(read('Vasant Kunj Dental Care mein checkup').providerName).toBeNull();
  });

  it('reads a doctor from the title and not the name as a service', () => {
    expect(read('Dr. Pooja tomorrow at 11')).toMatchObject({ providerName: 'Pooja', category: 'doctor' });
  });

  it.each([
    ['dentist in Bombay', 'Mumbai'],
    ['salon near me in Bangalore', 'Bengaluru'],
    ['சென்னையில நல்ல டாக்டர்', 'Chennai'],
    ['दिल्ली में प्लंबर', 'Delhi'],
    ['madras la yoga class', 'Chennai'],
  ])('city in "%s" is %s', (text, city) => {
    expect(read(text).city).toBe(city);
  });

  it('reads the language a provider should speak', () => {
    expect(read('find me a therapist who speaks Tamil').providerLanguage).toBe('ta');
    expect(read('hindi bolne wala doctor').providerLanguage).toBe('hi');
    expect(read('delhi mein dentist chahiye jisko punjabi aati ho').providerLanguage).toBe('pa');
    expect(read('Hyderabad la cleaning venum, tamil theriyura aalunga').providerLanguage).toBe('ta');
    expect(read('Tamil doctor in Mumbai').providerLanguage).toBe('ta');
    expect(read('book a haircut').providerLanguage).toBeNull();
  });

  it('reads booking references', () => {
    expect(read('cancel booking #3').bookingRef).toBe('#3');
    expect(read('cancel 3F2A9C4E-1B2D-4E5F-8A9B-0C1D2E3F4A5B please').bookingRef).toBe('3f2a9c4e-1b2d-4e5f-8a9b-0c1d2e3f4a5b');
  });
});
