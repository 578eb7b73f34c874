import { describe, expect, it } from 'vitest';
import { SEM_REGISTROS, dataHoraDeImpressao, gerarPdfFicha, gerarPdfLista } from './pdf.js';
import { infoDoPdf, paginasDoPdf, textoDoPdf } from '../test/pdf.js';

// 15:07 UTC is 12:07 in Recife (UTC-3, no daylight saving).
const AGORA = new Date('2030-03-05T15:07:00Z');

describe('dataHoraDeImpressao (rodapé, America/Recife)', () => {
  it('mostra dd/mm/aaaa hh:mm no fuso de Recife, em 24 horas', () => {
    expect(dataHoraDeImpressao(AGORA)).toBe('05/03/2030 12:07');
    expect(dataHoraDeImpressao(new Date('2030-01-01T02:30:00Z'))).toBe('31/12/2029 23:30');
    expect(dataHoraDeImpressao(new Date('2030-06-10T03:00:00Z'))).toBe('10/06/2030 00:00');
  });
});

describe('gerarPdfLista', () => {
  it('gera um PDF A4 com título, subtítulo, cabeçalho da tabela, linhas e acentos corretos', async () => {
    const pdf = await gerarPdfLista(
      {
        titulo: 'Relação de Clientes',
        subtitulo: 'Rodada Verão São João',
        colunas: [
          { titulo: 'Razão Social' },
          { titulo: 'Cidade', largura: 'auto' },
          { titulo: 'Código', largura: 60 },
        ],
        linhas: [
          ['Confecções Açaí Ltda', 'São Paulo/SP', '001'],
          ['Moda Ênfase & Cia', 'Maceió/AL', '002'],
        ],
      },
      { agora: AGORA },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const info = infoDoPdf(pdf);
    expect(info.Pages).toBe('1');
    expect(info['Page size']).toMatch(/595\.\d* x 841\.\d* pts \(A4\)/);
    expect(info.Title).toBe('Relação de Clientes');
    const texto = textoDoPdf(pdf);
    for (const trecho of [
      'Rodada',
      'Relação de Clientes',
      'Rodada Verão São João',
      'Razão Social',
      'Código',
      'Confecções Açaí Ltda',
      'São Paulo/SP',
      'Moda Ênfase & Cia',
      'Maceió/AL',
      'Impresso em 05/03/2030 12:07',
      'Página 1 de 1',
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(texto).not.toContain(SEM_REGISTROS);
  });

  it('lista vazia: imprime "Nenhum registro encontrado" sob o cabeçalho', async () => {
    const pdf = await gerarPdfLista(
      { titulo: 'Fornecedores', colunas: [{ titulo: 'Nome' }, { titulo: 'CNPJ' }], linhas: [] },
      { agora: AGORA },
    );
    const texto = textoDoPdf(pdf);
    expect(texto).toContain('Nenhum registro encontrado');
    expect(texto).toMatch(/Nome\s+CNPJ/);
    expect(texto).toContain('Página 1 de 1');
  });

  it('lista longa: várias páginas, cabeçalho da tabela e rodapé em cada uma', async () => {
    const linhas = Array.from({ length: 150 }, (_, i) => [`Cliente nº ${i + 1}`, `Cidade ${i + 1}`]);
    const pdf = await gerarPdfLista(
      { titulo: 'Clientes', colunas: [{ titulo: 'Nome' }, { titulo: 'Município' }], linhas },
      { agora: AGORA },
    );
    const paginas = paginasDoPdf(pdf);
    expect(paginas.length).toBeGreaterThan(1);
    paginas.forEach((pagina, i) => {
      expect(pagina).toContain('Rodada');
      expect(pagina).toMatch(/Nome\s+Município/);
      expect(pagina).toContain(`Página ${i + 1} de ${paginas.length}`);
      expect(pagina).toContain('Impresso em 05/03/2030 12:07');
    });
    const texto = paginas.join('\n');
    expect(texto).toContain('Cliente nº 1 ');
    expect(texto).toContain('Cliente nº 150');
  });

  it('linhas com células a mais ou a menos não quebram a tabela', async () => {
    const pdf = await gerarPdfLista({
      titulo: 'Teste',
      colunas: [{ titulo: 'A' }, { titulo: 'B' }],
      linhas: [['só uma'], ['um', 'dois', 'três (sobra)']],
    });
    const texto = textoDoPdf(pdf);
    expect(texto).toContain('só uma');
    expect(texto).toContain('dois');
    expect(texto).not.toContain('sobra');
  });

  it('uma palavra longa (email) quebra na coluna em vez de empurrar as outras para fora da página', async () => {
    const email = 'contato_comercial_da_confeccao_acai_ltda@exemplo-de-dominio-longo.com.br';
    const pdf = await gerarPdfLista({
      titulo: 'Contatos',
      colunas: [
        { titulo: 'Nome' },
        { titulo: 'Email' },
        { titulo: 'Cidade' },
        { titulo: 'Situação', largura: 'auto' },
      ],
      linhas: [['Açaí', email, 'Caruaru/PE', 'Ativo']],
    });
    const texto = textoDoPdf(pdf);
    expect(texto).toMatch(/Nome\s+Email\s+Cidade\s+Situação/);
    expect(texto).toContain('Caruaru/PE');
    expect(texto).toContain('Ativo');
    // Broken over lines of its cell: its start and its end are both on the page.
    expect(texto).toContain(email.slice(0, 20));
    expect(texto).toContain(email.slice(-4));
  });

  it('paisagem quando pedida', async () => {
    const pdf = await gerarPdfLista({
      titulo: 'Larga',
      colunas: [{ titulo: 'A' }],
      linhas: [],
      orientacao: 'paisagem',
    });
    expect(infoDoPdf(pdf)['Page size']).toMatch(/841\.\d* x 595\.\d* pts/);
  });
});

describe('gerarPdfFicha', () => {
  it('imprime as seções rótulo/valor e as tabelas, com acentos', async () => {
    const pdf = await gerarPdfFicha(
      {
        titulo: 'Ficha do Cliente',
        subtitulo: 'Confecções Açaí Ltda',
        secoes: [
          {
            titulo: 'Dados',
            campos: [
              ['Razão Social', 'Confecções Açaí Ltda'],
              ['CNPJ', '12.ABC.345/01DE-35'],
              ['Inscrição Estadual', ''],
            ],
          },
          { titulo: 'Endereço', campos: [['Município', 'João Pessoa/PB']] },
        ],
        tabelas: [
          {
            titulo: 'Lojas',
            colunas: [{ titulo: 'Nome' }, { titulo: 'Cidade' }],
            linhas: [['Matriz', 'Caruaru/PE']],
          },
          { titulo: 'Pedidos', colunas: [{ titulo: 'Número' }], linhas: [] },
        ],
      },
      { agora: AGORA },
    );
    const texto = textoDoPdf(pdf);
    for (const trecho of [
      'Ficha do Cliente',
      'Dados',
      'Razão Social',
      'Confecções Açaí Ltda',
      '12.ABC.345/01DE-35',
      'Inscrição Estadual',
      'Endereço',
      'João Pessoa/PB',
      'Lojas',
      'Caruaru/PE',
      'Pedidos',
      SEM_REGISTROS,
      'Impresso em 05/03/2030 12:07',
      'Página 1 de 1',
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(texto).toMatch(/Inscrição Estadual\s+—/);
  });
});
