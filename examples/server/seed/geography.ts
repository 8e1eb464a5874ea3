/**
 * Seeds the address pickers' geography and the first shopper's address book. Runs inside the seed
 * transaction, after users and products (test/contract/account/{user-address,country-list}.json, test/contract/commerce/user-address-checkout.json).
 *
 * - Countries (rows from seed/content.ts): the original's extra columns (iso3, currency, symbol,
 *   centre coordinates) and one `flag_icons` row per ISO code, as the original's flag table has.
 * - 2–3 states per country, 2–3 cities each (real names, approximate coordinates), in a fixed
 *   order so the ids never change. Two rows show what the pickers must cope with: Kuwait's
 *   "Al Jahra" has no city (the form then leaves the city empty, as 1.6.7 allows), and one
 *   city is inactive (status 0: never listed).
 * - City `cost` (the area shipping cost) cycles through a few amounts.
 * - Jane (user 1) has one address, default for shipping and billing; Sam (user 2) has none.
 */
import type { Queryable } from '../db/types';
import { insertRows } from '../db/insert';
import type { AccountSeedContext } from './account-context';

const SEEDED_AT = '2025-01-15T10:00:00Z';

/** [iso2, iso3, currency, symbol, latitude, longitude] for the countries seed/content.ts lists. */
const COUNTRY_DETAILS: Array<[string, string, string, string, number, number]> = [
  ['US', 'USA', 'USD', '$', 38, -97],
  ['GB', 'GBR', 'GBP', '£', 54, -2],
  ['DE', 'DEU', 'EUR', '€', 51, 9],
  ['FR', 'FRA', 'EUR', '€', 46, 2],
  ['JP', 'JPN', 'JPY', '¥', 36, 138],
  ['KW', 'KWT', 'KWD', 'ك.د', 29.5, 45.75],
  ['SA', 'SAU', 'SAR', '﷼', 25, 45],
  ['AE', 'ARE', 'AED', 'إ.د', 24, 54],
  ['EG', 'EGY', 'EGP', 'ج.م', 27, 30],
  ['IN', 'IND', 'INR', '₹', 20, 77],
  ['BD', 'BGD', 'BDT', '৳', 24, 90],
  ['CA', 'CAN', 'CAD', '$', 60, -95],
  ['AU', 'AUS', 'AUD', '$', -27, 133],
  ['BR', 'BRA', 'BRL', 'R$', -10, -55],
  ['ES', 'ESP', 'EUR', '€', 40, -4],
  ['IT', 'ITA', 'EUR', '€', 42.83333333, 12.83333333],
  ['NL', 'NLD', 'EUR', '€', 52.5, 5.75],
  ['NG', 'NGA', 'NGN', '₦', 10, 8],
  ['PK', 'PAK', 'PKR', '₨', 30, 70],
  ['TR', 'TUR', 'TRY', '₺', 39, 35],
];

type CitySeed = [name: string, latitude: number, longitude: number];
type StateSeed = [name: string, cities: CitySeed[]];

