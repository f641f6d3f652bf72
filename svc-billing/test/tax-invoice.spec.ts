// The invoice's figures, its number series and its words, as pure functions.
import { expect } from 'chai';
import { DEMO_SELLER } from '@matrimony/catalog/tax-invoice';
import { numberInWords, rupeesInWords } from '../src/domain/amount-in-words';
import {
  financialYearOf,
  gstOfInclusive,
  invoiceFor,
  invoiceNumber,
  taxInvoiceOf
} from '../src/domain/tax-invoice';

describe('tax invoices: figures, numbers and words', () => {
  it('finds the tax inside ₹499 and ₹49 to the paisa, the parts making the total exactly', () => {
    expect(gstOfInclusive(49_900, true)).to.deep.equal({
      taxablePaise: 42_288,
      cgstPaise: 3806,
      sgstPaise: 3806,
      igstPaise: 0
    });
    expect(gstOfInclusive(49_900, false)).to.deep.equal({
      taxablePaise: 42_288,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 7612
    });
    // ₹7.47 of tax does not halve: CGST takes the odd paisa.
    expect(gstOfInclusive(4900, true)).to.deep.equal({
      taxablePaise: 4153,
      cgstPaise: 374,
      sgstPaise: 373,
      igstPaise: 0
    });
    expect(gstOfInclusive(4900, false)).to.include({ taxablePaise: 4153, igstPaise: 747 });
    for (let total = 0; total <= 60_000; total += 13) {
      for (const sameState of [true, false]) {
        const split = gstOfInclusive(total, sameState);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).to.equal(total);
        expect(Math.abs(split.cgstPaise - split.sgstPaise)).to.be.at.most(1);
      }
    }
  });

  it('numbers invoices by the financial year in India’s time, in at most 16 characters', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z')), '23:59 IST on 31 March').to.equal('25-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z')), 'midnight IST on 1 April').to.equal(
      '26-27'
    );
    expect(financialYearOf(new Date('2027-01-15T12:00:00.000Z'))).to.equal('26-27');
    expect(financialYearOf(new Date('2099-12-31T20:00:00.000Z'))).to.equal('99-00');
    expect(invoiceNumber('26-27', 123)).to.equal('INV/26-27/000123');
    expect(invoiceNumber('26-27', 999_999)).to.have.length(16);
    expect(() => invoiceNumber('26-27', 1_000_000)).to.throw(RangeError);
    expect(() => invoiceNumber('26-27', 0)).to.throw(RangeError);
  });

  it('writes amounts in words the Indian way', () => {
    expect(rupeesInWords(49_900)).to.equal('Rupees Four Hundred Ninety-Nine Only');
    expect(rupeesInWords(4900)).to.equal('Rupees Forty-Nine Only');
    expect(rupeesInWords(42_288)).to.equal('Rupees Four Hundred Twenty-Two and Eighty-Eight Paise Only');
    expect(rupeesInWords(747)).to.equal('Rupees Seven and Forty-Seven Paise Only');
    expect(rupeesInWords(5)).to.equal('Five Paise Only');
    expect(rupeesInWords(0)).to.equal('Rupees Zero Only');
    expect(numberInWords(100_000)).to.equal('One Lakh');
    expect(numberInWords(1_050_000)).to.equal('Ten Lakh Fifty Thousand');
    expect(numberInWords(12_345_678)).to.equal(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight'
    );
    expect(numberInWords(1_000_000_000)).to.equal('One Hundred Crore');
    expect(numberInWords(2_500_000_101)).to.equal('Two Hundred Fifty Crore One Hundred One');
    expect(() => rupeesInWords(-1)).to.throw(RangeError);
    expect(() => rupeesInWords(1.5)).to.throw(RangeError);
  });

  it('splits CGST and SGST for a buyer in the seller’s state, IGST for another, and the seller’s state when unknown', () => {
    const issue = (state: string | null, totalPaise: number) => ({
      number: 'INV/26-27/000001',
      ...invoiceFor({
        seller: { ...DEMO_SELLER },
        buyer: { name: 'Priya Sharma', state },
        profileMemberNumber: null,
        totalPaise
      })
    });
    expect(taxInvoiceOf(issue('Tamil Nadu', 49_900), 499)).to.deep.equal({
      number: 'INV/26-27/000001',
      seller: { ...DEMO_SELLER, stateCode: '33' },
      buyer: { name: 'Priya Sharma' },
      placeOfSupply: { state: 'Tamil Nadu', stateCode: '33' },
      sac: '998439',
      taxableValueInr: 422.88,
      taxes: [
        { name: 'CGST', ratePercent: 9, amountInr: 38.06 },
        { name: 'SGST', ratePercent: 9, amountInr: 38.06 }
      ],
      totalInr: 499,
      amountInWords: 'Rupees Four Hundred Ninety-Nine Only',
      profileMemberNumber: null
    });
    const kerala = taxInvoiceOf(issue('Kerala', 4900), 49);
    expect(kerala.placeOfSupply).to.deep.equal({ state: 'Kerala', stateCode: '32' });
    expect(kerala.taxableValueInr).to.equal(41.53);
    expect(kerala.taxes).to.deep.equal([{ name: 'IGST', ratePercent: 18, amountInr: 7.47 }]);
    expect(kerala.amountInWords).to.equal('Rupees Forty-Nine Only');
    const unknown = taxInvoiceOf(issue(null, 4900), 49);
    expect(unknown.placeOfSupply.state).to.equal('Tamil Nadu');
    expect(unknown.taxes.map((tax) => [tax.name, tax.amountInr])).to.deep.equal([
      ['CGST', 3.74],
      ['SGST', 3.73]
    ]);
  });
});
