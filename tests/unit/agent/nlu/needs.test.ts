import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/** Needs, symptoms and who it is for, read from the one needs vocabulary, in the five language forms. */
describe('needs', () => {
  it.each([
    // A scalp problem is a dermatologist's, not a haircut.
    ['itchy scalp and dandruff, need an appointment', 'doctor', 'dermatologist'],
    ['सिर की खुजली और रूसी', 'doctor', 'dermatologist'],
    ['sir mein khujli aur rusi hai', 'doctor', 'dermatologist'],
    ['தலையில் அரிப்பு பொடுகு', 'doctor', 'dermatologist'],
    ['thalaila arippu podugu irukku', 'doctor', 'dermatologist'],
    // A body ache is a general physician's, not a device repair.
    ['body ache since yesterday, book tomorrow', 'doctor', 'general physician'],
    ['बदन दर्द हो रहा है', 'doctor', 'general physician'],
    ['badan dard ho raha hai', 'doctor', 'general physician'],
    ['உடம்பு வலி இருக்கு', 'doctor', 'general physician'],
    ['udambu vali irukku', 'doctor', 'general physician'],
    // A personal tax return is a tax consultant's, not business tax filing.
    ['I need to file my income tax return', 'consultant', 'tax consultant'],
    ['इनकम टैक्स रिटर्न भरना है', 'consultant', 'tax consultant'],
    ['itr bharna hai', 'consultant', 'tax consultant'],
    ['வருமான வரி தாக்கல் செய்யணும்', 'consultant', 'tax consultant'],
    ['income tax file pannanum', 'consultant', 'tax consultant'],
    // An elderly parent's diabetes symptoms: a diabetologist, not a gynaecologist.
    ['my elderly mother has high sugar and is always thirsty', 'doctor', 'diabetologist'],
    ['दादी को शुगर है, बार बार पेशाब', 'doctor', 'diabetologist'],
    ['dadi ko sugar hai, bahut pyaas lagti hai', 'doctor', 'diabetologist'],
    ['பாட்டிக்கு சுகர் அதிகம்', 'doctor', 'diabetologist'],
    ['paatikku sugar adhigam', 'doctor', 'diabetologist'],
    // A child's fever is a paediatrician's.
    ['my child has fever', 'doctor', 'paediatrician'],
    ['बच्चे को बुखार है', 'doctor', 'paediatrician'],
    ['bacche ko bukhar hai', 'doctor', 'paediatrician'],
    ['குழந்தைக்கு காய்ச்சல்', 'doctor', 'paediatrician'],
    ['kuzhandhaikku kaichal', 'doctor', 'paediatrician'],
    ['a doctor for my baby', 'doctor', 'paediatrician'],
    // The kind of doctor the client names ("a heart doctor") wins over a symptom of another kind before it.
    ['सीने में हल्का दर्द और घबराहट सी हो रही है, तो किसी दिल के डॉक्टर को दिखा दूँ', 'doctor', 'cardiologist'],
    ['seene mein dard aur ghabrahat hai, dil ke doctor ko dikhana hai', 'doctor', 'cardiologist'],
    ['feeling anxious and my chest hurts, I want a heart doctor', 'doctor', 'cardiologist'],
    ['மன அழுத்தம் இருக்கு, நெஞ்சு வலி, இதய டாக்டர் கிட்ட காட்டணும்', 'doctor', 'cardiologist'],
    ['tension ah irukku, nenju vali, heart doctor kitta kaatanum', 'doctor', 'cardiologist'],
    // A water purifier said in everyday words.
    ['the water filter machine at home is not giving water', 'repair', 'ro water purifier service'],
    ['पानी साफ़ करने की मशीन से पानी नहीं आ रहा', 'repair', 'ro water purifier service'],
    ['ghar ka water purifier machine kharab hai', 'repair', 'ro water purifier service'],
    ['வீட்டுல தண்ணி சுத்திகரிப்பு மெஷின்ல இருந்து தண்ணி சரியா வரல', 'repair', 'ro water purifier service'],
    ['veetla thanni suthigarippu machine la thanni varala', 'repair', 'ro water purifier service'],
    // Taxes to file, said as a task in the plural and in everyday words.
    ['need my taxes filed before the deadline', 'consultant', 'tax consultant'],
    ['मुझे अपना टैक्स भरवाना है', 'consultant', 'tax consultant'],
    ['mujhe apna tax bharwana hai', 'consultant', 'tax consultant'],
    ['என் வரி தாக்கல் பண்ணணும்', 'consultant', 'tax consultant'],
    ['en tax file panna oruthar venum', 'consultant', 'tax consultant'],
    // The category's own word ("salon", "சலூன்") names no specialty: the service said beside it does.
    ['நாளைக்கு மூணு மணிக்கு குரோம்பேட்டை சலூன்ல ஹேர்கட் புக் பண்ணுங்க', 'salon', 'haircut'],
    ['सैलून में हेयरकट करवाना है', 'salon', 'haircut'],
    // A toothache and an itchy rash.
    ['toothache since morning', 'doctor', 'dentist'],
    ['itchy rash on my arm', 'doctor', 'dermatologist'],
  ])('"%s" → %s, %s', (text, category, serviceTerm) => {
    expect(read(text)).toMatchObject({ category, serviceTerm });
  });
});
