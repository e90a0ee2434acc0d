import { defineSpecialties } from './types.ts';

export const consultantSpecialties = defineSpecialties(
  'consultant',
  {
    hours: ['office'],
    femaleShare: 0.35,
    weight: 2,
    bio: '{specialty} in {area}, {city}. {years} years of practice with salaried people, families and small businesses.',
  },
  [
    {
      name: 'Chartered Accountant',
      weight: 3,
      names: ['CA {full}', '{family} and Associates', 'CA {full}'],
      services: [
        ['GST filing', 60, 499, 1499],
        ['Income tax return filing (ITR)', 60, 499, 1999],
        ['GST registration', 60, 999, 1999],
        ['Company incorporation consultation', 60, 1499, 2999],
        ['Tax planning consultation', 60, 999, 1999],
        ['Bookkeeping consultation', 60, 799, 1499],
      ],
    },
    {
      name: 'Lawyer',
      weight: 2,
      names: ['Adv. {full}', '{family} Law Chambers', 'Adv. {full}'],
      services: [
        ['Legal consultation', 60, 999, 2499],
        ['Property documents review', 60, 1999, 4999],
        ['Rental agreement drafting', 60, 499, 1499],
        ['Family law consultation', 60, 1499, 2999],
        ['Consumer complaint advice', 60, 999, 1999],
        ['Legal notice drafting', 60, 1499, 3499],
      ],
    },
    {
      name: 'Tax Consultant',
      names: ['{full}', '{family} Tax Services'],
      services: [
        ['ITR filing (salaried)', 30, 499, 999],
        ['Tax planning session', 60, 799, 1499],
        ['Capital gains tax advice', 60, 999, 1999],
        ['TDS return filing', 60, 999, 1999],
        ['Income tax notice reply', 60, 1499, 2999],
      ],
    },
    {
      name: 'Financial Advisor',
      names: ['{full}', '{brand} Wealth'],
      brands: ['Nivesh', 'Lakshmi', 'Growwise', 'Kuber'],
      services: [
        ['Financial planning session', 60, 999, 2499],
        ['Mutual fund portfolio review', 60, 999, 1999],
        ['Retirement planning', 60, 1499, 2999],
        ['Insurance review', 60, 499, 999],
        ['Home loan advice', 60, 499, 999],
      ],
    },
    {
      name: 'Company Secretary',
      names: ['CS {full}'],
      services: [
        ['ROC filing', 60, 1499, 2999],
        ['Private limited registration consultation', 60, 999, 1999],
        ['Board meeting compliance', 60, 1999, 3999],
        ['LLP registration consultation', 60, 999, 1999],
        ['Annual compliance review', 60, 1999, 4999],
      ],
    },
  ],
);

export const businessSpecialties = defineSpecialties(
  'business',
  {
    hours: ['office'],
    femaleShare: 0.4,
    weight: 1.5,
    bio: '{specialty} based in {area}, {city}, working with local brands and startups for {years} years.',
  },
  [
    {
      name: 'Digital Marketing Agency',
      weight: 2,
      names: ['{brand} Digital', '{brand} Media', '{brand} Marketing Solutions'],
      brands: ['BrandCraft', 'PixelNest', 'ClickWorks', 'GrowthKart', 'Buzzline', 'Desi Digital', 'NextLeap', 'Adverb'],
      services: [
        ['Social media marketing consultation', 60, 999, 2499],
        ['SEO audit', 60, 1999, 4999],
        ['Google Ads setup', 60, 2499, 4999],
        ['Instagram marketing plan', 60, 1499, 2999],
        ['WhatsApp Business setup', 60, 999, 1999],
      ],
    },
    {
      name: 'Branding Agency',
      names: ['{brand} Studio', '{brand} Brand Design'],
      brands: ['BrandCraft', 'Kalakriti', 'Inkpot', 'Rangrez', 'Monogram', 'Blueprint'],
      services: [
        ['Logo design consultation', 60, 1499, 3499],
        ['Brand identity consultation', 60, 1999, 4999],
        ['Packaging design brief', 60, 1999, 3999],
        ['Visiting card design', 30, 499, 999],
        ['Brand naming session', 60, 1999, 4999],
      ],
    },
    {
      name: 'Web Development Studio',
      names: ['{brand} Web Solutions', '{brand} Technologies'],
      brands: ['CodeKart', 'WebWala', 'Bytebridge', 'Sitecraft', 'Nimbus'],
      femaleShare: 0.3,
      services: [
        ['Website design consultation', 60, 999, 2499],
        ['E-commerce store setup consultation', 60, 1999, 3999],
        ['Landing page design', 60, 2999, 4999],
        ['Website maintenance review', 60, 999, 1999],
        ['Domain and hosting setup', 60, 499, 999],
      ],
    },
    {
      name: 'Business Consultant',
      names: ['{full}', '{family} Business Advisory'],
      services: [
        ['Business plan consultation', 60, 1999, 4999],
        ['Startup mentoring session', 60, 1499, 2999],
        ['MSME loan guidance', 60, 999, 1999],
        ['Trademark registration consultation', 60, 999, 2499],
        ['Import-export registration help', 60, 1499, 2999],
      ],
    },
  ],
);
