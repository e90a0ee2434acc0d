/**
 * The shape of the needs vocabulary: for each kind of provider the catalogue has (a category and
 * one of its specialties), the needs, symptoms, tasks and everyday words people use for it.
 */
import type { CategoryId } from '#db/contract/categories.ts';

/** The five language forms people write in. */
export const needForms = ['en', 'hi', 'hinglish', 'ta', 'tanglish'] as const;
export type NeedForm = (typeof needForms)[number];

/** Phrases in each form: English, Hindi in Devanagari, romanized Hindi, Tamil script, romanized Tamil. */
export type NeedWords = Record<NeedForm, readonly string[]>;

/**
 * One kind of provider and the words for what it serves; `specialty` is spelled as the catalogue spells it.
 * `names` are the words that name the kind or its own treatment ("physiotherapy", "फिज़ियोथेरेपी"): said
 * beside a symptom another kind of the category also treats ("back pain"), they choose the kind.
 */
export type NeedEntry = NeedWords & { category: CategoryId; specialty: string; names?: Partial<NeedWords> };

/** Who the appointment is for, when it changes the kind: a child's fever is a paediatrician's. */
export type NeedFor = 'child' | 'pregnant' | 'elderly';

/** The words that say who it is for, and the kinds they turn one kind into. */
export type WhoRefiner = NeedWords & { who: NeedFor; turns: Readonly<Record<string, string>> };
