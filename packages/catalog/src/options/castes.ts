import { NOT_APPLICABLE, OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY, type Religion } from './religions';

const CLOSING = [OTHERS_NOT_LISTED, PREFER_NOT_TO_SAY] as const;

const HINDU = [
  'Agarwal', 'Ahir', 'Arora', 'Arya Vysya', 'Badaga', 'Baidya', 'Baishya', 'Balija', 'Bania', 'Banjara',
  'Barai', 'Bhandari', 'Bhatia', 'Bhavsar', 'Bhumihar', 'Billava', 'Bishnoi', 'Brahmin',
  'Brahmin - Chitpavan', 'Brahmin - Deshastha', 'Brahmin - Gaur', 'Brahmin - Havyaka', 'Brahmin - Iyengar',
  'Brahmin - Iyer', 'Brahmin - Kanyakubj', 'Brahmin - Madhwa', 'Brahmin - Maithil', 'Brahmin - Namboodiri',
  'Brahmin - Niyogi', 'Brahmin - Saraswat', 'Brahmin - Smartha', 'Brahmin - Vaidiki', 'Bunt (Shetty)',
  'Chamar', 'Chaurasia', 'Chettiar', 'Devanga', 'Dhangar', 'Dhobi', 'Ezhava', 'Garhwali', 'Gounder', 'Gowda',
  'Gujjar', 'Gupta', 'Jaiswal', 'Jat', 'Kalar', 'Kalwar', 'Kamma', 'Kapu', 'Karana', 'Kashyap', 'Kayastha',
  'Khandayat', 'Khatri', 'Koli', 'Kongu Vellala Gounder', 'Kori', 'Koshti', 'Kshatriya', 'Kumaoni', 'Kumhar',
  'Kunbi', 'Kurmi', 'Kuruba', 'Lingayat', 'Lohana', 'Lodhi', 'Maheshwari', 'Mahar', 'Mali', 'Maratha',
  'Marwari', 'Meena', 'Mudaliar', 'Mukkulathor', 'Nadar', 'Nai', 'Naidu', 'Nair', 'Namasudra', 'Padmashali',
  'Patel', 'Pillai', 'Prajapati', 'Rajput', 'Reddy', 'Saini', 'Scheduled Caste', 'Scheduled Tribe', 'Sindhi',
  'Sonar', 'Sourashtra', 'Sutar', 'Teli', 'Thakur', 'Thevar', 'Vaishya', 'Vanniyar', 'Velama', 'Vellalar',
  'Vishwakarma', 'Viswabrahmin', 'Yadav'
];

const MUSLIM = [
  'Abbasi', 'Alvi', 'Ansari', 'Arain', 'Awan', 'Beary', 'Bengali Muslim', 'Bohra', 'Dawoodi Bohra',
  'Dekkani', 'Dhobi (Muslim)', 'Darzi', 'Farooqui', 'Gaddi', 'Idrisi', 'Khan', 'Khoja', 'Kunjra',
  'Kutchi Memon', 'Labbai', 'Malik', 'Mansoori', 'Mapila', 'Marakkayar', 'Memon', 'Mirasi', 'Mughal',
  'Navayath', 'Pathan', 'Qassab', 'Qureshi', 'Rajput (Muslim)', 'Rayeen', 'Rowther', 'Saifi', 'Salmani',
  'Shafi', 'Sheikh', 'Shia', 'Shia Imami Ismaili', 'Siddiqui', 'Sufi', 'Sunni', 'Sunni Ahle Hadith',
  'Sunni Hanafi', 'Syed', 'Teli (Muslim)', 'Turk', 'Usmani'
];

const CHRISTIAN = [
  'Anglican', 'Anglo-Indian', 'Assemblies of God', 'Baptist', 'Believers Church', 'Born Again', 'Brethren',
  'Catholic', 'Chaldean Syrian', 'Church of God', 'CNI (Church of North India)', 'Convert',
  'CSI (Church of South India)', 'Dalit Christian', 'East Indian Catholic', 'Evangelical', 'Garo Christian',
  'Goan Catholic', 'IPC (Indian Pentecostal Church)', "Jehovah's Witness", 'Jacobite Syrian', 'Khasi Christian',
  'Knanaya Catholic', 'Knanaya Jacobite', 'Latin Catholic', 'Latter-day Saints', 'Lutheran',
  'Malabar Independent Syrian', 'Malankara Orthodox Syrian', 'Mangalorean Catholic', 'Marthoma', 'Methodist',
  'Mizo Christian', 'Nadar Christian', 'Naga Christian', 'Orthodox', 'Pentecostal', 'Presbyterian',
  'Protestant', 'Roman Catholic', 'Salvation Army', 'Seventh-day Adventist', 'St. Thomas Christian',
  'Syrian Catholic', 'Syro-Malabar Catholic', 'Syro-Malankara Catholic', 'Tribal Christian', 'Tamil Christian'
];

const SIKH = [
  'Ahluwalia', 'Arora Sikh', 'Bhatra', 'Gursikh', 'Jat Sikh', 'Kamboj', 'Khatri Sikh', 'Labana',
  'Mazhabi', 'Namdhari', 'Rai Sikh', 'Ramgarhia', 'Ravidasia', 'Saini Sikh', 'Sikligar'
];

const JAIN = [
  'Agarwal Jain', 'Bunt Jain', 'Digambar', 'Humad', 'Jaiswal Jain', 'Khandelwal', 'Murtipujak', 'Oswal',
  'Porwal', 'Saitwal', 'Shrimal', 'Shwetambar', 'Sthanakvasi', 'Terapanthi'
];

const BUDDHIST = [
  'Barua', 'Bhutia', 'Chakma', 'Lepcha', 'Mahayana', 'Navayana (Neo-Buddhist)', 'Sherpa', 'Theravada',
  'Tibetan', 'Vajrayana'
];

const PARSI = ['Irani', 'Parsi'];

/** Religions with their own caste list; every other religion has only "Not Applicable". */
export const CASTES_BY_RELIGION: Readonly<Partial<Record<Religion, readonly string[]>>> = {
  Hindu: [...HINDU, ...CLOSING],
  Muslim: [...MUSLIM, ...CLOSING],
  Christian: [...CHRISTIAN, ...CLOSING],
  Sikh: [...SIKH, ...CLOSING],
  Jain: [...JAIN, ...CLOSING],
  Buddhist: [...BUDDHIST, ...CLOSING],
  'Parsi / Zoroastrian': [...PARSI, ...CLOSING]
};

const NOT_APPLICABLE_ONLY: readonly string[] = [NOT_APPLICABLE];

/** The castes a member of this religion may choose; ["Not Applicable"] for religions without a list. */
export function castesForReligion(religion: Religion): readonly string[] {
  return CASTES_BY_RELIGION[religion] ?? NOT_APPLICABLE_ONLY;
}

export function isCasteOfReligion(caste: string, religion: Religion): boolean {
  return castesForReligion(religion).includes(caste);
}

/**
 * Spec "dependent fields": after the religion changes, the caste stays if it belongs to the new
 * religion, becomes "Not Applicable" for a religion without a list, and is cleared otherwise.
 */
export function casteAfterReligionChange(caste: string, religion: Religion): string {
  const castes = castesForReligion(religion);
  if (castes.includes(caste)) return caste;
  return castes === NOT_APPLICABLE_ONLY ? NOT_APPLICABLE : '';
}
