import type { IllustrationPalette } from './CoupleIllustration';

export type SuccessStory = {
  couple: string;
  city: string;
  married: string;
  story: string;
  palette: IllustrationPalette;
};

/** The six sample couples of the success-stories page. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    couple: 'Priya and Arjun',
    city: 'Chennai',
    married: 'February 2026',
    story:
      'Arjun filtered by mother tongue and star, and Priya’s profile was the first he saved. Their families met over filter coffee two weeks later; the horoscopes matched 28 out of 36.',
    palette: {
      sky: '#fff1f2',
      arch: '#be123c',
      bride: '#be123c',
      groom: '#fde68a',
      accent: '#b45309',
      skin: ['#a86b4c', '#c68863']
    }
  },
  {
    couple: 'Ananya and Rohit',
    city: 'Pune',
    married: 'December 2025',
    story:
      'Both are software engineers who had given up on sites full of sales calls. They exchanged interests on a Sunday, spoke on WhatsApp that evening, and married eight months later.',
    palette: {
      sky: '#f0f9ff',
      arch: '#0369a1',
      bride: '#db2777',
      groom: '#e0f2fe',
      accent: '#0f766e',
      skin: ['#c68863', '#d9a07b']
    }
  },
  {
    couple: 'Fatima and Imran',
    city: 'Hyderabad',
    married: 'November 2025',
    story:
      'Fatima’s brother set up her profile. Imran’s mother sent the interest. After long conversations between both families, a simple nikah brought them together.',
    palette: {
      sky: '#f0fdf4',
      arch: '#15803d',
      bride: '#7e22ce',
      groom: '#f5f5f4',
      accent: '#a16207',
      skin: ['#b97a56', '#d9a07b']
    }
  },
  {
    couple: 'Simran and Gurpreet',
    city: 'Ludhiana',
    married: 'October 2025',
    story:
      'Gurpreet unlocked Simran’s contact for ₹49 before deciding on Premium. One call with her parents later, the families were planning the Anand Karaj.',
    palette: {
      sky: '#fff7ed',
      arch: '#c2410c',
      bride: '#e11d48',
      groom: '#fb923c',
      accent: '#9a3412',
      skin: ['#d9a07b', '#e0b08c']
    }
  },
  {
    couple: 'Meera and Vishnu',
    city: 'Kochi',
    married: 'August 2025',
    story:
      'Meera lives in Kochi and Vishnu worked in Dubai. The profile views showed he visited her profile three times before sending an interest. They married at Guruvayur.',
    palette: {
      sky: '#fefce8',
      arch: '#a16207',
      bride: '#fef3c7',
      groom: '#fffbeb',
      accent: '#ca8a04',
      skin: ['#8d5a3b', '#a86b4c']
    }
  },
  {
    couple: 'Neha and Karan',
    city: 'Jaipur',
    married: 'May 2025',
    story:
      'A second marriage for both. They liked that marital status was a filter, not a footnote, and that no one called to sell them anything. Their children were the first to hear.',
    palette: {
      sky: '#faf5ff',
      arch: '#6d28d9',
      bride: '#c026d3',
      groom: '#ede9fe',
      accent: '#b45309',
      skin: ['#c68863', '#b97a56']
    }
  }
];
