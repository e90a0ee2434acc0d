import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryId } from '#db/schema/index.ts';
import { staticScore, type CatalogProvider, type CatalogService } from '#api/services/catalog/search/catalog-documents.ts';
import { matchKind, maxKindProviders } from '#api/services/catalog/search/kind-match.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';
import { writeSearchDocs } from '#tests/support/search-docs.ts';

type ProviderInput = Partial<CatalogProvider> & { name: string; services?: string[] };

/** A small catalogue; every service is its provider's, of its category. */
function catalogue(inputs: ProviderInput[]) {
  const providers: CatalogProvider[] = [];
  const services: CatalogService[] = [];
  for (const input of inputs) {
    const category: CategoryId = input.category ?? 'doctor';
    const provider: CatalogProvider = {
      id: randomUUID(),
      category,
      specialty: null,
      city: 'Chennai',
      area: null,
      ratingAvg: 0,
      ratingCount: 0,
      priceFromPaise: null,
      ...input,
    };
    providers.push(provider);
    for (const name of input.services ?? [])
      services.push({ id: randomUUID(), providerId: provider.id, name, category, pricePaise: 50_000 });
  }
  return { providers, services };
}

/** More physiotherapists in Nagpur than a kind's list holds, of every rating; a few in Sitabuldi. */
const physios: ProviderInput[] = Array.from({ length: maxKindProviders + 40 }, (_, at) => ({
  name: `Physio ${String(at).padStart(3, '0')}`,
  specialty: 'Physiotherapist',
  city: 'Nagpur',
  area: at % 100 === 7 ? 'Sitabuldi' : 'Dharampeth',
  ratingAvg: 3 + (at % 21) / 10,
  ratingCount: at % 37,
}));

const { providers, services } = catalogue([
  { name: 'Tooth Care', specialty: 'Dentist', services: ['Dental check-up', 'Root canal'] },
  { name: 'Smile Studio', specialty: 'Dentist', city: 'Delhi', services: ['Dental check-up'] },
  { name: 'Eye Clinic', specialty: 'Ophthalmologist', services: ['Child eye check-up'] },
  { name: 'Little Steps', specialty: 'Paediatrician', services: ['Vaccination'] },
  // Typed as the field, not as the catalogue's name for its doctors: still a cardiologist.
  { name: 'Heartbeat Clinic', specialty: 'Cardiology', city: 'Madurai' },
  { name: 'Cool Fix', category: 'repair', services: ['Fridge repair', 'AC service'] },
  { name: 'Home Fix', category: 'repair', city: 'Delhi', services: ['Fridge repair'] },
  // Its name says "fridge", its services do not: a kind is what a provider offers, not what it is called.
  { name: 'Fridge Point', category: 'repair', city: 'Delhi', services: ['Washing machine repair'] },
  { name: 'Bright Smiles Lab', category: 'other', city: 'Kochi', services: ['Dental cleaning'] },
  ...physios,
]);
const id = (name: string) => providers.find((provider) => provider.name === name)!.id;
const serviceIds = (name: string) => services.filter((service) => service.name === name).map((service) => service.id);
const scoreOf = new Map(providers.map((provider) => [provider.id, Math.fround(staticScore(provider))]));

let database: TestDatabase;
const ctx = () => ({ db: database.db });

beforeAll(async () => {
  database = await createTestDatabase();
  await writeSearchDocs(database.db, providers, services);
});
afterAll(async () => {
  await database.close();
});

