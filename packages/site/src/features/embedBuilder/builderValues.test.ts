import { describe, expect, it } from 'vitest';
import type { EmbedBuilderValues } from '@csz/widgets';
import { editBuilder, listedValues } from './builderValues';

const chosen: EmbedBuilderValues = {
  state: '1',
  district: '16',
  school: '100',
  league: '7',
  division: '21',
  isLeague: true,
  sport: '4',
  width: '300',
  height: '600',
  theme: 'auto',
  color: '',
};

describe('editBuilder', () => {
  it('clears the county, school, league and sport when the state changes', () => {
    expect(editBuilder(chosen, { name: 'state', value: '2' })).toEqual({
      ...chosen,
      state: '2',
      district: null,
      school: null,
      league: null,
      division: null,
      isLeague: false,
      sport: null,
    });
  });

  it('clears the school and the league when the county changes, and keeps the sport', () => {
    expect(editBuilder(chosen, { name: 'district', value: '17' })).toEqual({
      ...chosen,
      district: '17',
      school: null,
      league: null,
      division: null,
      isLeague: false,
    });
  });

  it('clears the sport when the school changes, as the scores pages do', () => {
    expect(editBuilder(chosen, { name: 'school', value: '101' })).toEqual({
      ...chosen,
      school: '101',
      sport: null,
    });
    expect(editBuilder(chosen, { name: 'school', value: null })).toMatchObject({
      state: '1',
      district: '16',
      school: null,
      sport: null,
    });
  });

  it('changes nothing when the same place is picked again', () => {
    expect(editBuilder(chosen, { name: 'state', value: '1' })).toEqual(chosen);
    expect(editBuilder(chosen, { name: 'district', value: '16' })).toEqual(chosen);
  });

  it("drops the league's view and division with its league", () => {
    expect(editBuilder(chosen, { name: 'league', value: null })).toMatchObject({
      league: null,
      division: null,
      isLeague: false,
    });
    expect(
      editBuilder({ ...chosen, isLeague: false }, { name: 'league', value: '8' }),
    ).toMatchObject({ league: '8', division: null, isLeague: false });
    expect(editBuilder(chosen, { name: 'league', value: '7' })).toEqual(chosen);
    expect(editBuilder(chosen, { name: 'division', value: null }).division).toBeNull();
  });

  it('takes typed settings as typed', () => {
    expect(editBuilder(chosen, { name: 'width', value: '100%' }).width).toBe('100%');
    expect(editBuilder(chosen, { name: 'color', value: '#1f3a68' }).color).toBe('#1f3a68');
    expect(editBuilder(chosen, { name: 'theme', value: 'dark' }).theme).toBe('dark');
    expect(editBuilder(chosen, { name: 'isLeague', value: false }).isLeague).toBe(false);
  });
});

describe('listedValues', () => {
  const lists = {
    districts: [{ id: 16 }],
    schools: [{ id: 100 }],
    leagues: [{ id: 7 }],
    divisions: [{ id: 21 }],
    sports: [{ id: 4 }],
  };

  it('keeps picks their loaded lists hold', () => {
    expect(listedValues(chosen, lists)).toEqual(chosen);
  });

  it('drops a pick its freshly loaded list no longer holds', () => {
    expect(listedValues(chosen, { ...lists, sports: [{ id: 5 }] })).toEqual({
      ...chosen,
      sport: null,
    });
  });

  it('keeps picks while their lists load', () => {
    const loading = {
      districts: null,
      schools: null,
      leagues: null,
      divisions: null,
      sports: null,
    };
    expect(listedValues(chosen, loading)).toEqual(chosen);
  });
});
