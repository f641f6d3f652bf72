import { expect } from 'chai';
import { flagMessage, messageWarningOf, type MessageFlagKind } from '../src/text-flags';

const MONEY_REQUESTS: Record<string, string[]> = {
  English: [
    'Can you send money today?',
    'Please send me some money, I will return it next week',
    'Transfer me ₹5,000 please',
    'Just send Rs. 2000 to this number',
    'send me 10000 rupees',
    'Urgent need money for my mother’s operation',
    'I urgently need money',
    'I need money urgently, my wallet was stolen',
    'I am badly in need of cash',
    'Could you lend me 20k till Monday?',
    'Can you give me a loan?',
    'I am asking for financial help, only you can help',
    'GPay me and I will explain',
    'Send it through PhonePe',
    'Share your UPI and I will tell you',
    'My UPI is linked to my number',
    'I sent you a gift from London, you only need to pay the customs fee',
    'The parcel is held at customs in Delhi airport',
    'Pay the customs duty of ₹35,000 to release it',
    'My visa fee is pending, can you help?',
    'Courier charges of 4500 must be paid today',
    'Send it by Western Union',
    'Join my crypto investment plan, 30% profit a month'
  ],
  'Hindi (Devanagari)': [
    'मुझे पैसे भेजो',
    'जल्दी से पैसे भेज दो',
    'मुझे पैसों की ज़रूरत है',
    'थोड़ा पैसा चाहिए',
    'पाँच हज़ार उधार दे दो',
    'कस्टम फीस भरनी है'
  ],
  'Hindi (transliterated)': [
    'Paise bhejo na please',
    'thode paise bhej do',
    'mujhe paisa chahiye',
    'ghar mein paise ki zaroorat hai',
    'bhai udhaar de do',
    'gpay kar do abhi'
  ],
  'Tamil (transliterated)': [
    'Panam anuppu',
    'konjam panam anuppunga please',
    'enakku avasaramaa panam venum',
    'kaasu venum',
    'kadan kudunga',
    'gpay pannunga'
  ],
  'Tamil (script)': ['பணம் அனுப்புங்கள்', 'எனக்கு பணம் வேண்டும்']
};

const FLAGGED: [string, MessageFlagKind[]][] = [
  ['My UPI id is priya.s@okaxis', ['money-request', 'payment-handle']],
  ['9876543210@ybl', ['payment-handle']],
  ['pay to priya123@paytm', ['payment-handle']],
  ['See https://bit.ly/3xYz for my photos', ['link']],
  ['www.example-shop.in has the offer', ['link']],
  ['Send money to priya@oksbi, details at wa.me/919876543210', ['money-request', 'payment-handle', 'link']]
];

// Ordinary things two members say to each other; not one of them may carry a warning.
const INNOCENT = [
  'Hello! How was your day?',
  'My father works in a bank and my mother is a teacher.',
  'I will send you my horoscope tonight.',
  'Please send my regards to your parents.',
  'Money is not everything, family values matter more.',
  'I do not need money, I need someone who understands me.',
  'Our home loan is fully paid off.',
  'My brother works in customs at Chennai port.',
  'I applied for a visa to attend my cousin’s wedding in Dubai.',
  'Thank you for the lovely gift idea!',
  'We transferred to the Bengaluru office last year.',
  'I earn 12 LPA and my sister is a doctor.',
  'Let us talk to our parents about the next step.',
  'I will pay for the coffee when we meet.',
  'My e-mail is on my profile, priya@gmail.com works too.',
  'Meet at 5 @ Phoenix mall?',
  'I studied B.Com and then M.B.A.',
  'Instagram is where I post my travel photos.',
  'Amma paisa sab kuch nahi hota, kehti hain.',
  'Kal milte hain, aap kab free ho?',
  'पैसा सब कुछ नहीं होता।',
  'आप कैसे हैं? मेरे माता-पिता आपसे मिलना चाहते हैं।',
  'Panam mukkiyam illai, nalla manasu thaan mukkiyam.',
  'Naan nalla irukken, neenga eppadi irukkeenga?',
  'பணம் முக்கியம் இல்லை.',
  'My father sent his blessings.',
  'I love Tamil movies and Hindi songs.',
  'Our wedding budget will be planned by both families.'
];

describe('message flags: money requests in every language', () => {
  for (const [language, sentences] of Object.entries(MONEY_REQUESTS)) {
    describe(language, () => {
      for (const sentence of sentences) {
        it(sentence, () => {
          expect(flagMessage(sentence)).to.include('money-request');
        });
      }
    });
  }
});

describe('message flags: payment handles and links', () => {
  for (const [text, kinds] of FLAGGED) {
    it(`${kinds.join(', ')}: ${text}`, () => {
      expect(flagMessage(text)).to.deep.equal(kinds);
    });
  }
});

describe('message flags: ordinary messages carry no warning', () => {
  for (const text of INNOCENT) {
    it(text, () => {
      expect(flagMessage(text)).to.deep.equal([]);
    });
  }
});

describe('message flags: the warning shown with a message', () => {
  it('is the first kind found in warning order, or none', () => {
    expect(messageWarningOf('Send money to priya@oksbi')).to.equal('money-request');
    expect(messageWarningOf('priya@oksbi')).to.equal('payment-handle');
    expect(messageWarningOf('Hello, how are you?')).to.equal(null);
  });
});
