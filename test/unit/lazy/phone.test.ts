import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/lazy/phone';

describe('the phone chunk’s countries', () => {
  it('come in the order of the names a person reads, not of their ISO codes', () => {
    const names = countries().map((country) => country.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names).toHaveLength(getCountries().length);
  });

  it.each([
    ['US', '(201) 555-0123'],
    ['GB', '07400 123456'],
    ['FR', '06 12 34 56 78'],
    ['DE', '01512 3456789'],
  ])('carry an example mobile number of %s in national form: %s', (region, example) => {
    expect(countries().find((country) => country.region === region)!.example).toBe(example);
  });

  it('have an example for every region', () => {
    for (const country of countries()) expect(country.example, country.region).toMatch(/\d/);
  });
});

it('put the region asked for first, once', () => {
  const list = countries('US');
  expect(list.slice(0, 3).map((country) => country.region)).toEqual(['US', 'AF', 'AX']);
  expect(list.filter((country) => country.region === 'US')).toHaveLength(1);
});