/** States and cities per country (iso2), in insertion order. */
export const GEOGRAPHY: Array<[string, StateSeed[]]> = [
  [
    'US',
    [
      [
        'California',
        [
          ['Los Angeles', 34.0522, -118.2437],
          ['San Diego', 32.7157, -117.1611],
          ['San Francisco', 37.7749, -122.4194],
        ],
      ],
      [
        'New York',
        [
          ['Buffalo', 42.8864, -78.8784],
          ['New York City', 40.7128, -74.006],
          ['Rochester', 43.1566, -77.6088],
        ],
      ],
      [
        'Texas',
        [
          ['Austin', 30.2672, -97.7431],
          ['Dallas', 32.7767, -96.797],
          ['Houston', 29.7604, -95.3698],
        ],
      ],
    ],
  ],
  [
    'GB',
    [
      [
        'England',
        [
          ['Birmingham', 52.4862, -1.8904],
          ['London', 51.5072, -0.1276],
          ['Manchester', 53.4808, -2.2426],
        ],
      ],
      [
        'Scotland',
        [
          ['Edinburgh', 55.9533, -3.1883],
          ['Glasgow', 55.8642, -4.2518],
        ],
      ],
      [
        'Wales',
        [
          ['Cardiff', 51.4816, -3.1791],
          ['Swansea', 51.6214, -3.9436],
        ],
      ],
    ],
  ],
  [
    'DE',
    [
      [
        'Bavaria',
        [
          ['Munich', 48.1351, 11.582],
          ['Nuremberg', 49.4521, 11.0767],
        ],
      ],
      [
        'Hesse',
        [
          ['Frankfurt', 50.1109, 8.6821],
          ['Wiesbaden', 50.0782, 8.2398],
        ],
      ],
      [
        'North Rhine-Westphalia',
        [
          ['Cologne', 50.9375, 6.9603],
          ['Dortmund', 51.5136, 7.4653],
          ['Düsseldorf', 51.2277, 6.7735],
        ],
      ],
    ],
  ],
  [
    'FR',
    [
      [
        'Auvergne-Rhône-Alpes',
        [
          ['Grenoble', 45.1885, 5.7245],
          ['Lyon', 45.764, 4.8357],
        ],
      ],
      [
        'Île-de-France',
        [
          ['Paris', 48.8566, 2.3522],
          ['Versailles', 48.8049, 2.1204],
        ],
      ],
      [
        "Provence-Alpes-Côte d'Azur",
        [
          ['Marseille', 43.2965, 5.3698],
          ['Nice', 43.7102, 7.262],
        ],
      ],
    ],
  ],
  [
    'JP',
    [
      [
        'Hokkaido',
        [
          ['Hakodate', 41.7687, 140.7288],
          ['Sapporo', 43.0618, 141.3545],
        ],
      ],
      [
        'Osaka',
        [
          ['Osaka', 34.6937, 135.5023],
          ['Sakai', 34.5733, 135.4831],
        ],
      ],
      [
        'Tokyo',
        [
          ['Shibuya', 35.6619, 139.704],
          ['Shinjuku', 35.6938, 139.7034],
        ],
      ],
    ],
  ],
  [
    'KW',
    [
      [
        'Al Asimah',
        [
          ['Kuwait City', 29.3759, 47.9774],
          ['Shuwaikh', 29.3541, 47.9406],
        ],
      ],
      ['Al Jahra', []],
      [
        'Hawalli',
        [
          ['Hawalli', 29.3328, 48.0286],
          ['Salmiya', 29.3339, 48.0761],
        ],
      ],
    ],
  ],
  [
    'SA',
    [
      [
        'Eastern Province',
        [
          ['Dammam', 26.4207, 50.0888],
          ['Khobar', 26.2172, 50.1971],
        ],
      ],
      [
        'Makkah Region',
        [
          ['Jeddah', 21.4858, 39.1925],
          ['Mecca', 21.3891, 39.8579],
          ['Taif', 21.2703, 40.4158],
        ],
      ],
      [
        'Riyadh Region',
        [
          ['Al Kharj', 24.1556, 47.3346],
          ['Riyadh', 24.7136, 46.6753],
        ],
      ],
    ],
  ],
  [
    'AE',
    [
      [
        'Abu Dhabi',
        [
          ['Abu Dhabi', 24.4539, 54.3773],
          ['Al Ain', 24.2075, 55.7447],
        ],
      ],
      [
        'Dubai',
        [
          ['Dubai', 25.2048, 55.2708],
          ['Hatta', 24.7963, 56.1175],
        ],
      ],
      [
        'Sharjah',
        [
          ['Khor Fakkan', 25.3391, 56.3564],
          ['Sharjah', 25.3463, 55.4209],
        ],
      ],
    ],
  ],
  [
    'EG',
    [
      [
        'Alexandria',
        [
          ['Alexandria', 31.2001, 29.9187],
          ['Borg El Arab', 30.9177, 29.5434],
        ],
      ],
      [
        'Cairo',
        [
          ['Cairo', 30.0444, 31.2357],
          ['Helwan', 29.8414, 31.3008],
        ],
      ],
      [
        'Giza',
        [
          ['6th of October City', 29.9383, 30.9135],
          ['Giza', 30.0131, 31.2089],
        ],
      ],
    ],
  ],
  [
    'IN',
    [
      [
        'Delhi',
        [
          ['Dwarka', 28.5921, 77.046],
          ['New Delhi', 28.6139, 77.209],
        ],
      ],
      [
        'Karnataka',
        [
          ['Bengaluru', 12.9716, 77.5946],
          ['Mysuru', 12.2958, 76.6394],
        ],
      ],
      [
        'Maharashtra',
        [
          ['Mumbai', 19.076, 72.8777],
          ['Nagpur', 21.1458, 79.0882],
          ['Pune', 18.5204, 73.8567],
        ],
      ],
    ],
  ],
  [
    'BD',
    [
      [
        'Chattogram',
        [
          ['Chattogram', 22.3569, 91.7832],
          ["Cox's Bazar", 21.4272, 92.0058],
          ['Cumilla', 23.4607, 91.1809],
        ],
      ],
      [
        'Dhaka',
        [
          ['Dhaka', 23.8103, 90.4125],
          ['Gazipur', 23.9999, 90.4203],
          ['Narayanganj', 23.6238, 90.5],
        ],
      ],
      [
        'Sylhet',
        [
          ['Moulvibazar', 24.4829, 91.7774],
          ['Sylhet', 24.8949, 91.8687],
        ],
      ],
    ],
  ],
  [
    'CA',
    [
      [
        'British Columbia',
        [
          ['Vancouver', 49.2827, -123.1207],
          ['Victoria', 48.4284, -123.3656],
        ],
      ],
      [
        'Ontario',
        [
          ['Ottawa', 45.4215, -75.6972],
          ['Toronto', 43.6532, -79.3832],
        ],
      ],
      [
        'Quebec',
        [
          ['Montreal', 45.5019, -73.5674],
          ['Quebec City', 46.8139, -71.208],
        ],
      ],
    ],
  ],
  [
    'AU',
    [
      [
        'New South Wales',
        [
          ['Newcastle', -32.9283, 151.7817],
          ['Sydney', -33.8688, 151.2093],
        ],
      ],
      [
        'Queensland',
        [
          ['Brisbane', -27.4698, 153.0251],
          ['Gold Coast', -28.0167, 153.4],
        ],
      ],
      [
        'Victoria',
        [
          ['Geelong', -38.1499, 144.3617],
          ['Melbourne', -37.8136, 144.9631],
        ],
      ],
    ],
  ],
  [
    'BR',
    [
      [
        'Rio de Janeiro',
        [
          ['Niterói', -22.8832, -43.1034],
          ['Rio de Janeiro', -22.9068, -43.1729],
        ],
      ],
      [
        'São Paulo',
        [
          ['Campinas', -22.9099, -47.0626],
          ['São Paulo', -23.5505, -46.6333],
        ],
      ],
    ],
  ],
  [
    'ES',
    [
      [
        'Andalusia',
        [
          ['Granada', 37.1773, -3.5986],
          ['Málaga', 36.7213, -4.4214],
          ['Seville', 37.3891, -5.9845],
        ],
      ],
      [
        'Catalonia',
        [
          ['Barcelona', 41.3874, 2.1686],
          ['Girona', 41.9794, 2.8214],
        ],
      ],
      [
        'Community of Madrid',
        [
          ['Alcalá de Henares', 40.4818, -3.3643],
          ['Madrid', 40.4168, -3.7038],
        ],
      ],
    ],
  ],
  [
    'IT',
    [
      [
        'Campania',
        [
          ['Naples', 40.8518, 14.2681],
          ['Salerno', 40.6824, 14.7681],
        ],
      ],
      [
        'Lazio',
        [
          ['Latina', 41.4676, 12.9037],
          ['Rome', 41.9028, 12.4964],
        ],
      ],
      [
        'Lombardy',
        [
          ['Bergamo', 45.6983, 9.6773],
          ['Milan', 45.4642, 9.19],
        ],
      ],
    ],
  ],
  [
    'NL',
    [
      [
        'North Holland',
        [
          ['Amsterdam', 52.3676, 4.9041],
          ['Haarlem', 52.3874, 4.6462],
        ],
      ],
      [
        'South Holland',
        [
          ['Leiden', 52.1601, 4.497],
          ['Rotterdam', 51.9244, 4.4777],
          ['The Hague', 52.0705, 4.3007],
        ],
      ],
    ],
  ],
  [
    'NG',
    [
      [
        'Federal Capital Territory',
        [
          ['Abuja', 9.0765, 7.3986],
          ['Gwagwalada', 8.9428, 7.0832],
        ],
      ],
      [
        'Kano',
        [
          ['Kano', 12.0022, 8.592],
          ['Wudil', 11.7939, 8.8388],
        ],
      ],
      [
        'Lagos',
        [
          ['Ikeja', 6.6018, 3.3515],
          ['Lekki', 6.4698, 3.5852],
        ],
      ],
    ],
  ],
  [
    'PK',
    [
      [
        'Punjab',
        [
          ['Faisalabad', 31.4504, 73.135],
          ['Lahore', 31.5204, 74.3587],
          ['Rawalpindi', 33.5651, 73.0169],
        ],
      ],
      [
        'Sindh',
        [
          ['Hyderabad', 25.396, 68.3578],
          ['Karachi', 24.8607, 67.0011],
        ],
      ],
    ],
  ],
  [
    'TR',
    [
      [
        'Ankara',
        [
          ['Keçiören', 39.9806, 32.8636],
          ['Çankaya', 39.9179, 32.8627],
        ],
      ],
      [
        'Istanbul',
        [
          ['Beşiktaş', 41.0422, 29.0083],
          ['Kadıköy', 40.9903, 29.0292],
        ],
      ],
      [
        'Izmir',
        [
          ['Karşıyaka', 38.4595, 27.1117],
          ['Konak', 38.4189, 27.1287],
        ],
      ],
    ],
  ],
];

