import { MSG_PRODUTOS as MSG, produtos } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { useExcluirTamanho, useSalvarTamanho, useTamanhos } from '../api-catalogo';
import { DialogoCatalogo, type ItemDoCatalogo } from './dialogo-catalogo';

/** A size as a row: shared ones say so (and 'Especial'); the master sees each supplier's name. */
function linha(t: produtos.Tamanho, master: boolean): ItemDoCatalogo {
  const detalhe =
    t.tipo === 1
      ? t.especial
        ? 'Compartilhado · Especial'
        : 'Compartilhado'
      : master
        ? t.fornecedor_nome
        : null;
  return { id: t.id, nome: t.tamanho, detalhe, especial: t.especial, acoes: t.acoes };
}

/**
 * The sizes dialog (spec 3 §2 "Sizes dialog", §5 "Size", §8): the caller's sizes, searchable, with
 * Adicionar; Editar and Excluir only where the row's acoes allow (the supplier's own, tipo 0; the
 * master's shared ones). The name is required ('Campo Obrigatório'), at most 20 characters, upper
 * case; the master may mark a size especial (it deactivates the others in the grid). 'Tamanho salvo
 * com sucesso' / 'Tamanho atualizado com sucesso'; a refused delete shows the server's message.
 * Used by the products list (button Tamanhos) and the product form.
 */
export function DialogoTamanhos({ aberto, onFechar }: { aberto: boolean; onFechar: () => void }) {
  const master = useEstadoLocal((s) => s.usuario?.tipo === 'master');
  const lista = useTamanhos(aberto);
  const salvar = useSalvarTamanho();
  const excluir = useExcluirTamanho();
  return (
    <DialogoCatalogo
      aberto={aberto}
      onFechar={onFechar}
      titulo="Tamanhos"
      rotulo="Tamanho"
      itens={lista.data?.map((t) => linha(t, master))}
      carga={lista}
      erroListar={MSG.erroListarTamanhos}
      campo={produtos.nomeTamanho}
      maxLength={20}
      perguntaExcluir={(nome) => `Deseja excluir o tamanho ${nome}?`}
      salvar={(id, tamanho, especial) =>
        salvar.mutateAsync({ id, body: master ? { tamanho, especial } : { tamanho } })
      }
      erroSalvar={MSG.erroSalvarTamanho}
      excluir={(id) => excluir.mutateAsync(id)}
      erroExcluir={MSG.erroExcluirTamanho}
      rotuloEspecial={master ? 'Especial (escolhê-lo desativa os outros tamanhos da grade)' : undefined}
    />
  );
}
