import type { IllustrationPalette } from './CoupleIllustration';

/** Each couple's names, city, wedding month and story are messages `stories.<id>.couple|city|date|story`. */
export type SuccessStory = {
  id: 'priya' | 'ananya' | 'fatima' | 'simran' | 'meera' | 'neha';
  palette: IllustrationPalette;
};

/** The six sample couples of the success-stories page. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'priya',
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
    id: 'ananya',
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
    id: 'fatima',
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
    id: 'simran',
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
    id: 'meera',
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
    id: 'neha',
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