/** The area shipping costs the cities cycle through (base currency). */
const CITY_COSTS = [5, 7.5, 10, 4, 12.5, 6];

/** The one inactive city (status 0), never listed by city/by-state. */
const INACTIVE_CITY = 'Rochester';

/** Jane's address: New York City, default for shipping and billing. */
const JANE_ADDRESS = {
  name: 'Jane Customer',
  email: 'customer@example.com',
  phone_no: '+15550100001',
  address: '350 Fifth Avenue, Apt 12B',
  postal_code: '10118',
  country: 'US',
  state: 'New York',
  city: 'New York City',
};

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export async function seedGeography(tx: Queryable, _ctx: AccountSeedContext): Promise<void> {
  const countries = (await tx.query<{ id: number; iso2: string; name: string }>('SELECT id, iso2, name FROM countries ORDER BY id')).rows;
  const countryId = new Map(countries.map((c) => [c.iso2, c.id]));

  for (const [iso2, iso3, currency, symbol, lat, long] of COUNTRY_DETAILS) {
    await tx.query(
      `UPDATE countries SET iso3 = $2, currency = $3, currency_symbol = $4, latitude = $5, longitude = $6,
         status = 1, created_at = $7, updated_at = $7 WHERE iso2 = $1`,
      [iso2, iso3, currency, symbol, lat, long, SEEDED_AT],
    );
  }
  await insertRows(
    tx,
    'flag_icons',
    countries.map((c) => ({
      image: `images/flag/${c.iso2.toLowerCase()}-24x16.svg`,
      title: c.iso2,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    })),
  );

  const states: Array<Record<string, unknown>> = [];
  const cities: Array<Record<string, unknown>> = [];
  let stateId = 0;
  for (const [iso2, stateSeeds] of GEOGRAPHY) {
    const cId = countryId.get(iso2);
    if (!cId) continue;
    for (const [stateName, citySeeds] of stateSeeds) {
      stateId += 1;
      states.push({
        id: stateId,
        name: stateName,
        country_id: cId,
        latitude: mean(citySeeds.map((c) => c[1])),
        longitude: mean(citySeeds.map((c) => c[2])),
        status: 1,
        created_at: SEEDED_AT,
        updated_at: SEEDED_AT,
      });
      for (const [cityName, lat, long] of citySeeds) {
        cities.push({
          id: cities.length + 1,
          name: cityName,
          state_id: stateId,
          country_id: cId,
          cost: CITY_COSTS[cities.length % CITY_COSTS.length],
          latitude: lat,
          longitude: long,
          status: cityName === INACTIVE_CITY ? 0 : 1,
          created_at: SEEDED_AT,
          updated_at: SEEDED_AT,
        });
      }
    }
  }
  await insertRows(tx, 'states', states);
  await insertRows(tx, 'cities', cities);
  for (const t of ['states', 'cities'])
    await tx.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${t}), 1))`);

  const janeCountry = countryId.get(JANE_ADDRESS.country);
  const janeState = states.find((s) => s.name === JANE_ADDRESS.state && s.country_id === janeCountry);
  const janeCity = cities.find((c) => c.name === JANE_ADDRESS.city && c.state_id === janeState?.id);
  const jane = (await tx.query('SELECT 1 FROM users WHERE id = 1')).rows.length > 0;
  if (!jane || !janeCountry || !janeState || !janeCity) return;
  await insertRows(tx, 'addresses', [
    {
      user_id: 1,
      name: JANE_ADDRESS.name,
      email: JANE_ADDRESS.email,
      phone_no: JANE_ADDRESS.phone_no,
      address: JANE_ADDRESS.address,
      // As the SPA posts them: the ids the pickers' options carry (numbers).
      address_ids: { country_id: janeCountry, state_id: janeState.id, city_id: janeCity.id },
      country: countries.find((c) => c.id === janeCountry)?.name ?? JANE_ADDRESS.country,
      state: JANE_ADDRESS.state,
      city: JANE_ADDRESS.city,
      latitude: janeCity.latitude,
      longitude: janeCity.longitude,
      postal_code: JANE_ADDRESS.postal_code,
      default_shipping: 1,
      default_billing: 1,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    },
  ]);
}
