import { expect } from 'chai';
import {
  digitsOnly,
  emptySlots,
  enterOtpText,
  eraseOtpSlot,
  isOtpComplete,
  otpValue,
  receiveSmsCode,
  slotsFromValue,
  typedText,
  type SmsCodeSource
} from '../src/forms/otp';

describe('OTP input rules', () => {
  it('has six empty slots by default', () => {
    expect(emptySlots()).to.deep.equal(['', '', '', '', '', '']);
  });

  it('keeps digits only', () => {
    expect(digitsOnly('1a2-3 4')).to.equal('1234');
    const state = enterOtpText(emptySlots(), 0, 'x');
    expect(state.slots).to.deep.equal(emptySlots());
    expect(state.focusIndex).to.equal(0);
  });

  it('writes a typed digit and moves focus to the next slot', () => {
    const state = enterOtpText(emptySlots(), 2, '7');
    expect(state.slots).to.deep.equal(['', '', '7', '', '', '']);
    expect(state.focusIndex).to.equal(3);
  });

  it('keeps focus on the last slot after its digit', () => {
    const state = enterOtpText(slotsFromValue('12345'), 5, '6');
    expect(otpValue(state.slots)).to.equal('123456');
    expect(state.focusIndex).to.equal(5);
  });

  it('fills all slots from the first when a whole code is pasted anywhere', () => {
    const state = enterOtpText(emptySlots(), 3, ' 654-321 ');
    expect(state.slots).to.deep.equal(['6', '5', '4', '3', '2', '1']);
    expect(isOtpComplete(state.slots)).to.equal(true);
  });

  it('spills a partial paste into the following slots and drops what does not fit', () => {
    expect(enterOtpText(emptySlots(), 1, '98').slots).to.deep.equal(['', '9', '8', '', '', '']);
    const overflow = enterOtpText(emptySlots(), 4, '987');
    expect(overflow.slots).to.deep.equal(['', '', '', '', '9', '8']);
    expect(overflow.focusIndex).to.equal(5);
  });

  it('takes the new digit when one is typed over an existing one', () => {
    expect(typedText('3', '35')).to.equal('5');
    expect(typedText('3', '53')).to.equal('5');
    expect(typedText('3', '33')).to.equal('3');
    expect(typedText('', '4')).to.equal('4');
  });

  it('backspace clears the slot, or the previous one when already empty', () => {
    const full = slotsFromValue('123456');
    expect(eraseOtpSlot(full, 3)).to.deep.equal({ slots: ['1', '2', '3', '', '5', '6'], focusIndex: 3 });
    const gap = ['1', '2', '', '', '', ''];
    expect(eraseOtpSlot(gap, 3)).to.deep.equal({ slots: ['1', '2', '', '', '', ''], focusIndex: 2 });
    expect(eraseOtpSlot(['1', '2', '3', '', '', ''], 3)).to.deep.equal({
      slots: ['1', '2', '', '', '', ''],
      focusIndex: 2
    });
    expect(eraseOtpSlot(emptySlots(), 0).focusIndex).to.equal(0);
  });

  it('is complete only with six digits', () => {
    expect(isOtpComplete(slotsFromValue('12345'))).to.equal(false);
    expect(slotsFromValue('12a3')).to.deep.equal(['1', '2', '3', '', '', '']);
  });

  describe('the code of an SMS read by the browser (WebOTP)', () => {
    const source = (answer: () => Promise<unknown>) => {
      const asked: unknown[] = [];
      const api: SmsCodeSource = {
        get: (options) => {
          asked.push(options.otp);
          return answer();
        }
      };
      return { api, asked };
    };

    it('asks for an SMS code and hands the code over', async () => {
      const { api, asked } = source(() => Promise.resolve({ type: 'otp', code: '482916' }));
      const codes: string[] = [];
      await receiveSmsCode(api, new AbortController().signal, (code) => codes.push(code));
      expect(asked).to.deep.equal([{ transport: ['sms'] }]);
      expect(codes).to.deep.equal(['482916']);
    });

    it('ends quietly without the API, when the member dismisses it, and after the input is left', async () => {
      const codes: string[] = [];
      const onCode = (code: string) => codes.push(code);
      await receiveSmsCode(undefined, new AbortController().signal, onCode);
      await receiveSmsCode(
        source(() => Promise.reject(new DOMException('dismissed', 'AbortError'))).api,
        new AbortController().signal,
        onCode
      );
      const left = new AbortController();
      const late = receiveSmsCode(
        source(() => new Promise((resolve) => setTimeout(() => resolve({ code: '111111' }), 5))).api,
        left.signal,
        onCode
      );
      left.abort();
      await late;
      expect(codes).to.deep.equal([]);
    });
  });
});