describe('matchKind on the database', () => {
  it('matches a specialty within the category and city, and says where else the kind is', async () => {
    const match = await matchKind(ctx(), 'dentist', { category: 'doctor', city: 'chennai' });
    expect(match).toMatchObject({
      providerIds: [id('Tooth Care')],
      anywhere: true,
      bySpecialty: true,
      citiesWithKind: ['Chennai', 'Delhi'],
    });
  });

  it('falls back to service names when no specialty matches', async () => {
    const match = await matchKind(ctx(), 'fridge repair', { category: 'repair' });
    expect(match?.providerIds.sort()).toEqual([id('Cool Fix'), id('Home Fix')].sort());
    expect(match?.serviceIds.sort()).toEqual(serviceIds('Fridge repair').sort());
    expect(match?.bySpecialty).toBe(false);
  });

  it('finds nothing of a kind in another category, and everything without a category', async () => {
    expect(await matchKind(ctx(), 'fridge', { category: 'doctor' })).toMatchObject({ providerIds: [], anywhere: false });
    expect((await matchKind(ctx(), 'fridge'))?.providerIds).toHaveLength(2);
  });

  it('is null for a term that names only a category or vague words', async () => {
    expect(await matchKind(ctx(), 'doctor near me')).toBeNull();
  });

  it('narrows to the city, and still says which cities have the kind', async () => {
    const match = await matchKind(ctx(), 'fridge repair', { category: 'repair', city: 'Delhi' });
    expect(match).toMatchObject({ providerIds: [id('Home Fix')], anywhere: true, citiesWithKind: ['Chennai', 'Delhi'] });
    expect(await matchKind(ctx(), 'dentist', { category: 'doctor', city: 'Pune' })).toMatchObject({
      providerIds: [],
      anywhere: true,
      bySpecialty: true,
      citiesWithKind: ['Chennai', 'Delhi'],
    });
  });

  it('finds a service whose name holds a shorter form of the word asked ("dental" for "dentistry")', async () => {
    const match = await matchKind(ctx(), 'dentistry', { category: 'other' });
    expect(match).toMatchObject({ providerIds: [id('Bright Smiles Lab')], serviceIds: serviceIds('Dental cleaning'), bySpecialty: false });
  });

  it('lists at most maxKindProviders providers, best static score first', async () => {
    const match = await matchKind(ctx(), 'physiotherapy', { category: 'doctor', city: 'Nagpur' });
    expect(match?.providerIds).toHaveLength(maxKindProviders);
    const scores = match!.providerIds.map((provider) => scoreOf.get(provider)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const best = Math.max(...physios.map((physio) => scoreOf.get(id(physio.name))!));
    expect(scores[0]).toBe(best);
  });

  it("lists the preferred area's providers first, whatever their score", async () => {
    const match = await matchKind(ctx(), 'physiotherapist', { category: 'doctor', city: 'Nagpur', preferArea: 'sitabuldi' });
    const inArea = physios.filter((physio) => physio.area === 'Sitabuldi').map((physio) => id(physio.name));
    expect(match?.providerIds.slice(0, inArea.length).sort()).toEqual(inArea.sort());
  });

  it('answers for one provider below the cap, and only for one of the kind', async () => {
    const listed = new Set((await matchKind(ctx(), 'physiotherapist', { category: 'doctor', city: 'Nagpur' }))!.providerIds);
    const belowCap = physios.map((physio) => id(physio.name)).find((provider) => !listed.has(provider))!;
    const filters = { category: 'doctor' as const, city: 'Nagpur' };
    expect((await matchKind(ctx(), 'physiotherapist', { ...filters, providerId: belowCap }))?.providerIds).toEqual([belowCap]);
    expect((await matchKind(ctx(), 'dentist', { ...filters, providerId: belowCap }))?.providerIds).toEqual([]);
  });

  it('keeps specialty matches over service names in the city, even asked about a provider matching by a service', async () => {
    const filters = { category: 'doctor' as const, city: 'Chennai' };
    // "child doctor" means paediatricians, not the eye clinic that also checks children's eyes.
    expect(await matchKind(ctx(), 'child doctor', filters)).toMatchObject({ providerIds: [id('Little Steps')], bySpecialty: true });
    expect((await matchKind(ctx(), 'child doctor', { ...filters, providerId: id('Eye Clinic') }))?.providerIds).toEqual([]);
    expect((await matchKind(ctx(), 'child doctor', { ...filters, providerId: id('Little Steps') }))?.providerIds).toEqual([
      id('Little Steps'),
    ]);
  });

  it('finds a specialty by its everyday words whichever way the provider spelt it', async () => {
    const match = await matchKind(ctx(), 'heart', { category: 'doctor', city: 'Madurai' });
    expect(match).toMatchObject({ providerIds: [id('Heartbeat Clinic')], bySpecialty: true, citiesWithKind: ['Madurai'] });
  });

  it("gives a specialty's providers the services whose names match too", async () => {
    const match = await matchKind(ctx(), 'dental', { category: 'doctor', city: 'Chennai' });
    const toothCare = services.filter((service) => service.providerId === id('Tooth Care') && service.name === 'Dental check-up');
    expect(match).toMatchObject({ providerIds: [id('Tooth Care')], serviceIds: toothCare.map((service) => service.id) });
  });
});
