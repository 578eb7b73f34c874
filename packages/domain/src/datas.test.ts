import { describe, expect, it } from 'vitest';
import { dataIsoValida, formatarData, hojeEmSaoPaulo, parseDataBr } from './datas.js';

describe('hojeEmSaoPaulo: o dia de negócio em America/Sao_Paulo (spec D4)', () => {
  it.each([
    ['2026-03-01T02:30:00Z', '2026-02-28', 'logo após a meia-noite UTC ainda é o dia anterior'],
    ['2026-03-01T02:59:59.999Z', '2026-02-28', 'último instante do dia em São Paulo'],
    ['2026-03-01T03:00:00Z', '2026-03-01', 'meia-noite em São Paulo'],
    ['2026-03-01T15:00:00Z', '2026-03-01', 'meio do dia'],
    ['2025-01-01T02:00:00Z', '2024-12-31', 'virada do ano'],
    ['2024-02-29T12:00:00Z', '2024-02-29', 'ano bissexto'],
    ['2018-01-15T02:30:00Z', '2018-01-15', 'horário de verão de 2018 (UTC−2): "menos 3 horas" erraria'],
    ['2018-01-15T01:59:59Z', '2018-01-14', 'horário de verão de 2018, antes da meia-noite local'],
  ])('%s → %s (%s)', (instante, dia) => {
    expect(hojeEmSaoPaulo(new Date(instante))).toBe(dia);
  });

  it('recusa uma Date inválida', () => {
    expect(() => hojeEmSaoPaulo(new Date('não é data'))).toThrow(RangeError);
  });
});

describe('formatarData: dd/mm/yyyy', () => {
  it.each([
    ['2026-03-01', '01/03/2026'],
    ['2024-02-29', '29/02/2024'],
    ['1999-12-31', '31/12/1999'],
  ])('a data %j aparece como %j', (iso, br) => {
    expect(formatarData(iso)).toBe(br);
  });

  it('uma Date mostra o seu dia em São Paulo, não em UTC', () => {
    expect(formatarData(new Date('2026-03-01T02:30:00Z'))).toBe('28/02/2026');
  });

  it.each(['2026-02-30', '2023-02-29', '2026-13-01', '01/03/2026', '2026-3-1', '', '2026-03-01T00:00:00Z'])(
    'recusa %j com RangeError',
    (s) => {
      expect(() => formatarData(s)).toThrow(RangeError);
    },
  );
});

describe('parseDataBr: dd/mm/yyyy digitada → yyyy-mm-dd', () => {
  it.each([
    ['01/03/2026', '2026-03-01'],
    [' 31/12/2025 ', '2025-12-31'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['29/02/2023', null],
    ['29/02/1900', null],
    ['31/04/2026', null],
    ['00/01/2026', null],
    ['01/00/2026', null],
    ['01/13/2026', null],
    ['32/01/2026', null],
    ['1/3/2026', null],
    ['01-03-2026', null],
    ['2026-03-01', null],
    ['', null],
  ])('parseDataBr(%j) = %j', (br, iso) => {
    expect(parseDataBr(br)).toBe(iso);
  });
});

describe('dataIsoValida', () => {
  it.each([
    ['2026-03-01', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['0000-01-01', false],
    ['26-03-01', false],
    ['2026-03-01 ', false],
  ])('%j → %s', (s, valida) => {
    expect(dataIsoValida(s)).toBe(valida);
  });
});
