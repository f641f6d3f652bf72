// What the ready members and their demo matches have said to each other by first start: per ready member, one
// exchange per demo match, the newest match first. The first leaves the demo member's last messages unread, the
// second is read to the end; the bride's third match asks her for money and she reported it, so the moderation
// console has a report to open. Times are hours before the seed, all after the match they follow.
import { type MessageReportReasonId } from '@matrimony/catalog/conversations';
import { type ReadyMemberKey } from '@matrimony/dev-stack';

export interface ScriptLine {
  /** The ready member (`me`) or the demo member (`them`). */
  from: 'me' | 'them';
  text: string;
  hoursAgo: number;
}

export interface Exchange {
  lines: readonly ScriptLine[];
  /** The ready member read everything; else the demo member's messages after the ready member's last one are unread. */
  read: boolean;
  /** The ready member reported one of the demo member's messages (an index into `lines`) after reading it. */
  report?: { line: number; reason: MessageReportReasonId; details: string };
}

export const READY_CONVERSATIONS: Record<ReadyMemberKey, readonly Exchange[]> = {
  bride: [
    {
      read: false,
      lines: [
        {
          from: 'them',
          hoursAgo: 52,
          text: 'Namaste! Thank you for accepting my interest. My parents read your profile with me and liked that family comes first for you too.'
        },
        {
          from: 'me',
          hoursAgo: 49,
          text: 'Namaste, thank you. My parents would be happy to talk as well. How do you usually spend your weekends?'
        },
        {
          from: 'them',
          hoursAgo: 30,
          text: 'Weekdays are busy with work, so weekends are for family: temple on Sunday morning, then lunch at my aunt’s place.'
        },
        {
          from: 'me',
          hoursAgo: 27,
          text: 'That sounds lovely. Ours are much the same, with a lot of filter coffee.'
        },
        {
          from: 'them',
          hoursAgo: 3,
          text: 'My mother would like to speak with your mother. Would this Sunday evening suit your family?'
        },
        {
          from: 'them',
          hoursAgo: 2.9,
          text: 'My sister says hello too. She is the one who found your profile first!'
        }
      ]
    },
    {
      read: true,
      lines: [
        {
          from: 'me',
          hoursAgo: 78,
          text: 'Namaste, thank you for the interest. May I ask what your parents are looking for in a daughter-in-law?'
        },
        {
          from: 'them',
          hoursAgo: 75,
          text: 'Namaste. Honestly, only that we get along and respect each other’s families. They are quite easy-going.'
        },
        {
          from: 'me',
          hoursAgo: 50,
          text: 'That is good to hear. Mine are the same, though my grandmother will want to see both horoscopes first.'
        },
        {
          from: 'them',
          hoursAgo: 47,
          text: 'Of course, my father will share mine with your family. Please give my regards to your grandmother.'
        },
        { from: 'me', hoursAgo: 20, text: 'Thank you, I will. We will be in touch after she has seen them.' }
      ]
    },
    {
      read: true,
      lines: [
        {
          from: 'them',
          hoursAgo: 100,
          text: 'Hello, so happy we matched. I feel we understand each other already.'
        },
        { from: 'me', hoursAgo: 96, text: 'Namaste, thank you. Shall our parents speak first?' },
        {
          from: 'them',
          hoursAgo: 40,
          text: 'Yes yes, surely. I am abroad for a project just now, the family call can happen when I am back.'
        },
        {
          from: 'them',
          hoursAgo: 6,
          text: 'Very sorry to ask, it is urgent: my wallet was stolen at the airport. Please send ₹5,000 by UPI to rohit.help24@okaxis, I will return it as soon as I land.'
        }
      ],
      report: {
        line: 3,
        reason: 'asked-for-money',
        details: 'He asked me for money before our families had even spoken.'
      }
    }
  ],
  groom: [
    {
      read: false,
      lines: [
        {
          from: 'me',
          hoursAgo: 54,
          text: 'Namaste, thank you for accepting my interest. My parents and I enjoyed reading about your family.'
        },
        {
          from: 'them',
          hoursAgo: 50,
          text: 'Namaste! Thank you. My father asked whether we could exchange horoscopes. Is that all right with your family?'
        },
        {
          from: 'me',
          hoursAgo: 46,
          text: 'Of course. My mother has already asked our family astrologer, she will share mine today.'
        },
        {
          from: 'them',
          hoursAgo: 4,
          text: 'Thank you. My father says the horoscopes match well, he is smiling since morning!'
        },
        { from: 'them', hoursAgo: 3.8, text: 'Would your family like to visit us for coffee one weekend?' }
      ]
    },
    {
      read: true,
      lines: [
        {
          from: 'them',
          hoursAgo: 80,
          text: 'Hello, thank you for the interest. What do you enjoy doing on weekends?'
        },
        {
          from: 'me',
          hoursAgo: 76,
          text: 'Mostly family time, and a long walk on Sunday mornings. Sometimes I cook, though my mother says I use too much chilli.'
        },
        {
          from: 'them',
          hoursAgo: 44,
          text: 'Ha ha, my brother says the same about me. Family time is my favourite part of the weekend too.'
        },
        {
          from: 'me',
          hoursAgo: 22,
          text: 'Then we already agree on the important things. Shall we ask our parents to speak this week?'
        }
      ]
    }
  ],
  suitor: [
    {
      read: false,
      lines: [
        {
          from: 'them',
          hoursAgo: 55,
          text: 'Namaste, thank you for accepting. My family is traditional but open-minded; I hope that suits yours.'
        },
        {
          from: 'me',
          hoursAgo: 51,
          text: 'Very much so, mine is the same. My grandmother will want to meet you first, she decides everything at home!'
        },
        { from: 'them', hoursAgo: 5, text: 'That is sweet. My grandmother is exactly the same.' },
        { from: 'them', hoursAgo: 4.9, text: 'Shall we ask our parents to fix a time to speak this week?' }
      ]
    },
    {
      read: true,
      lines: [
        {
          from: 'me',
          hoursAgo: 79,
          text: 'Good evening! Thank you for accepting my interest. What do you like to do in your free time?'
        },
        {
          from: 'them',
          hoursAgo: 74,
          text: 'Good evening. I read a lot, and every year I help my mother with the festival preparations at home.'
        },
        {
          from: 'me',
          hoursAgo: 48,
          text: 'That sounds lovely. Festivals at our home are busy too: all the cousins come and nobody sleeps.'
        },
        {
          from: 'them',
          hoursAgo: 45,
          text: 'Then our families would get along well. Let me talk to my parents and get back to you.'
        },
        { from: 'me', hoursAgo: 24, text: 'Please take your time. My regards to your parents.' }
      ]
    }
  ],
  free: [
    {
      read: false,
      lines: [
        {
          from: 'them',
          hoursAgo: 53,
          text: 'Namaste, thank you for accepting my interest. My mother especially liked your profile.'
        },
        { from: 'me', hoursAgo: 48, text: 'Namaste, thank you. Please convey my regards to your mother.' },
        {
          from: 'them',
          hoursAgo: 2,
          text: 'I will! She asked if your family would be comfortable with a video call this weekend.'
        },
        { from: 'them', hoursAgo: 1.9, text: 'Only if it suits you, there is no hurry at all.' }
      ]
    },
    {
      read: true,
      lines: [
        {
          from: 'me',
          hoursAgo: 81,
          text: 'Hello, thank you for the interest. May I ask, would you like to live near both families after marriage?'
        },
        {
          from: 'them',
          hoursAgo: 77,
          text: 'Yes, definitely. My parents are getting older, and I would like us to be close to both families.'
        },
        { from: 'me', hoursAgo: 49, text: 'That is good to hear. It matters a lot to me.' },
        { from: 'them', hoursAgo: 46, text: 'To me too. I am glad we think alike.' },
        { from: 'me', hoursAgo: 21, text: 'Same here. I will ask my father to call yours this week.' }
      ]
    }
  ]
};
