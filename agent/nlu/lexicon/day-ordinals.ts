/**
 * Days of the month said as Tamil ordinal words ("டிசம்பர் எட்டாம் தேதி", "pathaam thethi"): the number word with the
 * -ஆம் ending, as written and as typed in Latin letters. English ordinals live with the date grammar (dates.ts).
 */
const words: [number, string[]][] = [
  [1, ['ஒன்றாம்', 'ஒண்ணாம்', 'ஒன்னாம்', 'onnaam', 'onnam', 'ondraam']],
  [2, ['இரண்டாம்', 'ரெண்டாம்', 'rendaam', 'rendam', 'irandaam']],
  [3, ['மூன்றாம்', 'மூணாம்', 'moonaam', 'moonam', 'moondraam']],
  [4, ['நான்காம்', 'நாலாம்', 'naalaam', 'naalam', 'naankaam']],
  [5, ['ஐந்தாம்', 'அஞ்சாம்', 'anjaam', 'anjam', 'ainthaam']],
  [6, ['ஆறாம்', 'aaraam', 'aaram']],
  [7, ['ஏழாம்', 'ezhaam', 'ezham', 'yezhaam']],
  [8, ['எட்டாம்', 'ettaam', 'ettam', 'yettaam']],
  [9, ['ஒன்பதாம்', 'ஒம்பதாம்', 'onbadhaam', 'onbathaam', 'ombadhaam', 'ombathaam']],
  [10, ['பத்தாம்', 'pathaam', 'padhaam', 'patham']],
  [11, ['பதினொன்றாம்', 'பதினொண்ணாம்', 'பதினோராம்', 'pathinonnaam', 'padhinonnaam', 'pathinoraam']],
  [12, ['பன்னிரண்டாம்', 'பன்னெண்டாம்', 'panniraandaam', 'pannirandaam', 'pannendaam']],
  [13, ['பதின்மூன்றாம்', 'பதிமூணாம்', 'pathimoonaam', 'padhimoonaam']],
  [14, ['பதினான்காம்', 'பதினாலாம்', 'pathinaalaam', 'padhinaalaam']],
  [15, ['பதினைந்தாம்', 'பதினஞ்சாம்', 'pathinanjaam', 'padhinanjaam', 'pathinainthaam']],
  [16, ['பதினாறாம்', 'pathinaaraam', 'padhinaaraam']],
  [17, ['பதினேழாம்', 'pathinezhaam', 'padhinezhaam']],
  [18, ['பதினெட்டாம்', 'pathinettaam', 'padhinettaam']],
  [19, ['பத்தொன்பதாம்', 'பத்தொம்பதாம்', 'patthombadhaam', 'pathombadhaam']],
  [20, ['இருபதாம்', 'irubadhaam', 'irupathaam']],
  [21, ['இருபத்தொன்றாம்', 'இருபத்தொண்ணாம்', 'irubathonnaam', 'irupathonnaam']],
  [22, ['இருபத்திரண்டாம்', 'இருபத்திரெண்டாம்', 'irubathirendaam', 'irupathirandaam']],
  [23, ['இருபத்துமூன்றாம்', 'இருபத்திமூணாம்', 'irubathumoonaam', 'irubathimoonaam']],
  [24, ['இருபத்துநான்காம்', 'இருபத்திநாலாம்', 'irubathunaalaam', 'irubathinaalaam']],
  [25, ['இருபத்தைந்தாம்', 'இருபத்தஞ்சாம்', 'irubathanjaam', 'irupathainthaam']],
  [26, ['இருபத்தாறாம்', 'irubathaaraam']],
  [27, ['இருபத்தேழாம்', 'irubathezhaam']],
  [28, ['இருபத்தெட்டாம்', 'irubathettaam']],
  [29, ['இருபத்தொன்பதாம்', 'இருபத்தொம்பதாம்', 'irubathombadhaam']],
  [30, ['முப்பதாம்', 'muppadhaam', 'muppathaam']],
  [31, ['முப்பத்தொன்றாம்', 'முப்பத்தொண்ணாம்', 'muppathonnaam']],
];

export const tamilOrdinalDays: ReadonlyMap<string, number> = new Map(
  words.flatMap(([day, forms]) => forms.map((form): [string, number] => [form, day])),
);
