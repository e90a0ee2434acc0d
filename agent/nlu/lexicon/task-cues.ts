/**
 * Words that say what the user wants done: book, find, ask what is free, cancel, move, list,
 * count free bookings. Phrases are matched before single words, so "booking kar do" books while
 * "meri booking" only names one.
 */
import type { LexGroup } from '../match/tags.ts';
import { cue } from '../match/tags.ts';

/** Cues of the booking tasks. */
export const taskCueGroups: LexGroup[] = [
  cue('book', {
    en: ['book', 'bok', 'boook', 'schedule', 'reserve', 'fix an appointment', 'fix a slot', 'fix appointment', 'make an appointment', 'set up', 'arrange', 'get me an appointment', 'book it', 'sign me up', 'block'],
    hi: ['बुक', 'बुक करें', 'बुक करना', 'बुक कर', 'बुकिंग करनी', 'बुकिंग कर', 'booking kar', 'booking karo', 'booking karni', 'booking karna', 'booking krdo', 'bukk', 'fix kar', 'fix karo', 'रिज़र्व', 'लगवा', 'lagwa', 'lagwa do', 'appointment lena', 'appointment le lo', 'अपॉइंटमेंट लेना'],
    ta: ['புக்', 'புக்கு', 'புக் பண்ணு', 'புக் பண்ணுங்க', 'புக் செய்', 'புக் செய்யவும்', 'புக் செய்யுங்கள்', 'பதிவு செய்', 'முன்பதிவு செய்', 'ஏற்பாடு', 'book pannunga', 'book pannu', 'book panni', 'book pannanum', 'fix pannunga', 'booking pannunga'],
  }),
  cue('need', {
    en: ['need', 'needs', 'want', 'wanna', 'require', 'required', 'send someone', 'send a', 'get someone', 'i would like', 'id like', 'visit'],
    hi: ['chahiye', 'chaahiye', 'chahie', 'chaiye', 'chaheye', 'chahiye tha', 'चाहिए', 'चाहिये', 'bhejo', 'bhej do', 'bhejdo', 'भेजो', 'भेज दो', 'dikhana hai', 'dikhana', 'milna hai', 'karwana', 'karwana hai', 'karana hai', 'करवाना', 'दिखाना', 'मिलना है', 'bulana', 'bulao', 'बुलाना'],
    ta: ['வேணும்', 'வேண்டும்', 'வேணுமா', 'பார்க்கணும்', 'பாக்கணும்', 'பார்க்க வேண்டும்', 'அனுப்புங்க', 'அனுப்பு', 'அனுப்ப', 'ஆள்', 'venum', 'vendum', 'veenum', 'paakanum', 'paarkanum', 'paakkanum', 'anuppunga', 'anupunga', 'aal'],
  }),
  cue('find', {
    en: ['find', 'search', 'looking for', 'look for', 'lookin for', 'recommend', 'suggest', 'suggestion', 'any good', 'best', 'show me', 'who is', 'list of', 'options for'],
    hi: ['batao', 'bataiye', 'bata do', 'btao', 'bata', 'dhundh', 'dhoondh', 'dhoondo', 'dhundo', 'khojo', 'बताओ', 'बताइए', 'बता दो', 'ढूंढ', 'ढूंढो', 'खोज', 'बढ़िया', 'koi accha', 'koi acha', 'कोई अच्छा', 'mil jayega', 'मिल जाएगा'],
    ta: ['தேடு', 'தேடுங்க', 'சொல்லுங்க', 'சொல்லு', 'நல்ல', 'யாராவது', 'யாரையாவது', 'கிடைப்பாங்களா', 'nalla', 'yaaravadhu', 'yaaravathu', 'yaravadhu', 'sollunga', 'thedunga', 'irukaangala', 'irukkangala', 'irukaanga'],
  }),
  cue('nearby', { en: ['near me', 'nearby', 'near by', 'close to me', 'around me', 'in my area'], hi: ['paas mein', 'pass mein', 'paas me', 'aas paas', 'nazdeek', 'पास में', 'आसपास', 'नज़दीक'], ta: ['பக்கத்துல', 'பக்கத்தில்', 'அருகில்', 'pakkathula', 'pakkathila', 'pakkam', 'arugil'] }),
  cue('slotNoun', { en: ['slot', 'slots', 'slt', 'appointment slot', 'opening', 'openings', 'timing', 'timings', 'time slot'], hi: ['स्लॉट', 'स्लॉट्स', 'समय'], ta: ['ஸ்லாட்', 'ஸ்லாட்டு', 'நேரம்'] }),
  cue('available', {
    en: ['available', 'availble', 'availabe', 'availability', 'free', 'open', 'vacant', 'can come', 'come'],
    hi: ['khali', 'khaali', 'खाली', 'फ्री', 'available hai', 'milega', 'milegi', 'मिलेगा', 'मिलेगी', 'mil sakta', 'मिल सकता', 'aa sakta', 'aa sakte', 'aa sakti', 'आ सकता', 'आ सकते', 'आ सकती', 'khula'],
    ta: ['கிடைக்குமா', 'கிடைக்கும்', 'இருக்கா', 'இருக்கிறதா', 'வர முடியுமா', 'வருவாங்களா', 'ஃப்ரீ', 'kidaikkuma', 'kidaikuma', 'kedaikkuma', 'iruka', 'irukka', 'irukuma', 'irukkuma', 'vara mudiyuma', 'varuvaangala', 'varuvangala', 'free ah'],
  }),
  cue('cancel', {
    en: ['cancel', 'cancle', 'cancell', 'cancelled', 'canceled', 'cancellation', 'call off', 'drop the booking', 'unbook'],
    hi: ['radd', 'radd karo', 'कैंसल', 'कैंसिल', 'रद्द', 'cancal', 'kensel'],
    ta: ['கேன்சல்', 'கான்சல்', 'ரத்து', 'ரத்து செய்', 'rathu', 'raththu', 'cancel pannunga'],
  }),
  /** Cancels only when a booking is named: "booking hata do", not "remove termites". */
  cue('cancelWeak', {
    en: ['delete', 'remove', 'drop'],
    hi: ['hata do', 'hatao', 'hata', 'hataa do', 'हटा', 'हटाओ', 'हटा दो', 'हटा दीजिए'],
    ta: ['நீக்கு', 'நீக்குங்க', 'நீக்கிடுங்க', 'neekunga', 'neekkunga'],
  }),
  cue('reschedule', {
    en: ['reschedule', 'rescheduled', 're schedule', 'resched', 'postpone', 'prepone', 'shift', 'move', 'change', 'push', 'rebook', 'change the time', 'change the date', 'different time'],
    hi: ['badal', 'badlo', 'badal do', 'badli', 'badalna', 'badalkar', 'badal ke', 'बदल', 'बदलो', 'बदल दो', 'बदलना', 'बदलकर', 'बदल के', 'शिफ्ट', 'आगे कर', 'aage kar', 'peeche kar', 'time change'],
    ta: ['மாத்து', 'மாத்த', 'மாத்துங்க', 'மாத்தணும்', 'மாத்திடுங்க', 'மாற்று', 'மாற்ற', 'மாற்றவும்', 'மாற்றுங்கள்', 'தள்ளி வை', 'maathunga', 'mathunga', 'maathu', 'maatha', 'maaththa', 'matthunga', 'maathanum', 'maathidunga', 'maatrunga', 'maatru', 'maatra', 'maththunga', 'thalli vainga'],
  }),
];

