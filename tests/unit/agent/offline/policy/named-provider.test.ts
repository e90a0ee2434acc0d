import { describe, expect, it } from 'vitest';
import { namedProvider, namesMatch, noSuchProvider } from '#agent/offline/policy/named-provider.ts';

const hit = (providerName: string, providerId: string) => ({
  label: providerName,
  providerId,
  providerName,
  city: 'Delhi',
  area: null,
  priceFrom: '₹399',
  kind: 'provider',
});
const sharmaResults = { ok: true, results: [hit('Dr. Kavita Sharma', 'kavita'), hit('Sharma Auto Care', 'auto')] };

describe('a provider asked for by name', () => {
  it.each([
    ['Mehtha', 'Dr. Rohan Mehta'],
    ['Sharma Auto Kare', 'Sharma Auto Care'],
    ['Kaushik Bos', 'Dr. Kaushik Bose'],
    ['Glow Unisex Salon', 'Glow Unisex Salon'],
    ['Annapoorna Mess', 'Annapoorna Mess'],
  ])('"%s" is %s (typos forgiven)', (asked, name) => {
    expect(namesMatch(asked, name)).toBe(true);
  });

  it.each([
    ['Sharma Sweets', 'Sharma Auto Care'],
    ['Sharma Salon', 'Dr. Kavita Sharma'],
    ['Kapoor', 'Dr. Rutuja Deshmukh'],
  ])('"%s" is not %s', (asked, name) => {
    expect(namesMatch(asked, name)).toBe(false);
  });

  it('takes the result carrying the name, not the first hit', () => {
    expect(namedProvider(sharmaResults, 'Sharma Auto Care')).toBe('auto');
    expect(namedProvider(sharmaResults, 'Sharma Sweets')).toBeNull();
  });

  it("says no provider has the name, in the client's language, and lists the closest ones", () => {
    const en = noSuchProvider('en', sharmaResults, 'Sharma Sweets');
    expect(en.text).toMatch(/couldn't find a provider called Sharma Sweets[\s\S]*1\. Dr\. Kavita Sharma[\s\S]*2\. Sharma Auto Care/);
    expect(noSuchProvider('hi-Latn', sharmaResults, 'Sharma Sweets').text).toMatch(/Sharma Sweets naam ka koi provider nahi mila/);
    expect(noSuchProvider('ta', { ok: false, reason: 'nothing_found' }, 'Sharma Sweets').text).toMatch(
      /Sharma Sweets என்ற பெயரில் யாரும் இல்லை/,
    );
  });
});
