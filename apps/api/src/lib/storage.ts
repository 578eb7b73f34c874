import { mkdir, readFile, writeFile, stat, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded and generated files on disk under STORAGE_DIR (architecture.md "Data"); the database
 * keeps their metadata. Keys are relative paths like `produtos/12/foto-1.jpg`.
 */
export interface Storage {
  readonly raiz: string;
  salvar(chave: string, conteudo: Buffer): Promise<void>;
  ler(chave: string): Promise<Buffer>;
  existe(chave: string): Promise<boolean>;
  remover(chave: string): Promise<void>;
  caminho(chave: string): string;
}

/**
 * The storage areas anyone may read at /arquivos/<key>, cached for a day (ADR 008): supplier logos
 * and showroom videos (`fornecedores/`), and the product photos, round images (banner, floor plan)
 * and banners their issues store under `produtos/`, `rodadas/` and `banners/`. Every other key is
 * private (print-island PDFs under `impressoes/`, record sheets, any document with personal data):
 * served only to whom modules/arquivos allows, never cached. A new area is private until listed.
 */
export const AREAS_PUBLICAS = ['fornecedores/', 'produtos/', 'rodadas/', 'banners/'] as const;

/**
 * The key named by a /arquivos/ URL path, or null when it is not in canonical form ('..', '.',
 * empty segments, NUL, a leading slash): such a path could name a file of another area.
 */
export function chaveDoCaminho(caminho: string): string | null {
  if (!caminho || caminho.includes('\0') || caminho.includes('\\')) return null;
  if (path.posix.normalize(caminho) !== caminho || path.posix.isAbsolute(caminho)) return null;
  return caminho.split('/').some((parte) => parte === '' || parte === '.' || parte === '..') ? null : caminho;
}

/** Whether a canonical key (chaveDoCaminho) lies in a public area (AREAS_PUBLICAS). */
export function chavePublica(chave: string): boolean {
  return AREAS_PUBLICAS.some((area) => chave.startsWith(area));
}

/** Refuses keys that could escape the storage root. */
function chaveSegura(chave: string): string {
  const normal = path.posix.normalize(chave);
  if (normal.startsWith('..') || path.posix.isAbsolute(normal) || normal.includes('\0')) {
    throw new Error(`Chave de arquivo inválida: ${chave}`);
  }
  return normal;
}

/** Disk storage rooted at `raiz`. */
export function criarStorage(raiz: string): Storage {
  const caminho = (chave: string) => path.join(raiz, chaveSegura(chave));
  return {
    raiz,
    caminho,
    async salvar(chave, conteudo) {
      const destino = caminho(chave);
      await mkdir(path.dirname(destino), { recursive: true });
      await writeFile(destino, conteudo);
    },
    ler: (chave) => readFile(caminho(chave)),
    async existe(chave) {
      try {
        await stat(caminho(chave));
        return true;
      } catch {
        return false;
      }
    },
    remover: (chave) => rm(caminho(chave), { force: true }),
  };
}