/** Cues of listing bookings and of the free-booking quota. */
export const accountCueGroups: LexGroup[] = [
  cue('possessive', { en: ['my', 'mine', 'i have', 'do i have', 'have i'], hi: ['meri', 'mera', 'mere', 'meri wali', 'मेरी', 'मेरा', 'मेरे', 'hamari', 'humari'], ta: ['என்', 'என்னோட', 'எனது', 'என்னுடைய', 'எனக்கு', 'en', 'ennoda', 'enoda', 'ennudaya', 'enakku'] }),
  cue('show', { en: ['show', 'list', 'see', 'view', 'check', 'tell me', 'what are', 'upcoming', 'history', 'status', 'details'], hi: ['dikhao', 'dikha do', 'dikhaiye', 'dekhna', 'दिखाओ', 'दिखा दो', 'दिखाइए', 'kaunsi', 'kaunsa', 'konsi', 'kon si', 'कौनसी', 'कौन सी', 'कौनसा'], ta: ['காட்டுங்க', 'காட்டு', 'காமி', 'kaatunga', 'kaattunga', 'kaattu', 'kaami', 'kaminga', 'enna'] }),
  cue('sessionNoun', { en: ['class', 'classes', 'session', 'sessions', 'visit', 'meeting', 'consultation', 'lesson'], hi: ['क्लास', 'सेशन', 'मीटिंग'], ta: ['கிளாஸ்', 'செஷன்', 'சந்திப்பு', 'வருகை', 'class', 'session'] }),
  cue('timeNoun', { en: ['time'], hi: ['टाइम', 'समय', 'वक्त', 'waqt', 'samay', 'timing'], ta: ['நேரம்', 'டைம்', 'neram', 'time ah'] }),
  cue('bookingNoun', { en: ['booking', 'bookings', 'bokking', 'appointment', 'appointments', 'appt', 'appoinment', 'apointment', 'reservation', 'reservations'], hi: ['बुकिंग', 'बुकिंग्स', 'अपॉइंटमेंट', 'अपॉइंटमेंट्स', 'अपोइंटमेंट'], ta: ['புக்கிங்', 'புக்கிங்கை', 'அப்பாயின்ட்மென்ட்', 'அப்பாய்ண்ட்மெண்ட்', 'அப்பாயிண்ட்மெண்ட்', 'அப்பாயின்மென்ட்', 'முன்பதிவு', 'bookingla', 'appointmenta'] }),
  cue('booked', { en: ['booked', 'anything booked', 'have booked', 'did i book', 'i booked', 'confirmed', 'scheduled', 'coming up', 'my calendar', 'my schedule', 'my agenda', 'on my calendar'], hi: ['बुक है', 'book hai', 'book kiya', 'बुक किया'], ta: ['புக் ஆகி', 'புக் பண்ணது', 'book aagi', 'book pannathu'] }),
  cue('quota', { en: ['quota', 'limit', 'free bookings', 'free booking', 'booking limit', 'plan'], hi: ['फ्री बुकिंग', 'मुफ्त बुकिंग', 'free wali booking'], ta: ['இலவச புக்கிங்', 'ஃப்ரீ புக்கிங்'] }),
  cue('free', { en: ['free', 'complimentary'], hi: ['फ्री', 'मुफ्त', 'muft'], ta: ['இலவச', 'இலவசம்', 'ஃப்ரீ', 'ilavasa'] }),
  cue('remaining', { en: ['left', 'remaining', 'remain', 'still'], hi: ['bachi', 'bache', 'bacha', 'baki', 'baaki', 'बची', 'बचे', 'बचा', 'बाकी', 'abhi aur'], ta: ['மீதி', 'மிச்சம்', 'இன்னும்', 'meethi', 'michcham', 'innum'] }),
  cue('howMany', { en: ['how many', 'how much', 'count'], hi: ['kitni', 'kitne', 'kitna', 'कितनी', 'कितने', 'कितना'], ta: ['எத்தனை', 'எவ்வளவு', 'ethana', 'ethanai', 'evlo', 'evvalavu'] }),
  cue('finished', { en: ['used up', 'exhausted', 'over', 'run out', 'finished'], hi: ['khatam', 'khatm', 'khtam', 'खत्म', 'खतम', 'समाप्त'], ta: ['முடிஞ்சிடுச்சா', 'முடிந்ததா', 'முடிஞ்சுது', 'mudinjiduchu', 'mudinjiducha', 'mudinjuthu'] }),
  cue('can', { en: ['can i', 'can', 'could'], hi: ['sakta', 'sakte', 'sakti', 'sakta hu', 'skta', 'सकता', 'सकते', 'सकती'], ta: ['முடியும்', 'முடியுமா', 'முடியாது', 'mudiyum', 'mudiyuma', 'mudiyaadhu'] }),
];
