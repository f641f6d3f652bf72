// Phrases of members asking another member for money, the way romance and "gift parcel" scams word it.
// Each entry is a regex source: a space stands for any run of spaces (" ?" for none or some), and the whole phrase must stand
// as words of its own. The phrases ask for money or name a fee; money merely mentioned ("money is not
// everything", "my loan is paid off", "my brother works in customs") is never a phrase here.

export type MoneyPhraseLanguage = 'en' | 'hi' | 'hi-Latn' | 'ta-Latn' | 'ta';

export interface MoneyRequestPhrases {
  language: MoneyPhraseLanguage;
  phrases: readonly string[];
}

const AMOUNT = String.raw`(?:rs\.?|inr|₹) ?\d[\d,]*|\d[\d,]* ?(?:rs|rupees|inr|₹)`;
const FEE = '(?:fees?|charges?|dut(?:y|ies)|tax(?:es)?|clearance)';
const PAY_APP = '(?:g ?pay|google ?pay|phone ?pe|paytm|bhim)';

export const MONEY_REQUEST_PHRASES: readonly MoneyRequestPhrases[] = [
  {
    language: 'en',
    phrases: [
      '(?:send|transfer|wire|give|lend|loan) (?:me |us )?(?:some |the |a little |little )?(?:money|cash|funds)',
      `(?:send|transfer|wire) (?:me |us )?(?:${AMOUNT})`,
      `pay (?:me|us) (?:${AMOUNT})`,
      '(?:lend|loan) me',
      '(?:give|get) me (?:a )?loan',
      '(?:urgent(?:ly)?|immediately|badly) (?:in )?need(?:s|ed)? (?:of )?(?:some )?(?:money|cash|funds|help with money)',
      'need (?:some )?(?:money|cash|funds) (?:urgently|immediately|asap|right now|today)',
      'in need of (?:some )?(?:money|cash|funds)',
      '(?:need|want|ask(?:ing)? for|require) (?:some )?financial help',
      'help me (?:with )?(?:some )?(?:money|cash|funds)',
      `${PAY_APP} me`,
      `send (?:it )?(?:through|via|on|by) (?:${PAY_APP}|upi)`,
      '(?:share|send|give|tell) (?:me )?(?:your |my )?(?:upi|bank account|account number|ifsc)',
      'my (?:upi|account number|ifsc)',
      `(?:customs|visa|processing|clearance|courier|release|airport) ${FEE}`,
      `pay (?:the |a |your |my )?(?:customs|visa|courier|airport)`,
      '(?:gift|parcel|package|courier) (?:is )?(?:held|stuck|seized|detained|blocked) (?:at|in|by) (?:the )?(?:customs|airport)',
      'western union',
      'money ?gram',
      '(?:bitcoin|crypto|forex|trading) (?:investment|profit|scheme|plan)',
      'invest (?:with|through) me'
    ]
  },
  {
    language: 'hi',
    phrases: [
      '(?:पैसे|पैसा|रुपये|रुपए|पैसों) (?:भेजो|भेज दो|भेज दीजिए|भेजिए|भेजना|ट्रांसफर करो|ट्रांसफर कर दो|दे दो|दीजिए)',
      '(?:पैसे|पैसा|पैसों) (?:की )?(?:चाहिए|चाहिये|ज़रूरत|जरूरत)',
      'उधार (?:दे दो|दो|दीजिए|चाहिए|चाहिये)',
      '(?:कस्टम|वीज़ा|वीजा) (?:फीस|शुल्क|चार्ज)'
    ]
  },
  {
    language: 'hi-Latn',
    phrases: [
      '(?:paise|paisa|paisay|paison|rupay|rupaye|rupees) (?:bhejo|bhej do|bhej dijiye|bhejiye|bhejna|transfer karo|transfer kar do|de do|dedo|dijiye)',
      '(?:paise|paisa|paison) (?:ki )?(?:chahiye|chahie|zarurat|zaroorat|jarurat|jaroorat)',
      '(?:udhaar|udhar) (?:de do|dedo|do|dijiye|chahiye|chahie)',
      `${PAY_APP} (?:kar do|karo|kijiye)`
    ]
  },
  {
    language: 'ta-Latn',
    phrases: [
      '(?:panam|panum|kaasu|kasu|rubai|roobai) (?:anuppu|anupu|anuppunga|anupunga|anuppungal|anuppi vidu|anuppuveengala|kudu|kudunga|kodunga|venum|vendum|veanum|thevai|tevai)',
      '(?:kadan|kadhan) (?:kudu|kudunga|kodunga|venum|vendum|thevai)',
      '(?:avasaramaa|avasarama|urgenta|urgent-a) (?:panam|kaasu|kasu)',
      `${PAY_APP} (?:pannunga|pannu|panunga)`
    ]
  },
  {
    language: 'ta',
    phrases: [
      '(?:பணம்|காசு) (?:அனுப்பு|அனுப்புங்கள்|அனுப்புங்க|கொடு|கொடுங்கள்|வேண்டும்|வேணும்|தேவை)',
      'கடன் (?:கொடு|கொடுங்கள்|வேண்டும்|வேணும்|தேவை)'
    ]
  }
];
