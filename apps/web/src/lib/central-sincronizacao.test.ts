import { describe, expect, it } from 'vitest';
import { pedidoOffline } from '../test/pedidos-offline';
import {
  caminhoParaCorrigir,
  dataHoraBr,
  nomeDoPedidoOffline,
  rotuloIndicador,
  situacaoDe,
  textoEsperando,
  textoUltimaSincronizacao,
} from './central-sincronizacao';

describe('central de sincronização: textos e caminhos (issue 15 §7)', () => {
  it('NOVO sem id, Pedido {id} com id', () => {
    expect(nomeDoPedidoOffline({ id: null })).toBe('NOVO');
    expect(nomeDoPedidoOffline({ id: 12 })).toBe('Pedido 12');
  });

  it('Corrigir: adicionar sem id, editar com id, sempre com ?offline={uuid}', () => {
    expect(caminhoParaCorrigir({ uuid: 'a-b', id: null })).toBe('/pedidos/adicionar?offline=a-b');
    expect(caminhoParaCorrigir({ uuid: 'a-b', id: 7 })).toBe('/pedidos/7/editar?offline=a-b');
  });

  it('situação: só o pedido em envio está sincronizando; recusado fica recusado', () => {
    const p = pedidoOffline(1);
    expect(situacaoDe(p, { sincronizando: true, uuidEmEnvio: p.uuid })).toBe('sincronizando');
    expect(situacaoDe(p, { sincronizando: true, uuidEmEnvio: 'outro' })).toBe('aguardando');
    expect(situacaoDe(p, { sincronizando: false, uuidEmEnvio: p.uuid })).toBe('aguardando');
    expect(situacaoDe({ ...p, estado: 'recusado' }, { sincronizando: false, uuidEmEnvio: null })).toBe(
      'recusado',
    );
  });

  it('hora da última sincronização em America/Sao_Paulo, também na virada do dia', () => {
    expect(dataHoraBr('2026-11-27T02:30:00.000Z')).toBe('26/11/2026 às 23:30');
    expect(textoUltimaSincronizacao('2026-11-26T13:05:00.000Z')).toBe(
      'Última sincronização: 26/11/2026 às 10:05',
    );
    expect(textoUltimaSincronizacao(null)).toBe('Última sincronização: nenhuma neste aparelho');
    expect(dataHoraBr('lixo')).toBe('—');
  });

  it('contagem no singular e no plural; rótulo acessível do indicador', () => {
    expect(textoEsperando(0)).toBe('Nenhum pedido esperando');
    expect(textoEsperando(1)).toBe('1 pedido esperando');
    expect(textoEsperando(3)).toBe('3 pedidos esperando');
    expect(rotuloIndicador(false, 3)).toBe('Sincronização: sem conexão, 3 pedidos esperando');
  });
});
