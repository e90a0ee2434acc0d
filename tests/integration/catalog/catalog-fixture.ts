import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { providers, reviews } from '#db/schema/index.ts';
import { makeProvider, type ProviderOverrides } from '#tests/factories/catalog.ts';

/** A small catalogue covering the cases search and the directory must tell apart. */
export async function makeCatalogue(db: Db) {
  const make = (overrides: ProviderOverrides) => makeProvider(db, overrides);
  const mehta = await make({
    name: 'Dr. Rohan Mehta',
    category: 'doctor',
    specialty: 'Dermatologist',
    city: 'Mumbai',
    area: 'Andheri West',
    services: [
      { name: 'Skin consultation', pricePaise: 79_900 },
      { name: 'Acne treatment', pricePaise: 149_900 },
    ],
  });
  const sharma = await make({
    name: 'Dr. Kavita Sharma',
    category: 'doctor',
    specialty: 'Dermatologist',
    city: 'Chennai',
    services: [{ name: 'Skin allergy check', pricePaise: 69_900 }],
  });
  const iyer = await make({
    name: 'Dr. Arun Iyer',
    category: 'doctor',
    specialty: 'Dentist',
    city: 'Chennai',
    services: [
      { name: 'Root canal treatment', pricePaise: 499_900 },
      { name: 'Teeth cleaning', pricePaise: 99_900 },
    ],
  });
  const pillai = await make({ name: 'Dr. Meena Pillai', category: 'doctor', specialty: 'General Physician', city: 'Chennai' });
  const gupta = await make({ name: 'Dr. Sanjay Gupta', category: 'doctor', specialty: 'Paediatrician', city: 'Delhi' });
  const plumber = await make({
    name: 'Suresh Kumar',
    category: 'plumber',
    specialty: 'Plumber',
    city: 'Chennai',
    services: [
      { name: 'Tap/pipe leak repair', pricePaise: 29_900 },
      { name: 'Bathroom fitting', pricePaise: 89_900 },
    ],
  });
  const studio = await make({
    name: 'Style Studio',
    category: 'salon',
    specialty: 'Unisex Salon',
    city: 'Bengaluru',
    services: [
      { name: 'Haircut (men)', pricePaise: 29_900 },
      { name: 'Beard trim', pricePaise: 19_900 },
    ],
  });
  const glow = await make({
    name: 'Glow Beauty Lounge',
    category: 'salon',
    specialty: 'Beauty Parlour',
    city: 'Chennai',
    services: [{ name: 'Facial', pricePaise: 99_900 }],
  });
  const sharmaji = await make({
    name: 'Sharmaji Auto Care',
    category: 'car',
    specialty: 'Car Service',
    city: 'Delhi',
    services: [{ name: 'Car wash', pricePaise: 49_900 }],
  });
  const sarma = await make({
    name: 'Neha Sarma',
    category: 'consultant',
    specialty: 'Chartered Accountant',
    city: 'Pune',
    services: [{ name: 'GST filing', pricePaise: 199_900 }],
  });
  const unlisted = {
    pending: await make({ name: 'Dr. Hidden Pending', specialty: 'Dermatologist', verification: 'pending' }),
    suspended: await make({ name: 'Dr. Hidden Suspended', specialty: 'Dermatologist', verification: 'suspended' }),
    inactive: await make({ name: 'Dr. Hidden Inactive', specialty: 'Dermatologist', isActive: false }),
    incomplete: await make({ name: 'Hidden Incomplete Salon', category: 'salon', specialty: 'Barber', profileCompleted: false }),
  };
  return { mehta, sharma, iyer, pillai, gupta, plumber, studio, glow, sharmaji, sarma, unlisted };
}

export type Catalogue = Awaited<ReturnType<typeof makeCatalogue>>;

/** Adds reviews and keeps the provider's rating columns in step, as review writers do. */
export async function addReviews(db: Db, providerId: string, ratings: number[], startAt = new Date('2026-01-01T10:00:00Z')) {
  await db.insert(reviews).values(
    ratings.map((rating, index) => ({
      providerId,
      rating,
      // Public reviews name a client by first name and initial: Asha A., Asha B., …
      authorName: `Asha ${String.fromCharCode(65 + index)}.`,
      comment: `Visit ${index + 1}`,
      createdAt: new Date(startAt.getTime() + index * 86_400_000),
    })),
  );
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  await db.update(providers).set({ ratingAvg: average, ratingCount: ratings.length }).where(eq(providers.id, providerId));
}
