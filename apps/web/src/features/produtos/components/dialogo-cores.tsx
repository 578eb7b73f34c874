import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useCores, useExcluirCor, useSalvarCor } from '../api-catalogo';
import { DialogoCatalogo, type ItemDoCatalogo } from './dialogo-catalogo';

/** A colour as a row: shared ones say so; the master sees each supplier's name. */
function linha(c: produtos.Cor, master: boolean): ItemDoCatalogo {
  const detalhe = c.tipo === 1 ? 'Compartilhada' : master ? c.fornecedor_nome : null;
  return { id: c.id, nome: c.nome, detalhe, acoes: c.acoes };
}

/**
 * The colours catalogue (spec 3 §2 "Colours catalogue", §5 "Colour", §8): the caller's colours,
 * searchable, with Adicionar; Editar and Excluir only where the row's acoes allow (the supplier's
 * own, tipo 0; the master's shared ones). The name is required ('Campo obrigatório') and upper
 * case. 'Cor salva com sucesso' / 'Cor atualizada com sucesso'; 'Erro ao salvar essa cor', 'Erro
 * ao excluir cor' or the server's message. Used by the products list (button Cores) and the form.
 */
export function DialogoCores({ aberto, onFechar }: { aberto: boolean; onFechar: () => void }) {
  const master = useEstadoLocal((s) => s.usuario?.tipo === 'master');
  const lista = useCores(aberto);
  const salvar = useSalvarCor();
  const excluir = useExcluirCor();
  return (
    <DialogoCatalogo
      aberto={aberto}
      onFechar={onFechar}
      titulo="Cores"
      rotulo="Cor"
      itens={lista.data?.map((c) => linha(c, master))}
      carga={lista}
      erroListar={MSG.erroListarCores}
      campo={produtos.nomeCor}
      maxLength={50}
      perguntaExcluir={(nome) => `Deseja excluir a cor ${nome}?`}
      salvar={(id, nome) => salvar.mutateAsync({ id, body: { nome } })}
      erroSalvar={MSG.erroSalvarEssaCor}
      excluir={(id) => excluir.mutateAsync(id)}
      erroExcluir={MSG.erroExcluirCor}
    />
  );
}
