import { defineSpecialties } from './types.ts';

const tradeBio = '{specialty} covering {area} and nearby areas of {city}. {years} years in the trade.';

export const plumberSpecialties = defineSpecialties(
  'plumber',
  {
    femaleShare: 0.02,
    weight: 2,
    bio: tradeBio,
    names: ['{full}', '{full}', '{family} Plumbing Works', '{first} Plumbing Services', '{area} Plumbers'],
  },
  [
    {
      name: 'Plumber',
      weight: 3,
      services: [
        ['Tap/pipe leak repair', 60, 199, 499],
        ['Tap installation', 30, 199, 399],
        ['Blocked drain cleaning', 60, 399, 799],
        ['Toilet flush repair', 60, 299, 599],
        ['Bathroom fitting installation', 60, 499, 1499],
        ['Water tank cleaning', 60, 799, 1499],
        ['Geyser installation', 60, 499, 999],
      ],
    },
    {
      name: 'Plumbing Contractor',
      names: ['{family} Plumbing Works', '{brand} Plumbing Solutions'],
      brands: ['AquaFix', 'FlowRight', 'PipeCare', 'Jal Seva'],
      services: [
        ['Plumbing inspection visit', 60, 299, 599],
        ['Bathroom renovation consultation', 60, 499, 999],
        ['Concealed pipe leak detection', 60, 999, 2499],
        ['Water pump installation', 60, 799, 1499],
        ['Kitchen sink installation', 60, 399, 899],
      ],
    },
  ],
);

export const carpenterSpecialties = defineSpecialties(
  'carpenter',
  {
    femaleShare: 0.02,
    weight: 1.5,
    bio: tradeBio,
    names: ['{full}', '{full}', '{family} Furniture Works', '{first} Carpentry Services'],
  },
  [
    {
      name: 'Carpenter',
      weight: 3,
      services: [
        ['Furniture repair', 60, 299, 799],
        ['Door lock installation', 30, 199, 499],
        ['Door/window repair', 60, 299, 699],
        ['Bed assembly', 60, 499, 999],
        ['Wardrobe repair', 60, 399, 899],
        ['Curtain rod installation', 30, 199, 399],
      ],
    },
    {
      name: 'Modular Furniture Fitter',
      names: ['{brand} Interiors', '{family} Modular Works'],
      brands: ['WoodCraft', 'HomeFit', 'Modula', 'Sagwan'],
      services: [
        ['Modular kitchen repair', 60, 599, 1499],
        ['Furniture assembly', 60, 499, 999],
        ['Kitchen cabinet hinge fixing', 30, 199, 499],
        ['TV unit installation', 60, 499, 999],
        ['Site measurement visit', 60, 199, 499],
      ],
    },
    {
      name: 'Furniture Polishing',
      services: [
        ['Wood polishing (per item)', 60, 499, 1499],
        ['Sofa repair', 60, 799, 1999],
        ['Dining table polish', 60, 999, 2499],
        ['Door polishing', 60, 599, 1499],
        ['Termite damage repair', 60, 799, 1999],
      ],
    },
  ],
);

