// The Lahiri (Chitrapaksha) ayanamsa: how far the sidereal zodiac's start lies behind the equinox.
// Defined by India's Calendar Reform Committee (1955) as 23°15'00.658" on 21 March 1956, 0h TT
// (JD 2435553.5), the value the Indian Astronomical Ephemeris and Swiss Ephemeris (SE_SIDM_LAHIRI,
// 23.250182778° less its 2023 correction of 0.004658035°) use; carried to any date by the general
// precession in longitude of IAU 2006 (Capitaine, Wallace & Chapront 2003, A&A 412, eq. 39):
//   pA = 5028.796195"T + 1.1054348"T² + 0.00007964"T³ − 0.000023857"T⁴ − 0.0000000383"T⁵
// with T in Julian centuries of TT from J2000. Adding the nutation in longitude gives the "true"
// ayanamsa, to subtract from a true-equinox-of-date longitude (what panchangs print).

const J2000 = 2451545.0;
const LAHIRI_EPOCH_JD = 2435553.5;
const LAHIRI_AT_EPOCH_DEG = 23.250182778 - 0.004658035;

function generalPrecessionArcsec(julianCenturies: number): number {
  const t = julianCenturies;
  return (
    5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5
  );
}

/** Mean Lahiri ayanamsa in degrees at `daysTT` days of Terrestrial Time since J2000. */
export function meanLahiriAyanamsa(daysTT: number): number {
  const t = daysTT / 36525;
  const t0 = (LAHIRI_EPOCH_JD - J2000) / 36525;
  return LAHIRI_AT_EPOCH_DEG + (generalPrecessionArcsec(t) - generalPrecessionArcsec(t0)) / 3600;
}

/** True Lahiri ayanamsa: the mean one plus the nutation in longitude (`nutationArcsec`). */
export function trueLahiriAyanamsa(daysTT: number, nutationArcsec: number): number {
  return meanLahiriAyanamsa(daysTT) + nutationArcsec / 3600;
}
