import { formatarCep, formatarCnpj, representantes } from '@rodada/contracts';
import { CampoDetalhe as Item, DialogoDetalhes, GradeDetalhes } from '../../../components/dialogo-detalhes';
import { mascararTelefone } from '../../../lib/mascaras';
import { useDetalhesRepresentante } from '../api/representantes';
import { erroDeCarga } from '../../../lib/formulario';

const { MSG_REPRESENTANTES: MSG } = representantes;

/** The address in one or two lines: street, number, complement, district; city/UF and CEP. */
function linhasDoEndereco(e: representantes.RepresentanteDetalhe['endereco']): string[] {
  if (!e) return [];
  const rua = [e.rua, e.numero].filter(Boolean).join(', ');
  const primeira = [rua, e.complemento, e.bairro].filter(Boolean).join(' — ');
  const cidade = [
    e.cidade && e.estado ? `${e.cidade}/${e.estado}` : e.cidade,
    e.cep ? `CEP ${formatarCep(e.cep)}` : null,
  ]
    .filter(Boolean)
    .join(' — ');
  return [primeira, cidade].filter((l) => l.length > 0);
}

/**
 * The read-only 'Detalhes' dialog of /representantes (spec 2 §2: nome, CNPJ, address, celular,
 * telefone, email), for the client, the administrador and the master. `id` null closes it.
 */
export function DialogoDetalhesRepresentante({ id, onFechar }: { id: number | null; onFechar: () => void }) {
  const consulta = useDetalhesRepresentante(id);
  const r = consulta.data;
  const endereco = r ? linhasDoEndereco(r.endereco) : [];
  return (
    <DialogoDetalhes
      aberto={id !== null}
      titulo="Detalhes do Representante"
      carregando={id !== null && consulta.isPending}
      erro={erroDeCarga(consulta, MSG.erroDetalhar)}
      onFechar={onFechar}
    >
      {r && (
        <GradeDetalhes>
          <Item rotulo="Nome">{r.nome}</Item>
          {r.razao_social && <Item rotulo="Razão Social">{r.razao_social}</Item>}
          <Item rotulo="CNPJ">{r.cnpj ? formatarCnpj(r.cnpj) : null}</Item>
          <Item rotulo="Endereço" largo>
            {endereco.length > 0
              ? endereco.map((l) => (
                  <span key={l} style={{ display: 'block' }}>
                    {l}
                  </span>
                ))
              : null}
          </Item>
          <Item rotulo="Celular">{r.endereco?.celular ? mascararTelefone(r.endereco.celular) : null}</Item>
          <Item rotulo="Telefone">{r.endereco?.telefone ? mascararTelefone(r.endereco.telefone) : null}</Item>
          <Item rotulo="Email">{r.email}</Item>
        </GradeDetalhes>
      )}
    </DialogoDetalhes>
  );
}