export const repairSpecialties = defineSpecialties(
  'repair',
  {
    hours: ['repairs', 'trades'],
    femaleShare: 0.03,
    weight: 2,
    bio: tradeBio,
    names: ['{full}', '{brand} Services', '{family} Electronics Repair'],
    brands: ['CoolTech', 'QuickFix', 'Sai Service', 'HomeCare', 'FixIt', 'Shree Ganesh', 'Balaji Electricals'],
  },
  [
    {
      name: 'AC Repair',
      weight: 3,
      names: ['{brand} AC Services', '{full}', '{family} Cooling Solutions'],
      services: [
        ['AC service', 60, 399, 799],
        ['AC gas refill', 60, 1999, 3499],
        ['AC installation', 60, 1199, 1999],
        ['AC repair (not cooling)', 60, 399, 999],
        ['AC uninstallation', 60, 499, 799],
      ],
    },
    {
      name: 'Fridge Repair',
      services: [
        ['Fridge repair (not cooling)', 60, 349, 799],
        ['Fridge gas refill', 60, 1499, 2999],
        ['Fridge check-up', 30, 199, 399],
        ['Door gasket replacement', 60, 599, 1199],
        ['Compressor diagnosis', 60, 399, 799],
      ],
    },
    {
      name: 'Washing Machine Repair',
      services: [
        ['Washing machine repair', 60, 349, 799],
        ['Washing machine installation', 60, 399, 699],
        ['Drum and motor check', 60, 399, 799],
        ['Front-load machine service', 60, 599, 999],
        ['Drain pump replacement', 60, 799, 1499],
      ],
    },
    {
      name: 'Mobile Repair',
      names: ['{brand} Mobile Care', '{family} Mobile Point'],
      femaleShare: 0.1,
      services: [
        ['Mobile screen replacement quote', 30, 199, 299],
        ['Battery replacement', 30, 799, 1999],
        ['Charging port repair', 30, 399, 899],
        ['Water damage check', 30, 299, 599],
        ['Software update and data backup', 30, 299, 599],
      ],
    },
    {
      name: 'Electrician',
      weight: 2,
      names: ['{full}', '{full}', '{brand} Electricals'],
      services: [
        ['Fan installation', 30, 199, 399],
        ['Switchboard repair', 30, 199, 399],
        ['Wiring inspection', 60, 499, 999],
        ['Inverter installation', 60, 499, 999],
        ['Light fitting installation', 30, 199, 499],
      ],
    },
    {
      name: 'RO Water Purifier Service',
      services: [
        ['RO purifier service', 60, 399, 799],
        ['RO filter change', 60, 999, 1999],
        ['RO installation', 60, 499, 799],
        ['Water TDS check', 30, 199, 299],
        ['Annual maintenance visit', 60, 1499, 2999],
      ],
    },
    {
      name: 'TV and Laptop Repair',
      services: [
        ['TV repair visit', 60, 349, 699],
        ['Laptop repair diagnosis', 60, 299, 599],
        ['Laptop screen replacement quote', 30, 199, 299],
        ['TV wall mounting', 60, 399, 799],
        ['Laptop cleaning and thermal paste', 60, 699, 1299],
      ],
    },
  ],
);

export const engineerSpecialties = defineSpecialties(
  'engineer',
  {
    hours: ['office'],
    femaleShare: 0.2,
    names: ['Er. {full}', '{full}', '{family} Consultants'],
    bio: '{specialty} serving homes and businesses in {city}. {years} years of site experience.',
  },
  [
    {
      name: 'Civil Engineer',
      weight: 2,
      services: [
        ['Site inspection', 60, 999, 2499],
        ['House construction consultation', 60, 999, 1999],
        ['Building estimate (BOQ)', 60, 1999, 4999],
        ['Renovation consultation', 60, 799, 1499],
        ['Plan approval guidance', 60, 999, 1999],
      ],
    },
    {
      name: 'Structural Engineer',
      services: [
        ['Structural audit', 60, 2999, 4999],
        ['Wall crack inspection', 60, 999, 1999],
        ['Structural design consultation', 60, 1999, 3999],
        ['Load assessment for extra floor', 60, 2499, 4999],
        ['Waterproofing assessment', 60, 799, 1499],
      ],
    },
    {
      name: 'Architect',
      names: ['Ar. {full}', '{family} Architects', '{brand} Design Studio'],
      brands: ['Aangan', 'Studio Ink', 'Vastu Shilpa', 'Forma'],
      femaleShare: 0.45,
      services: [
        ['Architecture consultation', 60, 1499, 2999],
        ['Floor plan design', 60, 2499, 4999],
        ['3D elevation design', 60, 2999, 4999],
        ['Vastu consultation', 60, 999, 2499],
        ['Interior layout review', 60, 999, 1999],
      ],
    },
    {
      name: 'Electrical Engineer',
      services: [
        ['Electrical load assessment', 60, 999, 1999],
        ['Solar rooftop consultation', 60, 499, 999],
        ['Electrical safety audit', 60, 1999, 3999],
        ['Generator sizing consultation', 60, 799, 1499],
        ['Earthing inspection', 60, 799, 1499],
      ],
    },
  ],
);
